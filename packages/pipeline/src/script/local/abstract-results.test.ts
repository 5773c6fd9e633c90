import { describe, expect, it } from "vitest";
import { placeAbstractResults } from "./abstract-results.js";
import type { Candidate } from "./rank-sentences.js";
import { contentTokens } from "./tokens.js";

const candidate = (index: number, text: string): Candidate => ({ index, text, tokens: contentTokens(text), words: text.split(/\s+/).length, leads: index === 0 });

const ABSTRACT = [
  "Glaciers in the Alps are losing mass faster than models predict.",
  "We measure the thickness of 40 glaciers with ground radar.",
  "We find that the measured thinning is 30 percent faster than the modelled thinning on north-facing slopes.",
  "Thus, the models underestimate the loss.",
  "This discrepancy calls for better models of debris cover.",
];
const SLIDES = [
  { key: "radar_survey", text: "We surveyed each glacier twice with ground radar. The radar resolves the bed to within a metre." },
  { key: "results", text: "Thinning on north-facing slopes was faster than modelled. The measured thinning exceeded the modelled thinning by 30 percent." },
];

describe("placeAbstractResults", () => {
  it("gives a finding the opening left unsaid to the results slide that reports it, to be said first there", () => {
    const placed = placeAbstractResults(ABSTRACT.map((t, i) => candidate(i, t)), new Set([0, 1]), SLIDES, "Alpine glacier thinning");
    expect([...placed.keys()]).toEqual(["results"]);
    expect(placed.get("results")?.text).toBe(ABSTRACT[2]);
    expect(placed.get("results")?.index).toBe(-1);
  });

  it("places nothing the opening said, nothing that leans on a sentence before it, and nothing no slide reports", () => {
    const abstract = ABSTRACT.map((t, i) => candidate(i, t));
    expect(placeAbstractResults(abstract, new Set([0, 1, 2]), SLIDES, "Alpine glacier thinning").size).toBe(0);
    expect(placeAbstractResults(abstract, new Set([0, 1, 2]), [{ key: "other", text: "Debris cover slows melt." }], "Alpine glacier thinning").size).toBe(0);
  });

  it("takes a label's number for no quantity", () => {
    const abstract = [candidate(0, "In Experiment 2, we test repeated trials of the word pairs.")];
    expect(placeAbstractResults(abstract, new Set(), [{ key: "experiment_2", text: "In Experiment 2 we test repeated trials of word pairs." }], "Word learning").size).toBe(0);
  });
});
