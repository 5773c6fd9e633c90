import { describe, expect, it } from "vitest";
import { xmlSafe, xmlSafeDeck, type PptxDeck } from "./pptx-content.js";

describe("text bound for the .pptx", () => {
  it("drops what XML 1.0 forbids and keeps tabs, line breaks, Indic joiners and emoji pairs", () => {
    expect(xmlSafe("A\u000bB\u0000C\u001fD\uFFFE")).toBe("ABCD");
    expect(xmlSafe("a\tb\nc\rd")).toBe("a\tb\nc\rd");
    expect(xmlSafe("क्‍ष 😀")).toBe("क्‍ष 😀");
    expect(xmlSafe("lone \uD800 high, lone \uDC00 low")).toBe("lone  high, lone  low");
  });

  it("cleans every string of the deck", () => {
    const deck: PptxDeck = {
      title: "Title\u000b",
      authors: "A\u0001",
      date: "2024\u0002",
      arxivId: "2401.00001\u0003",
      slides: [{ kind: "title" }, { kind: "section", key: "intro", title: "Intro\u000b", paragraphs: [{ text: "Point\u0007", continuation: false }], image: null, notes: "Said\u0008" }, { kind: "closing" }],
    };
    const json = JSON.stringify(xmlSafeDeck(deck));
    expect(json).not.toMatch(/\\u000[0-8bcef]|\\u001[0-9a-f]/);
    expect(xmlSafeDeck(deck).slides[1]).toMatchObject({ title: "Intro", notes: "Said", paragraphs: [{ text: "Point" }] });
  });
});
