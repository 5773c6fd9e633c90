import { describe, expect, it } from "vitest";
import { CoinedNames, coinedNames } from "./coined-names.js";

describe("coined names", () => {
  it("finds words with inner capitals and terms defined in quotes or after \"called\"", () => {
    expect(coinedNames("We run snoStrip on 30 genomes; the so-called “switching effect” matters, called the weak perspective here.").sort()).toEqual(
      ["snostrip", "switching effect", "weak perspective"].sort(),
    );
    expect(coinedNames("A plain sentence about hash tables.")).toEqual([]);
    // One quoted word is a label or a scare quote, not a name later sentences lean on.
    expect(coinedNames("Pairs are labelled “same” or “different”, spread “randomly”.")).toEqual([]);
  });

  it("a sentence leans on a name met in an earlier section only when the talk never said it", () => {
    const names = new CoinedNames(["We built snoStrip, a homology search pipeline.", "Motifs were extracted from all snoStrip-annotated snoRNAs.", "Results follow."], []);
    const leans = names.leansIn(1, "This talk is about fungal RNAs.");
    expect(leans("Motifs were extracted from all snoStrip-annotated snoRNAs.")).toBe(true);
    expect(leans("Motifs were extracted from all annotated RNAs.")).toBe(false);
    // Said before: the listener has it.
    expect(names.leansIn(1, "We built snoStrip, a homology search pipeline.")("Motifs came from snoStrip.")).toBe(false);
    // First met in this same section: the sentence's own paragraph decides (dependsOn), not this.
    expect(names.leansIn(0, "")("We ran snoStrip again.")).toBe(false);
  });

  it("leaves the paper's own vocabulary and the title's names alone", () => {
    const sections = ["CloudCoder is web-based.", "CloudCoder runs Java.", "CloudCoder was piloted.", "DataShop stores data."];
    const names = new CoinedNames(sections, []);
    expect(names.leansIn(3, "")("CloudCoder ran at Knox College.")).toBe(false);
    expect(new CoinedNames(["DataShop stores data.", "More on DataShop."], ["DataShop"]).leansIn(1, "")("DataShop is public.")).toBe(false);
  });
});
