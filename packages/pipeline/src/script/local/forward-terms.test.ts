import { describe, expect, it } from "vitest";
import { ForwardTerms, termsOf } from "./forward-terms.js";

const sections = [
  "We fit orbits to the stream in a set of barred potentials with different pattern speeds. The stream is short.",
  "The barred potentials all give chaotic orbits. In the barred potentials the debris fans out.",
];

describe("terms the later slides lean on", () => {
  it("weighs up a sentence that brings in a term the later sections use as known, until the talk has said it", () => {
    const forward = new ForwardTerms(sections);
    expect(forward.weight(0, "We fit orbits to the stream in a set of barred potentials with different pattern speeds.", new Set())).toBeGreaterThan(1);
    expect(forward.weight(0, "The stream is short.", new Set())).toBe(1);
    expect(forward.weight(0, "We fit orbits in a set of barred potentials.", new Set(termsOf("a barred potential")))).toBe(1);
  });

  it("gives no weight for a term used as known only once later, or in the last section", () => {
    const once = new ForwardTerms(["We add a noise variable to each data set.", "The noise variable rarely mattered."]);
    expect(once.weight(0, "We add a noise variable to each data set.", new Set())).toBe(1);
    expect(new ForwardTerms(sections).weight(1, "In barred potentials the debris fans out.", new Set())).toBe(1);
  });
});
