import { describe, expect, it } from "vitest";
import { splitSentences } from "./sentences.js";

describe("splitSentences", () => {
  it("splits at full stops, question and exclamation marks", () => {
    expect(splitSentences("We read papers. Do you? Yes! Then we talk.")).toEqual(["We read papers.", "Do you?", "Yes!", "Then we talk."]);
  });

  it("does not split after abbreviations, initials or inside decimals", () => {
    const text = "Transformers, e.g. BERT, help. Smith et al. showed gains, i.e. fewer errors. See Fig. 3 for details. A. M. Turing wrote it. Accuracy rose by 3.5 points. Compare vs. the baseline.";
    expect(splitSentences(text)).toEqual([
      "Transformers, e.g. BERT, help.",
      "Smith et al. showed gains, i.e. fewer errors.",
      "See Fig. 3 for details.",
      "A. M. Turing wrote it.",
      "Accuracy rose by 3.5 points.",
      "Compare vs. the baseline.",
    ]);
  });

  it("ends a sentence after words that are only sometimes abbreviations", () => {
    expect(splitSentences("The answer is no. Next we look at No. 5 in the list.")).toEqual(["The answer is no.", "Next we look at No. 5 in the list."]);
  });

  it("splits at the Devanagari danda and double danda", () => {
    expect(splitSentences("यह पहला वाक्य है। यह दूसरा है॥ और तीसरा।")).toEqual(["यह पहला वाक्य है।", "यह दूसरा है॥", "और तीसरा।"]);
  });

  it("splits at CJK full stops even without a following space", () => {
    expect(splitSentences("这是第一句。这是第二句！这是第三句？")).toEqual(["这是第一句。", "这是第二句！", "这是第三句？"]);
  });

  it("keeps closing quotes and brackets with their sentence, and treats a blank line as an end", () => {
    expect(splitSentences('He said "it works." (It did.)\n\nA heading without a stop\n\nLast one.')).toEqual(['He said "it works."', "(It did.)", "A heading without a stop", "Last one."]);
  });

  it("joins lines inside a paragraph and ignores empty input", () => {
    expect(splitSentences("One sentence\nacross two lines. Two.")).toEqual(["One sentence across two lines.", "Two."]);
    expect(splitSentences("  \n\n ")).toEqual([]);
  });
});
