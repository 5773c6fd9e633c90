import { describe, expect, it } from "vitest";
import { frameParagraphs } from "./frame-bullets.js";

describe("frameParagraphs", () => {
  it("keeps whole bullets as bullets, frame by frame", () => {
    expect(frameParagraphs(["One.", "Two.", "Three."], [["One.", "Two."], ["Three."]])).toEqual([
      [
        { text: "One.", continuation: false },
        { text: "Two.", continuation: false },
      ],
      [{ text: "Three.", continuation: false }],
    ]);
  });

  it("joins the pieces of a split bullet on one slide, and marks the piece that opens the next slide", () => {
    const long = "alpha beta gamma delta epsilon zeta eta theta";
    const frames = [["First.", "alpha beta", "gamma delta"], ["epsilon zeta eta theta", "Last."]];
    expect(frameParagraphs(["First.", long, "Last."], frames)).toEqual([
      [
        { text: "First.", continuation: false },
        { text: "alpha beta gamma delta", continuation: false },
      ],
      [
        { text: "epsilon zeta eta theta", continuation: true },
        { text: "Last.", continuation: false },
      ],
    ]);
  });

  it("joins CJK pieces without a space, as the planner cut them", () => {
    expect(frameParagraphs(["注意力机制就是一切"], [["注意力机制"], ["就是一切"]])).toEqual([[{ text: "注意力机制", continuation: false }], [{ text: "就是一切", continuation: true }]]);
    expect(frameParagraphs(["注意力机制就是一切"], [["注意力机制", "就是一切"]])).toEqual([[{ text: "注意力机制就是一切", continuation: false }]]);
  });

  it("matches through differences in white space, and shows a piece the script no longer has as a bullet", () => {
    expect(frameParagraphs(["  spaced   out  bullet "], [["spaced out", "bullet"]])).toEqual([[{ text: "spaced out bullet", continuation: false }]]);
    expect(frameParagraphs(["Now different."], [["Old text."]])).toEqual([[{ text: "Old text.", continuation: false }]]);
  });
});
