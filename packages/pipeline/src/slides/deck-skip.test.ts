import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { runToolOk } from "../process/run-tool.js";
import { readScript, writeScript } from "../script/script-file.js";
import { makeWorkspace } from "../test-support/speech/workspace-fixture.js";
import { suiteTempDir } from "../test-support/temp-dir.js";
import { buildDeck } from "./build-deck.js";
import { readDeckManifest } from "./deck-manifest.js";

const SECTIONS = [
  { key: "introduction", title: "Introduction", script: "We study long documents.", bullets: ["Long documents are expensive", "Attention is quadratic"] },
  { key: "results", title: "Results", script: "It works.", bullets: ["Accuracy holds with less memory"] },
];

async function pdfText(pdf: string): Promise<string> {
  return (await runToolOk("pdftotext", [pdf, "-"], { cwd: path.dirname(pdf), timeoutMs: 30_000 })).stdout.toString("utf8");
}

/** A workspace whose results section shows images/plot.png (a solid colour). */
async function workspace(root: string, name: string): Promise<string> {
  const dir = await makeWorkspace(path.join(root, name), SECTIONS);
  fs.mkdirSync(path.join(dir, "images"), { recursive: true });
  await sharp({ create: { width: 800, height: 400, channels: 3, background: "#2266aa" } }).png().toFile(path.join(dir, "images", "plot.png"));
  const script = await readScript(dir);
  if (!script?.sections.results) throw new Error("fixture script missing");
  script.sections.results.assigned_image = "plot.png";
  await writeScript(dir, script);
  return dir;
}

async function editScript(dir: string, edit: (s: NonNullable<Awaited<ReturnType<typeof readScript>>>) => void): Promise<void> {
  const script = await readScript(dir);
  if (!script) throw new Error("no script");
  edit(script);
  await writeScript(dir, script);
}

const mtime = (file: string) => fs.statSync(file).mtimeMs;

describe("buildDeck skips unchanged inputs", () => {
  const root = suiteTempDir("lectern-deck-skip-");

  it("keeps the deck when nothing on the slides changed, narration edits included", async () => {
    const dir = await workspace(root, "same");
    const first = await buildDeck(dir);
    expect(first.skipped).toBe(false);
    expect((await readDeckManifest(path.join(dir, "slides")))?.input_hash).toMatch(/^[0-9a-f]{64}$/);
    const pdf = fs.readFileSync(first.pdf);
    const preview = fs.readFileSync(first.previews[0] ?? "");

    const second = await buildDeck(dir);
    expect(second.skipped).toBe(true);
    expect(second.previews).toEqual(first.previews);
    expect(second.frames).toBe(first.frames);
    expect(fs.readFileSync(second.pdf).equals(pdf)).toBe(true);
    expect(fs.readFileSync(second.previews[0] ?? "").equals(preview)).toBe(true);

    // Narration is not on the slides: changing it keeps the deck.
    await editScript(dir, (s) => {
      if (s.sections.introduction) s.sections.introduction.script = "A different narration entirely.";
    });
    expect((await buildDeck(dir)).skipped).toBe(true);
  }, 60_000);

  it("rebuilds when a bullet changes", async () => {
    const dir = await workspace(root, "bullet");
    await buildDeck(dir);
    await editScript(dir, (s) => {
      if (s.sections.results) s.sections.results.bullet_points = ["Memory drops by half"];
    });
    const again = await buildDeck(dir);
    expect(again.skipped).toBe(false);
    const text = await pdfText(again.pdf);
    expect(text).toContain("Memory drops by half");
    expect(text).not.toContain("Accuracy holds");
  }, 60_000);

  it("rebuilds when an image shown on a slide changes under the same name", async () => {
    const dir = await workspace(root, "image");
    const first = await buildDeck(dir);
    const before = fs.readFileSync(first.previews[2] ?? "");
    await sharp({ create: { width: 800, height: 400, channels: 3, background: "#cc3311" } }).png().toFile(path.join(dir, "images", "plot.png"));
    const again = await buildDeck(dir);
    expect(again.skipped).toBe(false);
    // Frame 2 is the results slide with the picture: red now, not blue.
    const after = fs.readFileSync(again.previews[2] ?? "");
    expect(after.equals(before)).toBe(false);
    const { data } = await sharp(after).resize(64, 36, { fit: "fill" }).raw().toBuffer({ resolveWithObject: true });
    let reddish = 0;
    for (let i = 0; i < data.length; i += 3) if ((data[i] ?? 0) > 150 && (data[i + 2] ?? 255) < 100) reddish += 1;
    expect(reddish).toBeGreaterThan(20);
  }, 60_000);

  it("rebuilds a deck from before input hashes, one missing a preview, and when forced", async () => {
    const dir = await workspace(root, "old");
    await buildDeck(dir);
    const manifestFile = path.join(dir, "slides", "deck.json");
    const { input_hash: _dropped, ...older } = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, unknown>;
    fs.writeFileSync(manifestFile, JSON.stringify(older));
    expect(await readDeckManifest(path.join(dir, "slides"))).not.toBeNull();
    expect((await buildDeck(dir)).skipped).toBe(false);
    expect((await buildDeck(dir)).skipped).toBe(true);

    fs.rmSync(path.join(dir, "slides", "preview", "slide_001.png"));
    const repaired = await buildDeck(dir);
    expect(repaired.skipped).toBe(false);
    expect(fs.existsSync(path.join(dir, "slides", "preview", "slide_001.png"))).toBe(true);

    expect((await buildDeck(dir, { force: true })).skipped).toBe(false);
  }, 90_000);

  it("marks a kept deck as current, so a script saved after it no longer looks newer", async () => {
    const dir = await workspace(root, "touch");
    const first = await buildDeck(dir);
    await new Promise((r) => setTimeout(r, 30));
    await editScript(dir, (s) => {
      if (s.sections.introduction) s.sections.introduction.script = "Edited narration.";
    });
    const script = mtime(path.join(dir, "script.json"));
    expect(mtime(first.pdf)).toBeLessThan(script);
    expect((await buildDeck(dir)).skipped).toBe(true);
    expect(mtime(first.pdf)).toBeGreaterThanOrEqual(script);
  }, 60_000);
});
