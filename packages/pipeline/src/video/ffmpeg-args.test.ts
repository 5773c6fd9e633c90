import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { runToolOk } from "../process/run-tool.js";
import { anyOf, concatList, DEFAULT_FRAMES, videoArgs } from "./ffmpeg-args.js";
import type { Shot } from "./shot.js";

describe("anyOf", () => {
  it("joins terms as a balanced tree, so depth grows with log2 of the count", () => {
    expect(anyOf([])).toBe("0");
    expect(anyOf(["a"])).toBe("a");
    expect(anyOf(["a", "b", "c"])).toBe("((a+b)+c)");
    const deep = anyOf(Array.from({ length: 1000 }, (_, i) => `eq(n,${i})`));
    let depth = 0;
    let max = 0;
    for (const ch of deep) {
      if (ch === "(") max = Math.max(max, ++depth);
      if (ch === ")") depth -= 1;
    }
    expect(max).toBeLessThanOrEqual(12);
  });
});

describe("videoArgs", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-ffargs-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  // ffmpeg's parser refuses a flat sum of about 110 terms; a long deck with highlight states needs hundreds.
  it("encodes a talk with 160 picture changes, every one of them kept", async () => {
    for (const [name, colour] of [["a.png", "#1e4e8c"], ["b.png", "#ffffff"]] as const) {
      await sharp({ create: { width: 192, height: 108, channels: 3, background: colour } }).png().toFile(path.join(dir, name));
    }
    const shots: Shot[] = Array.from({ length: 160 }, (_, i) => ({ slide: i % 2 === 0 ? "a.png" : "b.png", section: "s", start_s: i * 0.2, end_s: (i + 1) * 0.2, ...(i % 4 === 0 ? {} : { highlight: true }) }));
    const total = 32;
    fs.writeFileSync(path.join(dir, "list.ffconcat"), concatList(shots, (slide) => path.join(dir, slide)));
    const out = path.join(dir, "v.mp4");
    await runToolOk("ffmpeg", videoArgs({ slideList: path.join(dir, "list.ffconcat"), shots, total_s: total, frames: DEFAULT_FRAMES, output: out, progress: path.join(dir, "p.txt") }), { cwd: dir, timeoutMs: 120_000 });
    const probe = await runToolOk("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v", "-show_entries", "stream=nb_read_frames", "-of", "csv=p=0", out], { cwd: dir, timeoutMs: 60_000 });
    // One frame at each change, one on the last grid step before each of the 39 slide changes after
    // the first (not before a highlight moving within a slide), and the very last frame.
    const frames = Number(probe.stdout.toString().trim());
    expect(frames).toBe(160 + 39 + 1);
  }, 120_000);
});
