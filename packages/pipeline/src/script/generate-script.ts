import type { ScriptWriter, TalkLength } from "@lectern/contract";
import { readPaperDocument } from "../workspace/read.js";
import { suggestImages } from "./local/suggest-images.js";
import { planSections } from "./plan/plan-sections.js";
import { readScript, withScriptLock, writeScript } from "./script-file.js";
import type { ScriptDocument, ScriptWriterFn } from "./types.js";

export interface GenerateScriptOptions {
  writer: ScriptWriter;
  /** Model name for the record ("local" for the offline writer). */
  model: string;
  write: ScriptWriterFn;
  length: TalkLength;
  signal?: AbortSignal;
}

/**
 * Plans the talk from paper.json, has the writer narrate every planned section (leaving out one
 * it has nothing to say for), suggests an image per section, and replaces script.json atomically. If the writer fails, the existing
 * script.json is untouched. Images the user had assigned to a section that still exists are kept.
 * Sections an LLM writer left to the offline writer are listed with why (fallback_sections).
 */
export async function generateScript(workspaceDir: string, opts: GenerateScriptOptions): Promise<ScriptDocument> {
  const paper = await readPaperDocument(workspaceDir);
  const plan = planSections(paper, opts.length);
  const written = await opts.write(plan, opts.signal);
  const suggested = suggestImages(plan, written);
  const previous = await readScript(workspaceDir).catch(() => undefined);
  const figureNames = new Set(paper.figures.map((f) => f.name));
  const keptImage = (key: string): string | null => {
    const kept = previous?.sections[key]?.assigned_image;
    return kept && figureNames.has(kept) ? kept : null;
  };
  // A suggestion is not shown a second time beside an image a section kept ("each figure once in
  // a deck"); the kept one is the user's choice and wins.
  const keptImages = new Set(plan.sections.map((s) => keptImage(s.key)).filter((x): x is string => x !== null));

  const sections: ScriptDocument["sections"] = {};
  const fallbacks: NonNullable<ScriptDocument["fallback_sections"]> = [];
  const order: string[] = [];
  for (const planned of plan.sections) {
    const text = written[planned.key];
    if (!text) throw new Error(`the ${opts.writer} writer returned no narration for section ${planned.key}`);
    // A section with nothing a listener can follow (every sentence points at a figure, cites an
    // equation or is a formula) is left out: a slide that announces itself and falls silent is worse.
    if (text.script.trim() === "") continue;
    order.push(planned.key);
    if (text.fallback_reason !== undefined) fallbacks.push({ key: planned.key, reason: text.fallback_reason });
    const kept = keptImage(planned.key);
    const suggestion = suggested[planned.key] ?? null;
    sections[planned.key] = {
      title: text.title ?? planned.title,
      script: text.script,
      bullet_points: text.bullet_points,
      assigned_image: kept ?? (suggestion !== null && keptImages.has(suggestion) ? null : suggestion),
    };
  }
  const doc: ScriptDocument = {
    version: 1,
    writer: opts.writer,
    model: opts.model,
    length: opts.length,
    generated_at: new Date().toISOString(),
    order,
    sections,
    ...(fallbacks.length > 0 ? { fallback_sections: fallbacks } : {}),
  };
  // Under the lock, so an edit being saved right now cannot write its older copy over this one.
  await withScriptLock(workspaceDir, () => writeScript(workspaceDir, doc));
  return doc;
}
