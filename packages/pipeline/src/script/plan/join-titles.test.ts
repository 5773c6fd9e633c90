import { describe, expect, it } from "vitest";
import { joinTitles } from "./join-titles.js";

describe("joinTitles", () => {
  it("joins statement headings", () => {
    expect(joinTitles(["Related Work", "Background and Notation"], "en")).toBe("Related Work, Background and Notation");
    expect(joinTitles(["Data", "Methods"], "en")).toBe("Data and Methods");
  });
  it("keeps a sentence-case heading in sentence case when it is joined", () => {
    expect(joinTitles(["Incomplete optimization as variational inference", "The entropy of stochastic gradient descent"], "en")).toBe(
      "Incomplete optimization as variational inference and the entropy of stochastic gradient descent",
    );
    expect(joinTitles(["Related Work", "The Entropy of SGD"], "en")).toBe("Related Work and The Entropy of SGD");
  });
  it("says a shared first word once and names at most three headings", () => {
    expect(joinTitles(["Optimizing regularization parameters", "Optimizing training data", "Optimizing initial parameters"], "en")).toBe("Optimizing regularization parameters, training data and initial parameters");
    expect(joinTitles(["Pointer-Shift Hash", "Constant Hash", "Other Hashes", "Adapting the Hash Function"], "en")).toBe("Pointer-Shift Hash, Constant Hash and Other Hashes");
  });
  it("names a heading once when another heading holds its words", () => {
    expect(joinTitles(["Results", "Quantitative Results"], "en")).toBe("Quantitative Results");
    expect(joinTitles(["Architecture", "Avoiding off-distribution", "Results"], "en")).toBe("Architecture, Avoiding off-distribution and Results");
  });
  it("never glues a question heading to another heading", () => {
    expect(joinTitles(["Initial condition", "What is the probability that a person in a given class is infected?"], "en")).toBe("Initial condition");
    expect(joinTitles(["Why does it work?"], "en")).toBe("Why does it work?");
    expect(joinTitles(["Why?", "How?"], "en")).toBe("Why?");
  });
});
