import { describe, expect, it } from "vitest";
import { announcesSet } from "../quality/refers-back.js";
import { bulletOf } from "./point-bullet.js";
import { compressToBullet } from "./compress-bullet.js";
import { speakableCandidates } from "./candidates.js";
import { setsUpTurn } from "./sentence-kinds.js";

describe("a sentence that counts things it does not give", () => {
  it("is found by the count and a shell noun, unless the sentence lists them", () => {
    expect(announcesSet("In practice there are several advantages to adding neutrino particles at the initial time.")).toBe(true);
    expect(announcesSet("Our implementation includes several modifications to improve accuracy.")).toBe(true);
    expect(announcesSet("The method has two main advantages: it is fast and it is exact.")).toBe(false);
    expect(announcesSet("We measure memory at 40 sites across three continents.")).toBe(false);
    expect(announcesSet("There are two notions of distance in spatial networks.")).toBe(true);
    expect(announcesSet("The probability of producing a word is controlled by two independent factors.")).toBe(true);
    expect(announcesSet("There are three regimes.")).toBe(true);
    expect(announcesSet("In this workflow, we have used the data to improve the model in two places.")).toBe(true);
    expect(announcesSet("There are two regimes, one fast and one slow.")).toBe(false);
    expect(announcesSet("There are two regimes that differ in their damping.")).toBe(false);
    expect(announcesSet("There are 3 million species in the world.")).toBe(false);
  });

  it("makes no bullet, and a colon's list is never cut away from the set it names", () => {
    expect(bulletOf("Our implementation includes several modifications to improve accuracy.", false, [], false)).toBeNull();
    expect(compressToBullet("We use some standard performance measures for our evaluation: precision, recall, F1-score and the root mean squared error.", false).text).not.toBe(
      "We use some standard performance measures for our evaluation",
    );
  });
});

describe("a sentence the text cut short", () => {
  it("is not read aloud when its last word still wants what was lost", () => {
    expect(speakableCandidates("Incorporating pathogen colonization may explain why. The two cases differ in what they are made of.", false).map((c) => c.text)).toEqual([
      "The two cases differ in what they are made of.",
    ]);
  });
});

describe("setsUpTurn", () => {
  it.each([
    "In principle we could attempt to fit our model directly using maximum likelihood estimation.",
    "An obvious place to start is with stochastic update rules inspired by MCMC.",
    "The point of early stopping is not that the intermediate distributions are good approximations.",
  ])("waits for the next sentence: %s", (s) => {
    expect(setsUpTurn(s)).toBe(true);
  });
  it.each(["The point is not that it is fast, but that it is exact.", "We fit the model by maximum likelihood on every panel."])("stands alone: %s", (s) => {
    expect(setsUpTurn(s)).toBe(false);
  });
});
