import { describe, expect, it } from "vitest";
import { parsePositions, pointRects } from "./bullet-positions.js";
import type { PageWords } from "./check-layout.js";

// A 1000 × 500 sp page keeps the fractions readable: x 100 sp is 0.1 of the width.
const pos = (lines: string[]) => parsePositions(["This is pdfTeX, a log line", ...lines.map((l) => `LECPOS ${l} 1000 500`), "Output written"].join("\n"));

describe("parsePositions", () => {
  it("turns TeX's bottom-up scaled points into top-down page fractions", () => {
    const [mark] = pos(["item 2 100 400 600"]);
    expect(mark).toMatchObject({ kind: "item", page: 2, x: 0.1, lineWidth: 0.6 });
    expect(mark?.y).toBeCloseTo(0.2);
  });

  it("ignores log lines that are not whole markers", () => {
    expect(parsePositions("item 1 1 1 1 10 10\nLECPOS item x 1 1 1 10 10\nLECPOS item 1 2\nLECPOS item 1 1 1 1 0 0\nfoo LECPOS item 1 1 1 1 10 10")).toEqual([]);
  });
});

describe("pointRects", () => {
  // Two points: the first on the lines with baselines 0.2 and 0.26, the second at 0.4; the list ends at 0.4.
  const marks = pos(["item 1 100 400 600", "item 1 100 300 600", "end 1 80 300 0"]);
  const word = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });
  const page: PageWords = {
    words: [
      word(0.1, 0.05, 0.5, 0.08), // the frame title, above the list
      word(0.13, 0.17, 0.3, 0.205),
      word(0.31, 0.17, 0.6, 0.205),
      word(0.13, 0.23, 0.4, 0.265),
      word(0.13, 0.37, 0.45, 0.405), // second point: its box bottom is just under its baseline
      word(0.1, 0.9, 0.3, 0.93), // the footer
    ],
  };

  it("gives each point the extent of its own words, from its marker to its last line", () => {
    const [rects] = pointRects(marks, [page], [2]);
    expect(rects).toHaveLength(2);
    expect(rects?.[0]?.left).toBeCloseTo(0.095);
    expect(rects?.[0]?.top).toBeCloseTo(0.165);
    expect(rects?.[0]?.right).toBeCloseTo(0.605);
    expect(rects?.[0]?.bottom).toBeCloseTo(0.27);
    expect(rects?.[1]?.top).toBeCloseTo(0.365);
    expect(rects?.[1]?.bottom).toBeCloseTo(0.41);
  });

  it("gives a page no rectangles when its markers do not match its points", () => {
    expect(pointRects(marks, [page], [3])).toEqual([null]);
    expect(pointRects(pos(["item 1 100 400 600"]), [page], [1])).toEqual([null]);
  });
});
