import { describe, expect, it } from "vitest";
import { MATH_PLACEHOLDER } from "./spoken-math.js";
import { MathSpans } from "./math-spans.js";

/** A speaker that records what it was asked: the engine is costly, so what is not asked matters. */
function recorder() {
  const asked: string[] = [];
  return { asked, speak: (latex: string) => (asked.push(latex), `said ${latex}`) };
}

describe("MathSpans.speakAll", () => {
  it("speaks formulas of narrated prose and of labels, and none that only a section no talk narrates holds", async () => {
    const maths = new MathSpans();
    const narrated = `The rate ${maths.mark("x")} grows.`;
    const caption = `Error of ${maths.mark("y")} against time`;
    const appendix = `In the appendix ${maths.mark("z")} is bounded.`;
    const { asked, speak } = recorder();
    const spoken = await maths.speakAll(speak, [narrated], [caption]);
    expect(asked).toEqual(["x", "y"]);
    expect(MathSpans.resolve(narrated, spoken)).toBe("The rate said x grows.");
    expect(MathSpans.resolve(caption, spoken)).toBe("Error of said y against time");
    // Never read aloud; the marker keeps the text honest should anything read it.
    expect(MathSpans.resolve(appendix, spoken)).toBe(`In the appendix ${MATH_PLACEHOLDER} is bounded.`);
  });

  it("does not speak formulas of a sentence that is never narrated as it stands", async () => {
    const maths = new MathSpans();
    const dense = `Here ${maths.mark("a")}, ${maths.mark("b")}, ${maths.mark("c")} and ${maths.mark("d")} are set.`;
    const marked = `With ${maths.mark("e")} and the ${MATH_PLACEHOLDER} above.`;
    const { asked, speak } = recorder();
    await maths.speakAll(speak, [`${dense} ${marked}`], []);
    expect(asked).toEqual([]);
  });

  it("counts numbers set in maths as numbers, not as formulas that make a sentence too dense to say", async () => {
    const maths = new MathSpans();
    const result = `The distance fell by a factor of ${maths.mark("~3")} (from ${maths.mark("~1.8")} at iteration ${maths.mark("0")} to ${maths.mark("\\approx 0.6")} at iteration ${maths.mark("4")}).`;
    const { asked, speak } = recorder();
    await maths.speakAll(speak, [result], []);
    expect(asked).toEqual(["~3", "~1.8", "0", "\\approx 0.6", "4"]);
  });
});
