import { describe, expect, it } from "vitest";
import { definitePhrases, demonstrativeInside, hasMainVerb, startsImperative, supersetNouns } from "./main-verb.js";

describe("a clause's main verb", () => {
  it.each([
    ["The model learns features", true],
    ["This allowed us to win", true],
    // A participle after an article modifies its noun: "the distributed successor".
    ["Plan9, the distributed successor to UNIX, with its mutable Fossil and immutable Venti filesystems", false],
    ["The MH-GAN combines aspects of MCMC", true],
    ["The data, collected in 2010, show a rise", true],
    // A lead phrase and an appositive, no clause: "dwarfs" after an acronym is no verb before its comma.
    ["On quiet GKM dwarfs, the main targets for precise RVs measurements", false],
    // A participle after a comma and an adverb describes the noun before.
    ["10 different phases, evenly sampled between 0 and 2 pi", false],
    // A verb of change with its figure, or a verb with no passive, reports a result: no reduced relative.
    ["Memory ranged from 4 to 31 days across sites", true],
    ["Accuracy dropped from 90 to 80 percent", true],
    ["Samples dropped from the analysis", false],
    ["EMG activity associated with the onset of articulation", false],
    // "not" and a participle after a noun: a run-in heading, no clause; with its auxiliary it is one.
    ["Features of 24/7 CFE not covered in this work", false],
    ["These features are not covered in this work", true],
  ])("%s → %s", (text, verb) => {
    expect(hasMainVerb(text)).toBe(verb);
  });
});

describe("definite noun phrases a reader asks \"which?\" of", () => {
  it("finds them wherever they stand, not only as the subject", () => {
    expect(definitePhrases("Hash tables are initialized with the constant hash")).toEqual(["constant hash"]);
    expect(definitePhrases("The jaggedness of the lines is the effect of hash table resizing")).toEqual(["lines"]);
  });

  it("leaves out phrases that say which by themselves: restricted where they stand, superlatives, ordinals", () => {
    expect(definitePhrases("We keep the number of rays fixed and report the best model")).toEqual([]);
    expect(definitePhrases("Identification can magnify the bias from spillovers in the first year")).toEqual([]);
    // A preposition the tagger reads as an adjective still restricts the noun before it.
    expect(definitePhrases("The memory of a site is the median decay time over its dry spells")).toEqual([]);
  });
});

describe("a demonstrative inside a phrase", () => {
  it("is found after a preposition, where \"that\" points back, not where it opens a clause", () => {
    expect(demonstrativeInside("We recover a graphics program from that spec")).toBe(true);
    expect(demonstrativeInside("We show that the spec is complete")).toBe(false);
    expect(demonstrativeInside("We learn a model that uses program synthesis")).toBe(false);
  });
});

describe("the set a superlative picks from", () => {
  it("is its head noun, unless the phrase says which set", () => {
    expect(supersetNouns("The team with the highest bid wins the right to choose.")).toEqual(["bid"]);
    expect(supersetNouns("The largest gains come from the smallest trees.")).toEqual(["gains", "trees"]);
    expect(supersetNouns("We pick the best model for each site.")).toEqual([]);
    expect(supersetNouns("The strongest centrality-species richness relationship was seen for patch dynamics.")).toEqual([]);
    expect(supersetNouns("The gap grows with the distance to the nearest treated unit in every sample.")).toEqual([]);
  });
});

describe("startsImperative", () => {
  it("finds a sentence with no subject: an instruction, or a list item on its verb in the third person", () => {
    expect(startsImperative("Introduce the students to X.")).toBe(true);
    expect(startsImperative("Provides open-source implementations of the GPU device driver.")).toBe(true);
    expect(startsImperative("Makes GPUs first-class computing resources.")).toBe(true);
    expect(startsImperative("Results show a gain.")).toBe(false);
    expect(startsImperative("Models are trained.")).toBe(false);
    expect(startsImperative("Analyses of similar models shown that predictions vary.")).toBe(false);
  });
});

describe("demonstrativeInside", () => {
  it("finds 'that' before a noun after a verb that takes a thing, not after one that takes a claim", () => {
    expect(demonstrativeInside("In this paper, we present that notation with examples from the GAP suite.")).toBe(true);
    expect(demonstrativeInside("In this paper, we show that notation matters for speed.")).toBe(false);
  });
});
