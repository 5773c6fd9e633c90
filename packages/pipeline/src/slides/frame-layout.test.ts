import { describe, expect, it } from "vitest";
import { chooseLayout, splitForFrames } from "./frame-layout.js";

const point = (n: number) => `Point ${n} states a finding about the method in about ten words`;
const points = (k: number) => Array.from({ length: k }, (_, i) => point(i + 1));

describe("frame layouts", () => {
  it("sets a few bullets large and spreads them over the body", () => {
    const few = chooseLayout({ bullets: points(3), aspect: null, tighten: 1 });
    const many = chooseLayout({ bullets: points(5), aspect: null, tighten: 1 });
    expect(few?.kind).toBe("text");
    expect(few?.fontPt).toBe(14);
    expect(few?.itemSepPt ?? 0).toBeGreaterThan((many?.itemSepPt ?? 0) + 1);
  });

  it("puts a tall figure beside the bullets and a wide one under them", () => {
    const tall = chooseLayout({ bullets: points(3), aspect: 0.8, tighten: 1 });
    expect(tall?.kind).toBe("side");
    // The figure column is no wider than the figure: the text keeps the rest.
    expect((1 - (tall?.textColumn ?? 0)) * 409.7).toBeLessThanOrEqual((tall?.image?.widthPt ?? 0) + 40);
    const wide = chooseLayout({ bullets: points(3), aspect: 4, tighten: 1 });
    expect(wide?.kind).toBe("stacked");
    expect(wide?.image?.widthPt ?? 0).toBeGreaterThan(300);
  });

  it("lets the figure carry a section with one or two points", () => {
    const led = chooseLayout({ bullets: points(1), aspect: 1.8, tighten: 1 });
    expect(led?.kind).toBe("figure");
    expect((led?.image?.widthPt ?? 0) * (led?.image?.heightPt ?? 0)).toBeGreaterThan(0.3 * 455 * 256);
  });

  it("shows a wide figure first and then three points rather than squeezing five points beside it", () => {
    const frames = splitForFrames(points(5), 3, 1);
    expect(frames.map((f) => [f.bullets.length, f.layout.kind])).toEqual([
      [2, "figure"],
      [3, "text"],
    ]);
  });

  it("balances a section that needs two frames instead of leaving one point alone", () => {
    const long = Array.from({ length: 7 }, (_, i) => `${point(i + 1)} and it goes on with several more words that wrap onto more lines of the slide`);
    const frames = splitForFrames(long, null, 1);
    expect(frames.length).toBeGreaterThan(1);
    const sizes = frames.map((f) => f.bullets.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(3);
  });
});
