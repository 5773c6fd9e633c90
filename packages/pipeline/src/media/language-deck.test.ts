import fs from "node:fs";
import path from "node:path";
import type { TranslatedScript } from "@lectern/contract";
import { describe, expect, it } from "vitest";
import { runToolOk } from "../process/run-tool.js";
import { readDeckManifest } from "../slides/deck-manifest.js";
import { makeWorkspace } from "../test-support/speech/workspace-fixture.js";
import { suiteTempDir } from "../test-support/temp-dir.js";
import { deckForLanguage } from "./language-deck.js";

const SECTIONS = [
  { key: "introduction", title: "Introduction", script: "We study long documents.", bullets: ["Long documents are expensive"] },
  { key: "method", title: "Method", script: "We keep a local window.", bullets: ["A local window per token"] },
];

const tamil: TranslatedScript = {
  version: 1,
  language: "Tamil",
  provider: "sarvam",
  source_hash: "h1",
  order: ["introduction", "method"],
  sections: {
    introduction: { title: "அறிமுகம்", script: "நாங்கள் நீண்ட ஆவணங்களைப் படிக்கிறோம்.", bullet_points: ["நீண்ட ஆவணங்கள் விலை உயர்ந்தவை"] },
    method: { title: "முறை", script: "உள்ளூர் சாளரம்.", bullet_points: ["ஒவ்வொரு சொல்லுக்கும் ஒரு சாளரம்"] },
  },
};

describe("deckForLanguage", () => {
  const root = suiteTempDir("lectern-language-deck-");

  it("uses the source deck for the paper's own language and when there is no translation", async () => {
    const dir = await makeWorkspace(path.join(root, "own"), SECTIONS);
    expect(await deckForLanguage(dir, "English")).toBe(path.join(dir, "slides"));
    expect(await deckForLanguage(dir, "Hindi")).toBe(path.join(dir, "slides"));
    expect(fs.existsSync(path.join(dir, "slides", "hi"))).toBe(false);
  });

  it("builds the translated deck once, and again only when the translation changes", async () => {
    const dir = await makeWorkspace(path.join(root, "tamil"), SECTIONS);
    fs.mkdirSync(path.join(dir, "translations"));
    const file = path.join(dir, "translations", "ta.json");
    fs.writeFileSync(file, JSON.stringify(tamil));

    const slides = await deckForLanguage(dir, "Tamil");
    expect(slides).toBe(path.join(dir, "slides", "ta"));
    const manifest = await readDeckManifest(slides);
    expect(manifest?.language).toBe("ta");
    expect(manifest?.frames.filter((f) => f.kind === "section").map((f) => f.section)).toEqual(["introduction", "method"]);
    const text = (await runToolOk("pdftotext", [path.join(slides, "slides.pdf"), "-"], { cwd: dir, timeoutMs: 30_000 })).stdout.toString("utf8");
    expect(text).toContain("அறிமுகம்");
    // The paper's title stays as it is.
    expect(text).toContain("Sparse Attention for Long Documents");

    const built = fs.statSync(path.join(slides, "slides.pdf")).mtimeMs;
    await deckForLanguage(dir, "Tamil");
    expect(fs.statSync(path.join(slides, "slides.pdf")).mtimeMs).toBe(built);

    await new Promise((r) => setTimeout(r, 20));
    fs.writeFileSync(file, JSON.stringify({ ...tamil, sections: { ...tamil.sections, method: { title: "புதிய முறை", script: "x", bullet_points: ["புதியது"] } } }));
    await deckForLanguage(dir, "Tamil");
    expect(fs.statSync(path.join(slides, "slides.pdf")).mtimeMs).toBeGreaterThan(built);
    const again = (await runToolOk("pdftotext", [path.join(slides, "slides.pdf"), "-"], { cwd: dir, timeoutMs: 30_000 })).stdout.toString("utf8");
    expect(again).toContain("புதிய முறை");
  }, 120_000);
});
