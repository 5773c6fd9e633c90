import { describe, expect, it } from "vitest";
import { splitSentences } from "./sentences.js";

const texts = (text: string, cjk = false) => splitSentences(text, cjk).map((s) => s.text);

describe("splitSentences", () => {
  it("does not split after abbreviations, initials or decimals", () => {
    expect(texts("Song et al. use a GAN. We use MCMC, e.g. Gibbs sampling. See Fig. 3 for the 2.5 s result. Elana J. Fertig wrote it.")).toEqual([
      "Song et al. use a GAN.",
      "We use MCMC, e.g. Gibbs sampling.",
      "See Fig. 3 for the 2.5 s result.",
      "Elana J. Fertig wrote it.",
    ]);
  });

  it("ends a sentence at a capital variable followed by a new sentence", () => {
    expect(texts("It wraps the generator G. Standard methods fail.")).toEqual(["It wraps the generator G.", "Standard methods fail."]);
  });

  it("cuts off the lower-case tail a lost equation leaves behind", () => {
    expect(texts("The loss is defined as follows. where x is the input. Then we train it.")).toEqual([
      "The loss is defined as follows.",
      "where x is the input.",
      "Then we train it.",
    ]);
  });

  it("tracks paragraphs and their first sentences", () => {
    const s = splitSentences("One here. Two here.\n\nThree here.", false);
    expect(s.map((x) => [x.index, x.paragraph, x.leads])).toEqual([
      [0, 0, true],
      [1, 0, false],
      [2, 1, true],
    ]);
  });

  it("splits Chinese on 。！？", () => {
    expect(texts("我们提出了 Transformer。它完全基于注意力机制！这可行吗？", true)).toEqual(["我们提出了 Transformer。", "它完全基于注意力机制！", "这可行吗？"]);
  });
});
