import { describe, expect, it } from "vitest";
import { CaseStats } from "../casing.js";
import { AbbreviationTracker, findAbbreviations } from "./abbreviations.js";

const TEXT =
  "We use a convolutional neural network (CNN) here. Generative adversarial networks (GANs) are popular. " +
  "The data follow the Brain Imaging Data Structure (BIDS). We introduce the Metropolis-Hastings GAN (MH-GAN) now.";

describe("abbreviations", () => {
  const found = findAbbreviations(TEXT, new CaseStats(TEXT));

  it("finds definitions the paper gives (Schwartz–Hearst), singular for plural forms", () => {
    expect(found).toEqual([
      { short: "CNN", long: "convolutional neural network" },
      { short: "GAN", long: "generative adversarial network" },
      { short: "BIDS", long: "Brain Imaging Data Structure" },
      { short: "MH-GAN", long: "Metropolis-Hastings GAN" },
    ]);
  });

  it("takes one long word as the long form of a short abbreviation built from its parts", () => {
    const text = "Autoencoders (AEs) are neural networks. The model (ML) works.";
    expect(findAbbreviations(text, new CaseStats(text))).toEqual([{ short: "AE", long: "autoencoder" }]);
  });

  it("finds no long form whose letters run across a clause", () => {
    const text = "However, this relationship is not universally accepted, and a fourth major grade system (UIAA) is assumed to differ.";
    expect(findAbbreviations(text, new CaseStats(text))).toEqual([]);
  });

  it("keeps the definition on first use and the short form afterwards, across the talk", () => {
    const t = new AbbreviationTracker(found);
    expect(t.apply("A convolutional neural network (CNN) reads images.")).toBe("A convolutional neural network (CNN) reads images.");
    expect(t.apply("The convolutional neural network (CNN) is deep.")).toBe("The CNN is deep.");
    expect(t.apply("GANs are trained in pairs.")).toBe("Generative adversarial networks (GANs) are trained in pairs.");
    expect(t.apply("We wrap GANs and the MH-GAN.")).toBe("We wrap GANs and the Metropolis-Hastings GAN (MH-GAN).");
    expect(t.apply("The CNN and the GAN differ.")).toBe("The CNN and the GAN differ.");
  });

  it("spells out a short form that another abbreviation's definition follows, without a second parenthesis", () => {
    const t = new AbbreviationTracker([{ short: "MRI", long: "magnetic resonance imaging" }]);
    expect(t.apply("We use event-related functional MRI (fMRI) in ten subjects.")).toBe("We use event-related functional magnetic resonance imaging (fMRI) in ten subjects.");
    expect(t.apply("MRI is slow.")).toBe("Magnetic resonance imaging (MRI) is slow.");
  });

  it("does not double a plural when the paper defined the short form from a plural long form", () => {
    const text = "We measure flow completion times (FCT) on traces. FCTs are short.";
    const t = new AbbreviationTracker(findAbbreviations(text, new CaseStats(text)));
    expect(t.apply("CCP achieves FCTs 3 percent lower.")).toBe("CCP achieves flow completion times (FCTs) 3 percent lower.");
  });

  it("says the long form's last word once when the noun after the short form repeats it", () => {
    const text = "An automatic speech recognition system (ASR) decodes speech. ASR systems are trained on speech.";
    const t = new AbbreviationTracker(findAbbreviations(text, new CaseStats(text)));
    expect(t.apply("ASR systems are the technical solution to decode speech.")).toBe("Automatic speech recognition (ASR) systems are the technical solution to decode speech.");
  });

  it("spells a long form by its words' initials before the shortest letter match", () => {
    const text = "Bandit algorithms apply the Optimism in the Face of Uncertainty (OFU) principle. We use a Bag of Words (BoW) model.";
    const got = findAbbreviations(text, new CaseStats(text));
    expect(got).toEqual([
      { short: "OFU", long: "Optimism in the Face of Uncertainty" },
      { short: "BoW", long: "Bag of Words" },
    ]);
    expect(new AbbreviationTracker(got).apply("The OFU principle is old.")).toBe("The Optimism in the Face of Uncertainty (OFU) principle is old.");
  });

  it("gives no long form rather than half of one", () => {
    const text = "Results hold in the case of uncertain futures (OFU) too.";
    expect(findAbbreviations(text, new CaseStats(text))).toEqual([]);
  });

  it("shortens definitions for bullets", () => {
    expect(AbbreviationTracker.shorten("A convolutional neural network (CNN) reads images", found)).toBe("A CNN reads images");
  });
});
