import type { SentenceTiming } from "@lectern/contract";
import { describe, expect, it } from "vitest";
import { frameCuts, textLength } from "./frame-cuts.js";

/** Sentences of the given lengths (seconds) with a 0.4 s pause after each. */
function sentences(lengths: number[]): SentenceTiming[] {
  let t = 0;
  return lengths.map((len, i) => {
    const s = { text: `Sentence ${i}.`, start_s: t, end_s: t + len };
    t += len + 0.4;
    return s;
  });
}

describe("frameCuts", () => {
  it("changes frames only in the pauses between sentences", () => {
    const timing = sentences([3, 3, 3, 3, 3, 3]);
    const duration = 6 * 3 + 5 * 0.4;
    const cuts = frameCuts([["a".repeat(50)], ["b".repeat(50)]], timing, duration);
    expect(cuts).toHaveLength(1);
    const [cut = NaN] = cuts;
    // Equal bullet text: the change is at the boundary nearest the middle (after sentence 3 of 6).
    expect(cut).toBeCloseTo(3 * 3 + 2 * 0.4 + 0.2, 5);
    for (const s of timing) expect(cut <= s.start_s || cut >= s.end_s).toBe(true);
  });

  it("gives a frame with more bullet text more of the narration", () => {
    const timing = sentences([2, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
    const duration = 10 * 2 + 9 * 0.4;
    const [cut = NaN] = frameCuts([["x".repeat(300)], ["y".repeat(100)]], timing, duration);
    // Three quarters of 23.6 s is 17.7 s; the nearest pause is the one after sentence 7 (16.6 s).
    expect(cut).toBeCloseTo(7 * 2 + 6 * 0.4 + 0.2, 5);
  });

  it("keeps cuts increasing and one sentence apart even when targets crowd together", () => {
    const timing = sentences([1, 1, 1, 10]);
    const duration = 13 + 3 * 0.4;
    const cuts = frameCuts([["a"], ["b"], ["c"], ["d".repeat(400)]], timing, duration);
    expect(cuts).toHaveLength(3);
    expect(cuts[0]).toBeLessThan(cuts[1] ?? 0);
    expect(cuts[1]).toBeLessThan(cuts[2] ?? 0);
    [1.2, 2.6, 4].forEach((want, i) => expect(cuts[i]).toBeCloseTo(want, 9));
  });

  it("falls back to proportional times when there are fewer pauses than changes", () => {
    expect(frameCuts([["a"], ["b"], ["c"]], sentences([9]), 9)).toEqual([3, 6]);
    expect(frameCuts([["aaaa"], ["aaaa"]], [], 10)).toEqual([5]);
  });

  it("needs no cut for a single frame", () => {
    expect(frameCuts([["only"]], sentences([1, 1]), 2.4)).toEqual([]);
  });

  it("counts Indic text by visible characters, not code points", () => {
    // "क्षि" is four code points but one cluster in a user's eye.
    expect("क्षि".length).toBe(4);
    expect(textLength("क्षि")).toBe(1);
  });
});
