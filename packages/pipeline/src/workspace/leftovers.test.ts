import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sweepLeftovers } from "./leftovers.js";

describe("sweepLeftovers", () => {
  it("removes scratch folders of killed builds and keeps every finished artifact", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-leftovers-"));
    const make = (p: string, file = "x") => {
      fs.mkdirSync(path.join(dir, path.dirname(p)), { recursive: true });
      fs.writeFileSync(path.join(dir, p), file);
    };
    for (const p of ["slides/.build-ab12/slides.tex", "slides/hi/.build-cd34/slides.tex", "slides/.preview-old-ee/slide_000.png", "audio/.build-en-1234/00_a.wav", "audio/.old-en-99/00_a.wav", "video/.build-77/presentation.mp4"]) make(p);
    const kept = ["slides/slides.pdf", "slides/preview/slide_000.png", "slides/hi/slides.pdf", "audio/en/manifest.json", "video/en/presentation.mp4", "paper.json"];
    for (const p of kept) make(p);
    const removed = await sweepLeftovers(dir);
    expect(removed.sort()).toEqual(["audio/.build-en-1234", "audio/.old-en-99", "slides/.build-ab12", "slides/.preview-old-ee", "slides/hi/.build-cd34", "video/.build-77"]);
    for (const p of kept) expect(fs.existsSync(path.join(dir, p)), p).toBe(true);
    expect(await sweepLeftovers(path.join(dir, "nothing-here"))).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
