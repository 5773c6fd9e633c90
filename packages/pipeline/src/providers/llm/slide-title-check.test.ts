import { describe, expect, it } from "vitest";
import { groundingSource } from "./grounding.js";
import { usableSlideTitle } from "./slide-title-check.js";

const source = groundingSource(["Sparse attention keeps accuracy on three benchmarks while using ten times less memory than dense attention."]);

describe("a model's slide title", () => {
  it("stands when it is a short plain phrase grounded in the paper", () => {
    expect(usableSlideTitle("  Sparse attention keeps accuracy ", source)).toBe("Sparse attention keeps accuracy");
    expect(usableSlideTitle("**Ten times less memory**:", source)).toBe("Ten times less memory");
  });

  it("gives way to the plan's heading when missing, marked up, a sentence, too long or ungrounded", () => {
    expect(usableSlideTitle(undefined, source)).toBeNull();
    expect(usableSlideTitle("Memory $O(n)$", source)).toBeNull();
    expect(usableSlideTitle("Sparse attention keeps accuracy.", source)).toBeNull();
    expect(usableSlideTitle("Sparse attention ".repeat(6), source)).toBeNull();
    expect(usableSlideTitle("BigBird is 40 times faster", source)).toBeNull();
  });
});
