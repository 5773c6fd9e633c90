import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { compositePanels, layoutRows } from "./composite.js";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-composite-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("layoutRows", () => {
  it("breaks rows at explicit breaks and at the line width", () => {
    const p = (width: number | null, rowBreak = false) => ({ width, rowBreak });
    expect(layoutRows([p(0.45), p(0.45), p(0.45)]).map((r) => r.length)).toEqual([2, 1]);
    expect(layoutRows([p(0.2), p(0.2, true), p(0.2)]).map((r) => r.length)).toEqual([1, 2]);
    expect(layoutRows([p(null), p(null), p(null), p(null)]).map((r) => r.length)).toEqual([3, 1]);
  });
});

describe("compositePanels", () => {
  it("joins panels into one image on white, JPEG only when every panel is a photo", async () => {
    const a = path.join(tmp, "a.png");
    const b = path.join(tmp, "b.jpg");
    await sharp({ create: { width: 200, height: 100, channels: 3, background: "#ff0000" } }).png().toFile(a);
    await sharp({ create: { width: 100, height: 100, channels: 3, background: "#0000ff" } }).jpeg().toFile(b);
    const side = await compositePanels([
      { file: a, width: 0.5, rowBreak: false },
      { file: b, width: 0.4, rowBreak: false },
    ]);
    expect(side.ext).toBe("png");
    const meta = await sharp(side.data).metadata();
    expect([meta.width, meta.height]).toEqual([200 + 12 + 100, 100]);
    const stacked = await compositePanels([
      { file: b, width: 1, rowBreak: false },
      { file: b, width: 1, rowBreak: true },
    ]);
    expect(stacked.ext).toBe("jpg");
    expect((await sharp(stacked.data).metadata()).height).toBe(212);
  });
});
