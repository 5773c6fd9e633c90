import { describe, expect, it } from "vitest";
import { dropUnusedSymbolNames, sayNamingAsides } from "./naming-asides.js";

describe("a name given in parentheses", () => {
  it("is said as a speaker gives it when the talk uses it again, and left out when it does not", () => {
    expect(sayNamingAsides(["We use reinforcement learning (RL) to train. The probability of aligning (alpha) varies.", "RL is fast."], [])).toEqual([
      "We use reinforcement learning, or RL, to train. The probability of aligning varies.",
      "RL is fast.",
    ]);
    // Used again only on a slide, or before its own punctuation.
    expect(sayNamingAsides(["Rates fall with dissolved inorganic nitrogen (DIN)."], ["DIN raises growth"])).toEqual(["Rates fall with dissolved inorganic nitrogen, or DIN."]);
  });

  it("is left out when the name was heard already, and kept when a second name follows it", () => {
    expect(sayNamingAsides(["Particulate matter (PM) is measured. Sizes below 2.5 micrometres (PM) matter. PM kills."], [])).toEqual([
      "Particulate matter, or PM, is measured. Sizes below 2.5 micrometres matter. PM kills.",
    ]);
    expect(sayNamingAsides(["Queen Elizabeth Central Hospital (QECH), or Queen's, is large. QECH burns waste."], [])).toEqual([
      "Queen Elizabeth Central Hospital (QECH), or Queen's, is large. QECH burns waste.",
    ]);
  });

  it("is the same name in the plural: 'films (CSAFs)' names 'the CSAF' said later", () => {
    expect(sayNamingAsides(["We use composition spread alloy films (CSAFs), made in one run.", "The CSAF was annealed."], [])).toEqual([
      "We use composition spread alloy films, or CSAFs, made in one run.",
      "The CSAF was annealed.",
    ]);
    expect(sayNamingAsides(["A generative adversarial network (GAN) is trained.", "Two GANs compete."], [])[0]).toBe("A generative adversarial network, or GAN, is trained.");
  });

  it("stays as written inside a noun phrase", () => {
    const text = "Automatic speech recognition (ASR) systems decode speech. ASR is old.";
    expect(sayNamingAsides([text], [])).toEqual([text]);
  });

  it("stays as written in a list or beside another 'or', where a spoken 'or' would join the wrong things", () => {
    const text = "We tried stochastic gradient descent (SGD), RMSprop, and Adam. Decision trees or neural networks (NNs) need no loops. SGD and NNs win.";
    expect(sayNamingAsides([text], [])).toEqual([text]);
  });

  it("leaves a proper name or a phrase in parentheses alone", () => {
    expect(sayNamingAsides(["The capital (Ottawa) grew.", "A study of waste (dry, wet, sharps) ran."], [])).toEqual(["The capital (Ottawa) grew.", "A study of waste (dry, wet, sharps) ran."]);
  });
});

describe("a symbol named after its noun", () => {
  it("is dropped where the talk never uses it otherwise, on the slide too", () => {
    expect(dropUnusedSymbolNames(["We learn the base policy pi in simulation. Each node v has a degree."], ["We learn the base policy pi in simulation"])).toEqual({
      narrations: ["We learn the base policy in simulation. Each node has a degree."],
      bullets: ["We learn the base policy in simulation"],
    });
  });

  it("stays where the talk uses it again, and a verb or a preposition before a symbol is no noun", () => {
    const narrations = ["We set the rate alpha to 0.5, and alpha matters.", "The value equals x.", "The matrix A is big."];
    expect(dropUnusedSymbolNames(narrations, []).narrations).toEqual(narrations);
  });
});
