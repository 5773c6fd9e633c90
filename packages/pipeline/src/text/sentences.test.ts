import { describe, expect, it } from "vitest";
import { splitSentences, splitSourceSentences } from "./sentences.js";

const source = (text: string, cjk = false) => splitSourceSentences(text, cjk).map((s) => s.text);

describe("splitSentences (narration)", () => {
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
    expect(splitSentences("We load images, text, etc. Then we train. Lists, etc. are fine.")).toEqual(["We load images, text, etc.", "Then we train.", "Lists, etc. are fine."]);
    // "et al." ends a sentence only before a capital: not before a verb, a year or a reference.
    expect(splitSentences("It was generalized by Neklyudov et al. A concurrent work differs. Smith et al. (2019) agree. Lee et al. [4] too.")).toEqual([
      "It was generalized by Neklyudov et al.",
      "A concurrent work differs.",
      "Smith et al. (2019) agree.",
      "Lee et al. [4] too.",
    ]);
  });

  it("ends a sentence at a capital variable, but not at an initial after a name or a dotted acronym", () => {
    expect(splitSentences("It wraps the generator G. Standard methods fail. Elana J. Fertig agrees. The U.S. Army funds it.")).toEqual([
      "It wraps the generator G.",
      "Standard methods fail.",
      "Elana J. Fertig agrees.",
      "The U.S. Army funds it.",
    ]);
  });

  it("reads abbreviations and initials the same far into a long paragraph", () => {
    const lead = "We read one more long sentence about the method. ".repeat(40);
    const tail = "It wraps the generator G. Elana J. Fertig agrees. See Fig. 3 for details.";
    expect(splitSentences(lead + tail).slice(-3)).toEqual(["It wraps the generator G.", "Elana J. Fertig agrees.", "See Fig. 3 for details."]);
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

describe("splitSourceSentences (a paper's text)", () => {
  it("does not split after abbreviations, initials or decimals", () => {
    expect(source("Song et al. use a GAN. We use MCMC, e.g. Gibbs sampling. See Fig. 3 for the 2.5 s result. Elana J. Fertig wrote it. A. M. Turing did too.")).toEqual([
      "Song et al. use a GAN.",
      "We use MCMC, e.g. Gibbs sampling.",
      "See Fig. 3 for the 2.5 s result.",
      "Elana J. Fertig wrote it.",
      "A. M. Turing did too.",
    ]);
  });

  it("does not split inside 'i. e.' or 'e. g.' written with a space", () => {
    expect(source("We kept climbers with at least 1 failure (i. e., hangdog, retreat). Some fail, e. g. beginners. It ends.")).toEqual([
      "We kept climbers with at least 1 failure (i. e., hangdog, retreat).",
      "Some fail, e. g. beginners.",
      "It ends.",
    ]);
  });

  it("keeps the last initial of a list of names inside the sentence, while a variable after 'and' ends one", () => {
    expect(source("It dates back to authors like M. Southworth (Southworth, 1969), R.M. Schafer (Schafer, 1977), and H. Westerkamp (Westerkamp, 2002), the theme emerged later. We take the points A and B. Then it ends.")).toEqual([
      "It dates back to authors like M. Southworth (Southworth, 1969), R.M. Schafer (Schafer, 1977), and H. Westerkamp (Westerkamp, 2002), the theme emerged later.",
      "We take the points A and B.",
      "Then it ends.",
    ]);
  });

  it("makes each item of a numbered list run into a paragraph a sentence without its number", () => {
    expect(source("1. The distribution across both, including the skewness; 2. The general shape of it is split; 3. The degree of agreement is high.")).toEqual([
      "The distribution across both, including the skewness.",
      "The general shape of it is split.",
      "The degree of agreement is high.",
    ]);
    // One number before a full stop is no list.
    expect(source("Fix alpha is a member of 0, 1. Then the test runs.")).toEqual(["Fix alpha is a member of 0, 1.", "Then the test runs."]);
  });

  it("keeps dotted acronyms and initials in author lists inside the sentence", () => {
    expect(source("It is normalized w.r.t. the number of species. Written by A.R-H. and A.R. with Smith, J. and Rokem, A. in 2020. Then it ends.")).toEqual([
      "It is normalized w.r.t. the number of species.",
      "Written by A.R-H. and A.R. with Smith, J. and Rokem, A. in 2020.",
      "Then it ends.",
    ]);
  });

  it("ends a sentence at a capital variable followed by a new sentence", () => {
    expect(source("It wraps the generator G. Standard methods fail.")).toEqual(["It wraps the generator G.", "Standard methods fail."]);
    // A species' initial before its lower-case name is no sentence end.
    expect(source("We use a data set from E. coli and the yeast S. cerevisiae. It has 2.2m reads.")).toEqual(["We use a data set from E. coli and the yeast S. cerevisiae.", "It has 2.2m reads."]);
  });

  it("cuts off the lower-case tail a lost equation leaves behind, but not after an abbreviation", () => {
    expect(source("The loss is defined as follows. where x is the input. Then we train it, etc. and test it.")).toEqual([
      "The loss is defined as follows.",
      "where x is the input.",
      "Then we train it, etc. and test it.",
    ]);
  });

  it("reads No., p. and Ch. as abbreviations only before a number", () => {
    expect(source("See Ch. 3 and p. 12 of No. 5. The answer is no. It uses a prior p. We stop.")).toEqual([
      "See Ch. 3 and p. 12 of No. 5.",
      "The answer is no.",
      "It uses a prior p.",
      "We stop.",
    ]);
  });

  it("tracks paragraphs (one per line) and their first sentences", () => {
    const s = splitSourceSentences("One here. Two here.\nThree here.\n\nFour.", false);
    expect(s.map((x) => [x.text, x.index, x.paragraph, x.leads])).toEqual([
      ["One here.", 0, 0, true],
      ["Two here.", 1, 0, false],
      ["Three here.", 2, 1, true],
      ["Four.", 3, 2, true],
    ]);
  });

  it("splits Chinese on 。！？ and keeps Latin full stops inside", () => {
    expect(source("我们提出了 Transformer。它完全基于注意力机制！这可行吗？", true)).toEqual(["我们提出了 Transformer。", "它完全基于注意力机制！", "这可行吗？"]);
    expect(source("见图 1. 结果很好。", true)).toEqual(["见图 1. 结果很好。"]);
  });

  it("splits Hindi at the danda", () => {
    expect(source("यह पहला वाक्य है। यह दूसरा है।")).toEqual(["यह पहला वाक्य है।", "यह दूसरा है।"]);
  });
});
