import { describe, expect, it } from "vitest";
import { contentsLines } from "./contents.js";
import { buildLine } from "./line-build.js";
import type { TextLine } from "./pdf-types.js";

/** Lines as the layout step gives them, one fragment each, 20 px apart. */
function lines(...texts: string[]): TextLine[] {
  return texts.map((text, i) =>
    buildLine([{ page: 1, top: 100 + 20 * i, left: 100, width: text.length * 7, height: 15, size: 15, font: "Times-Roman", boldShare: 0, italicShare: 0, text }], "full", 100, 640),
  );
}

const taken = (ls: TextLine[]) => [...contentsLines(ls)].sort((a, b) => a - b).map((i) => ls[i]?.text);

describe("contentsLines", () => {
  it("takes a contents list whose page numbers the layout split from their entries, and stops at the prose after it", () => {
    const ls = lines(
      "Table of contents",
      "Notes 2",
      "Background",
      "Methods",
      "3",
      "4",
      "Literature Review.....................................",
      "Risk of Bias......................................... 11",
      "References",
      "18",
      "Lead is a pervasive environmental pollutant originating from anthropogenic and natural sources.",
    );
    expect(taken(ls)).toEqual(ls.slice(0, 10).map((l) => l.text));
  });

  it("takes a run of dot-leader entries without a heading, and leaves a lone dotted line alone", () => {
    const ls = lines("Introduction", "1 Data . . . . . . . 3", "2 Model . . . . . . . 5", "3 Results . . . . . . 9", "We fit the model.", "Wait for it . . . . . 4");
    expect(taken(ls)).toEqual([1, 2, 3].map((i) => ls[i]?.text));
  });

  it("takes nothing from a paper without contents: a heading named Contents followed by prose is a section", () => {
    const ls = lines("Contents", "The archive holds the letters of three families, written between 1820 and 1860.", "Methods", "We read every letter twice.");
    expect(contentsLines(ls).size).toBe(0);
  });
});
