import { describe, expect, it } from "vitest";
import { contentWordCount, leadBaseline, rougeRecall, rougeTokens } from "./rouge.js";

describe("ROUGE recall against the authors' slides", () => {
  it("keeps content words and numbers, stems lightly, drops maths source", () => {
    expect(rougeTokens("The models reduce errors by 25% with $\\alpha=0.9$")).toEqual(["model", "reduce", "error", "25"]);
    expect(rougeTokens("Optimizing \\[x^2\\] hyperparameters")).toEqual(["optimiz", "hyperparameter"]);
  });

  it("counts each reference n-gram at most as often as the candidate has it", () => {
    const ref = [rougeTokens("gradient descent reversed"), rougeTokens("gradient memory")];
    const cand = [rougeTokens("reversed gradient descent")];
    // Unigrams: gradient (1 of 2), descent, reversed → 3 of 5.
    expect(rougeRecall(ref, cand, 1)).toBeCloseTo(3 / 5);
    // Bigrams: "gradient descent" only of 3; no bigram spans two segments.
    expect(rougeRecall(ref, cand, 2)).toBeCloseTo(1 / 3);
    expect(rougeRecall([], cand, 1)).toBe(0);
  });

  it("builds the lead baseline from the title, the abstract, then sections' sentences in turn, cut to length", () => {
    const lead = leadBaseline("Fast hashing", ["Hash tables adapt."], [["Intro one.", "Intro two."], ["Method one."]], 8);
    expect(lead).toEqual([["fast", "hash"], ["hash", "table", "adapt"], ["intro"], ["method"], ["intro"]]);
    expect(contentWordCount(lead)).toBe(8);
    expect(contentWordCount(leadBaseline("Fast hashing", ["Hash tables adapt."], [], 3))).toBe(3);
  });
});
