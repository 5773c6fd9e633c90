import { describe, expect, it } from "vitest";
import { framePoints, sourceSentences } from "./bullet-sources.js";

describe("framePoints", () => {
  it("joins continuation pieces to the bullet above them", () => {
    expect(
      framePoints([
        { text: "First point", continuation: false },
        { text: "Second point starts", continuation: false },
        { text: "and goes on", continuation: false },
        { text: "here", continuation: true },
      ]),
    ).toEqual(["First point", "Second point starts", "and goes on here"]);
  });
});

describe("sourceSentences", () => {
  const narration = [
    "Let's turn to the results.",
    "On ImageNet the model reaches 81 percent accuracy with half the memory.",
    "Training takes two days on eight GPUs.",
  ];

  it("finds the sentence a compressed bullet came from", () => {
    expect(sourceSentences(["Model reaches 81 percent accuracy on ImageNet", "Training takes two days"], narration)).toEqual([narration[1], narration[2]]);
  });

  it("leaves a bullet plain when no sentence holds most of its content words", () => {
    expect(sourceSentences(["Ablations confirm each component matters"], narration)).toEqual([null]);
  });

  it("does not count function words: a bullet from a sentence left out is not matched to a said sentence about something else", () => {
    const said = ["The MH-GAN draws samples from the distribution implicitly defined by a GAN's discriminator-generator pair, as opposed to standard GANs which draw samples from the distribution defined only by the generator."];
    expect(sourceSentences(["The wrapped generator samples from the true distribution on the data exactly"], said)).toEqual([null]);
    expect(sourceSentences(["The MH-GAN draws samples from the distribution defined by the discriminator-generator pair"], said)).toEqual(said);
  });

  it("matches words in scripts without spaces (Chinese) and in Devanagari", () => {
    expect(sourceSentences(["自注意力已在多种任务中成功应用"], ["这是背景。", "自注意力已在多种任务中成功应用，包括阅读理解。"])).toEqual(["自注意力已在多种任务中成功应用，包括阅读理解。"]);
    expect(sourceSentences(["मॉडल कम मेमोरी में चलता है"], ["परिणाम देखें।", "हमारा मॉडल कम मेमोरी में तेज़ चलता है।"])).toEqual(["हमारा मॉडल कम मेमोरी में तेज़ चलता है।"]);
  });
});
