import { describe, expect, it } from "vitest";
import { FormulaMarkers, worthMarking } from "./formula-markers.js";

const markers = new FormulaMarkers([
  { words: "N sub samp", said: "एन पाद samp" },
  { words: "N sub samp equals 100", said: "एन पाद samp बराबर 100" },
  { words: "chi squared", said: "काई वर्गित" },
  { words: "x sub i", said: null },
]);

describe("formula markers", () => {
  it("marks each reading, the longest first, and says each marker after translation", () => {
    const marked = markers.mark("We take N sub samp equals 100 samples, so that chi squared and N sub samp are stable.");
    expect(marked.text).toBe("We take ⟦1⟧ samples, so that ⟦2⟧ and ⟦3⟧ are stable.");
    expect(marked.readings).toEqual(["N sub samp equals 100", "chi squared", "N sub samp"]);
    expect(FormulaMarkers.unmark("हम ⟦1⟧ लेते हैं, ⟦3⟧ और ⟦2⟧ स्थिर हैं।", marked.said)).toBe("हम एन पाद samp बराबर 100 लेते हैं, एन पाद samp और काई वर्गित स्थिर हैं।");
  });

  it("finds a reading capitalised at a sentence start, only as whole words, and keeps the English where the language has no words for it", () => {
    const marked = markers.mark("Chi squared drops. A chi squaredness test. Each x sub i is kept; X sub i is another symbol.");
    expect(marked.text).toBe("⟦1⟧ drops. A chi squaredness test. Each ⟦2⟧ is kept; X sub i is another symbol.");
    expect(marked.said).toEqual(["काई वर्गित", "x sub i"]);
  });

  it("refuses a translation that lost, repeated or invented a marker", () => {
    const { said } = markers.mark("chi squared and N sub samp");
    expect(FormulaMarkers.unmark("केवल ⟦1⟧", said)).toBeNull();
    expect(FormulaMarkers.unmark("⟦1⟧ ⟦1⟧ ⟦2⟧", said)).toBeNull();
    expect(FormulaMarkers.unmark("⟦1⟧ ⟦2⟧ ⟦3⟧", said)).toBeNull();
    expect(FormulaMarkers.unmark("कोई सूत्र नहीं", [])).toBe("कोई सूत्र नहीं");
  });

  it("leaves one-word readings alone: they read the same in a translation and could be any word", () => {
    expect(worthMarking({ latex: "x", words: "x" })).toBe(false);
    expect(worthMarking({ latex: "\\alpha", words: "alpha" })).toBe(false);
    expect(worthMarking({ latex: "\\chi^2", words: "chi squared" })).toBe(true);
  });
});
