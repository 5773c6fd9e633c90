import fs from "node:fs/promises";
import { FallbackSection, ScriptWriter, TalkLength } from "@lectern/contract";
import { z } from "zod";
import { writeJsonAtomic } from "../workspace/atomic.js";
import { withDirLock } from "../workspace/dir-lock.js";
import { workspacePaths } from "../workspace/paths.js";
import type { ScriptDocument } from "./types.js";

const ScriptSectionFile = z.object({
  title: z.string(),
  script: z.string(),
  bullet_points: z.array(z.string()),
  assigned_image: z.string().nullable(),
});

/** script.json read back through a schema: a file is a boundary too. */
export const ScriptFile = z.object({
  version: z.literal(1),
  writer: ScriptWriter,
  model: z.string(),
  length: TalkLength,
  generated_at: z.string(),
  order: z.array(z.string()),
  sections: z.record(z.string(), ScriptSectionFile),
  /** Optional: files written before it, and scripts with no fallback, have none. */
  fallback_sections: z.array(FallbackSection).optional(),
});

export async function readScript(workspaceDir: string): Promise<ScriptDocument | undefined> {
  let raw: string;
  try {
    raw = await fs.readFile(workspacePaths(workspaceDir).scriptJson, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
  return ScriptFile.parse(JSON.parse(raw));
}

export async function writeScript(workspaceDir: string, doc: ScriptDocument): Promise<void> {
  await writeJsonAtomic(workspacePaths(workspaceDir).scriptJson, ScriptFile.parse(doc));
}

/**
 * Read-modify-write of script.json, one at a time across every process and machine sharing the
 * workspace: two API nodes saving different sections of one paper at once must not write over
 * each other's sections.
 */
export function withScriptLock<T>(workspaceDir: string, fn: () => Promise<T>): Promise<T> {
  return withDirLock(workspacePaths(workspaceDir).scriptLock, fn);
}
