import { StageError } from "../stage-error.js";
import { readPaperDocument } from "../workspace/read.js";
import { readScript, withScriptLock, writeScript } from "./script-file.js";
import type { ScriptDocument } from "./types.js";

/** A problem with the user's edit: the message is shown to them. */
export class ScriptEditError extends StageError<"no_script" | "unknown_section" | "unknown_image"> {
  constructor(message: string, reason: "no_script" | "unknown_section" | "unknown_image") {
    super(message, "script", reason);
    this.name = "ScriptEditError";
  }
}

// Edits of one paper are applied one at a time: each reads the latest script.json, changes only
// the sections it names and writes atomically, so concurrent saves never lose a section. Queued
// here within the process, and under the workspace's script lock across processes (API nodes).
const queues = new Map<string, Promise<unknown>>();
function serialised<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const prev = queues.get(key) ?? Promise.resolve();
  const locked = () => withScriptLock(key, fn);
  const next = prev.then(locked, locked);
  const tail = next.catch(() => undefined);
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return next;
}

/**
 * The section stored under this key: own properties only, so a key such as "constructor" or
 * "__proto__" names no section instead of something every object inherits.
 */
export function sectionOf(doc: ScriptDocument, key: string): ScriptDocument["sections"][string] | undefined {
  return Object.hasOwn(doc.sections, key) ? doc.sections[key] : undefined;
}

async function current(workspaceDir: string): Promise<ScriptDocument> {
  const doc = await readScript(workspaceDir);
  if (!doc) throw new ScriptEditError("This paper has no scripts yet. Generate them first.", "no_script");
  return doc;
}

/** Saves narration and bullets exactly as typed for the named sections. */
export function saveSectionEdits(workspaceDir: string, edits: Record<string, { script: string; bullet_points: string[]; assigned_image?: null | undefined }>): Promise<ScriptDocument> {
  return serialised(workspaceDir, async () => {
    const doc = await current(workspaceDir);
    const unknown = Object.keys(edits).filter((k) => !sectionOf(doc, k));
    if (unknown.length) throw new ScriptEditError(`Unknown section: ${unknown.join(", ")}. Reload the page and try again.`, "unknown_section");
    for (const [key, edit] of Object.entries(edits)) {
      const section = sectionOf(doc, key);
      if (!section) continue;
      // Only a removal travels with the text (null); undefined keeps the assignment as it is.
      const assigned_image = edit.assigned_image === null ? null : section.assigned_image;
      // Blank bullets are dropped here too (the contract drops them from requests): the stored
      // script never holds one, whoever calls.
      const bullet_points = edit.bullet_points.map((b) => b.trim()).filter((b) => b !== "");
      doc.sections[key] = { ...section, script: edit.script, bullet_points, assigned_image };
    }
    await writeScript(workspaceDir, doc);
    return doc;
  });
}

/** Assigns one of the paper's images to a section, or removes the assignment (null). */
export function assignSectionImage(workspaceDir: string, key: string, imageName: string | null): Promise<ScriptDocument> {
  return serialised(workspaceDir, async () => {
    const doc = await current(workspaceDir);
    const section = sectionOf(doc, key);
    if (!section) throw new ScriptEditError(`Unknown section: ${key}. Reload the page and try again.`, "unknown_section");
    if (imageName !== null) {
      const paper = await readPaperDocument(workspaceDir);
      if (!paper.figures.some((f) => f.name === imageName)) throw new ScriptEditError(`This paper has no image named ${imageName}.`, "unknown_image");
    }
    doc.sections[key] = { ...section, assigned_image: imageName };
    await writeScript(workspaceDir, doc);
    return doc;
  });
}
