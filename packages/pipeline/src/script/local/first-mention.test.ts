import { MATH_PLACEHOLDER } from "@lectern/contract";
import { describe, expect, it } from "vitest";
import { speakableCandidates } from "./candidates.js";
import { introducedUnheard, seenSentencesOf } from "./first-mention.js";

const source = (text: string) => seenSentencesOf(speakableCandidates(text, false));

describe("whether the paper introduced a definite phrase's thing before", () => {
  it("is so when the first mention brings it in as new", () => {
    const text = "We start every table with a cheap hash we call the constant hash. It is replaced once collisions grow.";
    expect(introducedUnheard("constant hash", source(text))).toBe(true);
    expect(introducedUnheard("adaptive limit", source("We keep an adaptive limit on the key length. It doubles on long chains."))).toBe(true);
  });

  it("is not so when the paper uses it as known from its first mention, or never mentioned it", () => {
    expect(introducedUnheard("validation loss", source("We tune the hyperparameters to lower the validation loss. Training takes a day."))).toBe(false);
    expect(introducedUnheard("ground truth", source("The data come from 40 hospitals. Each scan was labelled twice."))).toBe(false);
    // "one of the …" picks from things known already: no introduction.
    expect(introducedUnheard("barred potentials", source("We only show one of the barred potentials here. The orbits agree in all of them."))).toBe(false);
  });

  it("is so when the first mention held a formula, which the talk never says", () => {
    const text = `The gain is the integral of the flux over the slab, ${MATH_PLACEHOLDER}. We solve the integral by sampling.`;
    expect(source(text)[0]?.text).toBeNull();
    expect(introducedUnheard("integral", source(text))).toBe(true);
  });
});
