import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { recordSyncs } from "../test-support/sync-recorder.js";
import { testTempDir } from "../test-support/temp-dir.js";
import { installDeck } from "./install-deck.js";

const root = testTempDir("lectern-install-deck-");
// recordSyncs spies on fs: each test starts with the real one.
afterEach(() => vi.restoreAllMocks());

describe("installDeck", () => {
  it("installs the build, each file flushed before its rename and slides/ flushed after the PDF", async () => {
    const slidesDir = path.join(root, "slides");
    const buildDir = path.join(slidesDir, ".build-1");
    await fs.mkdir(path.join(slidesDir, "preview"), { recursive: true });
    await fs.writeFile(path.join(slidesDir, "img-9.png"), "stale");
    await fs.mkdir(path.join(buildDir, "preview"), { recursive: true });
    for (const f of ["img-1.png", "deck.json", "slides.tex", "slides.pdf", "preview/slide-01.png"]) await fs.writeFile(path.join(buildDir, f), f);
    const events = await recordSyncs();
    await installDeck(buildDir, slidesDir, ["img-1.png"]);

    expect((await fs.readdir(slidesDir)).sort()).toEqual([".build-1", "deck.json", "img-1.png", "preview", "slides.pdf", "slides.tex"]);
    expect(await fs.readFile(path.join(slidesDir, "preview", "slide-01.png"), "utf8")).toBe("preview/slide-01.png");
    for (const f of ["img-1.png", "deck.json", "slides.tex", "slides.pdf", "preview/slide-01.png"]) {
      expect(events.indexOf(`sync ${buildDir}/${f}`), f).toBeGreaterThanOrEqual(0);
      expect(events.indexOf(`sync ${buildDir}/${f}`), f).toBeLessThan(events.findIndex((e) => e.startsWith("rename ")));
    }
    const pdfRenamed = events.indexOf(`rename ${slidesDir}/slides.pdf`);
    expect(events.slice(0, pdfRenamed)).toContain(`sync ${slidesDir}`);
    expect(events.slice(pdfRenamed + 1)).toEqual([`sync ${slidesDir}`, `sync ${root}`]);
  });
});
