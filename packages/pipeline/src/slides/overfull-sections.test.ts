import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ScriptDocument } from "../script/types.js";
import { compileLatex } from "./compile-latex.js";
import type { DeckPlan } from "./deck-plan.js";
import { summariseLog } from "./latex-log.js";
import { overfullSections } from "./overfull-sections.js";
import { planDeck } from "./plan-deck.js";
import { renderTex } from "./render-tex.js";

const section = (title: string, bullets: string[]) => ({ title, script: "Words.", bullet_points: bullets, assigned_image: null });
const script: ScriptDocument = {
  version: 1,
  writer: "local",
  model: "local",
  length: "standard",
  generated_at: "2026-11-26T00:00:00Z",
  order: ["calm", "dense"],
  sections: {
    calm: section("Calm", ["The method needs one pass over the data", "Training takes an hour on one GPU", "The model beats the baseline on every benchmark"]),
    dense: section("Dense", ["Each bullet here is long enough to wrap onto a second line of the slide at this size", "Another bullet of the same length that also wraps onto a second line of the slide", "A third bullet of the same length that also wraps onto a second line of the slide"]),
  },
};
const plan = (): DeckPlan => planDeck({ metadata: { title: "A Paper", authors: "A. Smith", date: "2026" }, script, images: new Map() });

describe("overfullSections", () => {
  it("reads the lines of LaTeX's Overfull \\vbox reports", () => {
    const log = summariseLog("Overfull \\vbox (24.1pt too high) detected at line 72\n[]\nOverfull \\vbox (3pt too high) has occurred while \\output is active []\n");
    expect(log.overfullVbox).toBe(2);
    expect(log.overfullVboxLines).toEqual([72]);
  });

  it("names the section of the frame a reported line falls in, and gives up on reports it cannot place", () => {
    const p = plan();
    const tex = renderTex(p, "pdflatex", []);
    const lines = tex.split("\n");
    const denseEnd = lines.findIndex((l, i) => l === "\\end{frame}" && lines.slice(0, i).some((x) => x.startsWith("\\begin{frame}[t]{Dense}"))) + 1;
    expect(denseEnd).toBeGreaterThan(0);
    expect(overfullSections(tex, p, 1, [denseEnd])).toEqual(new Set(["dense"]));
    // The title frame is not a section, and a report without a line cannot be placed.
    const titleLine = lines.findIndex((l) => l.startsWith("\\begin{frame}[plain]")) + 2;
    expect(overfullSections(tex, p, 1, [titleLine])).toBeNull();
    expect(overfullSections(tex, p, 2, [denseEnd])).toBeNull();
  });
});

describe("the body box with real LaTeX", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-overfull-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("reports a body taller than its box as an Overfull \\vbox on that section's frame (LaTeX's minipage alone would hide it)", async () => {
    const p = plan();
    // A layout that cannot fit: the dense section's bullets in large type with huge gaps.
    p.frames = p.frames.map((f) => (f.kind === "section" && f.key === "dense" ? { ...f, layout: { ...f.layout, fontPt: 14, leadingPt: 17.4, itemSepPt: 60 } } : f));
    const tex = renderTex(p, "pdflatex", []);
    fs.writeFileSync(path.join(dir, "slides.tex"), tex);
    const log = await compileLatex("pdflatex", dir, "slides");
    expect(log.overfullVbox).toBe(1);
    expect(overfullSections(tex, p, log.overfullVbox, log.overfullVboxLines)).toEqual(new Set(["dense"]));
  }, 60_000);
});
