import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { assignSectionImage, saveSectionEdits } from "./edit-script.js";
import { generateScript } from "./generate-script.js";
import { localWriter } from "./local/local-writer.js";
import { readScript } from "./script-file.js";
import type { ScriptWriterFn } from "./types.js";

const PAPER = {
  version: 1,
  source_kind: "pdf",
  metadata: { title: "Sparse Attention for Long Documents", authors: "Ada Lovelace", date: "2024-05-01" },
  abstract: "We show that a sparse attention pattern lets transformers read long documents at a tenth of the memory.",
  figures: [],
  language: "en",
  warnings: [],
  sections: [
    { key: "introduction", title: "Introduction", level: 1, kind: "body", text: "Transformers read long documents poorly because attention grows quadratically with length." },
    { key: "method", title: "Method", level: 1, kind: "body", text: "Each token attends to a local window and to a few global tokens. The sparse model matches dense attention on three benchmarks." },
  ],
};

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "lectern-generate-"));
  await fs.writeFile(path.join(dir, "paper.json"), JSON.stringify(PAPER));
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

/** An LLM writer whose text for one section was replaced by the offline writer's. */
const fellBackOn = (key: string, reason: string): ScriptWriterFn => async (plan, signal) => {
  const written = await localWriter(plan, signal);
  const section = written[key];
  return section ? { ...written, [key]: { ...section, fallback_reason: reason } } : written;
};

describe("generateScript", () => {
  it("records in script.json which sections the offline writer wrote, and why", async () => {
    const reason = 'the narration of "method" was unusable: it does not end with a full stop';
    const doc = await generateScript(dir, { writer: "gemini", model: "gemini-2.5-flash", write: fellBackOn("method", reason), length: "short" });
    expect(doc.fallback_sections).toEqual([{ key: "method", reason }]);
    expect(doc.sections.method).not.toHaveProperty("fallback_reason");

    const saved = await readScript(dir);
    expect(saved?.fallback_sections).toEqual([{ key: "method", reason }]);
    // An edit of the text keeps the record of who wrote the section first.
    await saveSectionEdits(dir, { method: { script: "Edited.", bullet_points: [] } });
    expect((await readScript(dir))?.fallback_sections).toEqual([{ key: "method", reason }]);
  });

  it("leaves out a section the writer had nothing to say for, keeping the others in order", async () => {
    const silentOn = (key: string): ScriptWriterFn => async (plan, signal) => ({ ...(await localWriter(plan, signal)), [key]: { script: "", bullet_points: [] } });
    const full = await generateScript(dir, { writer: "local", model: "local", write: localWriter, length: "short" });
    expect(full.order).toContain("method");
    const doc = await generateScript(dir, { writer: "local", model: "local", write: silentOn("method"), length: "short" });
    expect(doc.order).toEqual(full.order.filter((k) => k !== "method"));
    expect(doc.sections).not.toHaveProperty("method");
  });

  it("never suggests an image a kept section already shows", async () => {
    const withFigure = { ...PAPER, figures: [{ name: "fig_01.png", caption: "Sparse attention pattern with local windows and global tokens.", section_key: "method" }] };
    await fs.writeFile(path.join(dir, "paper.json"), JSON.stringify(withFigure));
    const first = await generateScript(dir, { writer: "local", model: "local", write: localWriter, length: "short" });
    expect(first.sections.method?.assigned_image).toBe("fig_01.png");
    // The user moves the figure to the introduction; a regeneration keeps that and shows it once.
    await assignSectionImage(dir, "method", null);
    await assignSectionImage(dir, "introduction", "fig_01.png");
    const again = await generateScript(dir, { writer: "local", model: "local", write: localWriter, length: "short" });
    expect(again.sections.introduction?.assigned_image).toBe("fig_01.png");
    expect(again.sections.method?.assigned_image).toBeNull();
  });

  it("writes no fallback list when every section is the writer's own", async () => {
    await generateScript(dir, { writer: "local", model: "local", write: localWriter, length: "short" });
    const raw = JSON.parse(await fs.readFile(path.join(dir, "script.json"), "utf8")) as Record<string, unknown>;
    expect(raw).not.toHaveProperty("fallback_sections");
  });
});
