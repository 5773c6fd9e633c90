import { describe, expect, it } from "vitest";
import { distributeTargetWords, talkWords, TRANSITION_ALLOWANCE } from "./target-words.js";

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe("target words", () => {
  it("sizes the talk from its length at 150 words a minute", () => {
    expect(talkWords("short")).toBe(450);
    expect(talkWords("standard")).toBe(675);
    expect(talkWords("long")).toBe(900);
  });

  it("gives the opening a sixth within 50–130 words and spreads the rest by source length", () => {
    const t = distributeTargetWords(675, [2000, 1000, 1000, 500]);
    expect(t.opening).toBe(113);
    expect(Math.abs(t.opening + sum(t.sections) - 675)).toBeLessThanOrEqual(2);
    expect(t.sections[0]).toBeGreaterThan(t.sections[1] ?? 0);
    expect(t.sections[1]).toBe(t.sections[2]);
    expect(distributeTargetWords(100, [500]).opening).toBe(50);
    expect(distributeTargetWords(2000, [5000]).opening).toBe(130);
  });

  it("keeps a floor of half an even share for small sections", () => {
    const t = distributeTargetWords(675, [5000, 5000, 5000, 200]);
    const even = (675 - t.opening) / 4;
    expect(t.sections[3]).toBeGreaterThanOrEqual(Math.floor(even * 0.5));
  });

  it("never asks a section for more than it holds, and gives the rest to the others", () => {
    const t = distributeTargetWords(675, [3000, 40, 3000, 3000]);
    expect(t.sections[1]).toBe(Math.floor(40 * 0.9) + TRANSITION_ALLOWANCE);
    expect(Math.abs(t.opening + sum(t.sections) - 675)).toBeLessThanOrEqual(2);
    const tiny = distributeTargetWords(675, [100, 100, 100, 100]);
    expect(sum(tiny.sections)).toBe(4 * (90 + TRANSITION_ALLOWANCE));
  });

  it("scales with the talk length", () => {
    const words = [1500, 900, 1200, 600, 400];
    const [short, standard, long] = (["short", "standard", "long"] as const).map((l) => distributeTargetWords(talkWords(l), words));
    for (let i = 0; i < words.length; i += 1) {
      expect(short?.sections[i]).toBeLessThan(standard?.sections[i] ?? 0);
      expect(standard?.sections[i]).toBeLessThan(long?.sections[i] ?? 0);
    }
  });

  it("handles a paper without body sections", () => {
    expect(distributeTargetWords(675, [])).toEqual({ opening: 113, sections: [] });
  });
});
