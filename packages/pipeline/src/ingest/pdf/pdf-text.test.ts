import { describe, expect, it } from "vitest";
import { findMarkupResidue } from "../residue.js";
import { withoutLabel } from "./abstract.js";
import { findAuthors, isPersonName } from "./authors.js";
import type { TextLine } from "./pdf-types.js";
import { findDate } from "./dates.js";
import { normaliseGlyphs } from "./glyphs.js";
import { buildLine } from "./line-build.js";
import { kindFromTitle } from "./heading-words.js";
import { joinLines, Vocabulary } from "./hyphenation.js";
import { parseNumbering } from "./numbering.js";
import { parsePgm } from "./page-masks.js";
import { parsePdftohtmlXml } from "./pdftohtml-xml.js";
import { cleanProse } from "./prose.js";
import { parseImageList } from "./raster-images.js";
import { isJunkMetadataTitle } from "./title.js";

describe("normaliseGlyphs", () => {
  it("expands ligatures", () => {
    expect(normaliseGlyphs("eﬃcient ﬁne-grained ﬂow")).toBe("efficient fine-grained flow");
  });
  it("reads the unmapped TeX glyph '↵' as the ff ligature inside a word and as alpha alone", () => {
    expect(normaliseGlyphs("results di↵ered; the e↵ect did not exceed ↵ = 0.05")).toBe("results differed; the effect did not exceed α = 0.05");
  });
  it("re-attaches spacing accents before or after their letter", () => {
    expect(normaliseGlyphs("Timoth´ee D´epartement Qu´ebec `a Rimouski")).toBe("Timothée Département Québec à Rimouski");
    expect(normaliseGlyphs("Torbjo¨rn")).toBe("Torbjörn");
  });
  it("re-attaches an accent that pdftohtml left at the end of one fragment to the next one's letter", () => {
    const frag = (text: string, left: number, width: number) => ({ page: 1, top: 223, left, width, height: 16, size: 12, font: "CMR12", boldShare: 0, italicShare: 0, text: normaliseGlyphs(text) });
    // pdflatex's default (OT1) encoding builds "á" from "a" and a spacing accent, as in `Tom\'as`.
    const line = buildLine([frag("Tom´", 424, 43), frag("as Okafor", 459, 73)], "full", 0, 600);
    expect(line.text).toBe("Tomás Okafor");
    // One that ends the line has no letter to go to: dropped, as inside a fragment.
    expect(buildLine([frag("Caf´", 0, 30)], "full", 0, 600).text).toBe("Caf");
  });
  it("drops invisible and private-use characters", () => {
    expect(normaliseGlyphs("a\u200bb\ue001c\ufffd")).toBe("abc");
  });
});

describe("buildLine", () => {
  // As pdftohtml gives a LaTeX paper's "about $10^6$ events" and "$10^{-18}$ per event": the exponent smaller and raised.
  const frag = (text: string, left: number, width: number, top: number, height: number, size: number) => ({ page: 1, top, left, width, height, size, font: "CMR10", boldShare: 0, italicShare: 0, text });
  it("writes a power of ten's raised exponent as a power, never as digits run into the 10", () => {
    const line = buildLine([frag("forms about", 464, 80, 1082, 19, 15), frag("10", 551, 15, 1086, 13, 15), frag("6", 566, 6, 1083, 9, 10), frag("events per second", 579, 200, 1082, 19, 15)], "full", 0, 900);
    expect(line.plainText).toBe("forms about 10⁶ events per second");
    const negative = buildLine([frag("equates to", 97, 200, 365, 19, 15), frag("10", 321, 15, 369, 13, 15), frag("−", 335, 9, 366, 10, 10), frag("18", 345, 12, 367, 9, 10), frag("per event,", 363, 65, 365, 19, 15)], "full", 0, 900);
    expect(negative.plainText).toBe("equates to 10⁻¹⁸ per event,");
  });
  it("keeps a subscript name apart from its one-letter italic base, and a chemical count inside its formula", () => {
    const italic = (text: string, left: number, width: number, top: number, height: number, size: number) => ({ ...frag(text, left, width, top, height, size), font: "CMMI10", italicShare: 1 });
    // As pdftohtml gives "holds $J_x$ individuals": the subscript's box starts 7 px lower and ends below the line's.
    const holds = buildLine([frag("each patch holds", 102, 382, 406, 18, 15), italic("J", 490, 6, 406, 18, 15), italic("x", 496, 7, 413, 13, 10), frag("individuals", 510, 80, 406, 18, 15)], "full", 0, 900);
    expect(holds.plainText).toBe("each patch holds J_x individuals");
    const co2 = buildLine([frag("emissions of CO", 100, 110, 406, 18, 15), frag("2", 211, 6, 413, 13, 10), frag("rose", 222, 30, 406, 18, 15)], "full", 0, 900);
    expect(co2.plainText).not.toContain("_");
  });

  it("still drops a footnote mark after a word", () => {
    expect(buildLine([frag("the method", 100, 80, 500, 19, 15), frag("3", 181, 6, 497, 9, 10), frag("works", 195, 40, 500, 19, 15)], "full", 0, 900).plainText).toBe("the method works");
  });
});

describe("joinLines", () => {
  const vocab = new Vocabulary();
  vocab.add("meta-community models and the information they carry");
  it("joins a word broken by the typesetter", () => {
    expect(joinLines("the informa-", "tion flow", vocab)).toBe("the information flow");
    expect(joinLines("pro-", "cesses to assembly", vocab)).toBe("processes to assembly");
  });
  it("keeps hyphens of real compounds", () => {
    expect(joinLines("state-of-the-", "art methods", vocab)).toBe("state-of-the-art methods");
    expect(joinLines("meta-", "community models", vocab)).toBe("meta-community models");
    expect(joinLines("Box-", "and-whisker plots", vocab)).toBe("Box-and-whisker plots");
    expect(joinLines("COVID-", "19 cases", vocab)).toBe("COVID-19 cases");
  });
  it("keeps the hyphen of a compound whose two words the paper uses alone, and joins a broken participle", () => {
    const words = new Vocabulary();
    words.add("each manufacturer recommended a change; we recommended nothing; computing and processing were mended");
    expect(joinLines("of manufacturer-", "recommended code", words)).toBe("of manufacturer-recommended code");
    expect(joinLines("we recom-", "mended code", words)).toBe("we recommended code");
    expect(joinLines("comput-", "ing nodes", words)).toBe("computing nodes");
    expect(joinLines("an eighth-", "order polynomial", words)).toBe("an eighth-order polynomial");
    expect(joinLines("a two-", "dimensional grid", words)).toBe("a two-dimensional grid");
  });
  it("joins other lines with a space", () => {
    expect(joinLines("one line", "next line", vocab)).toBe("one line next line");
  });
});

describe("cleanProse", () => {
  it("removes numeric citation brackets and the gaps they leave", () => {
    const out = cleanProse("fail [1]–[3]. Models [3, 4] and [5-7] and [?, ?] differ [12].");
    expect(out).toBe("fail. Models and and differ.");
    expect(findMarkupResidue(out)).toEqual([]);
  });
  it("reads TeX's unnamed glyphs as the letters they are", () => {
    expect(cleanProse("Four di↵erent models do not a↵ect t⇤, nor diαerent ones; α stays.")).toBe("Four different models do not affect t*, nor different ones; α stays.");
  });
  it("removes markup residue characters", () => {
    const out = cleanProse("cost is $5 {approx} \\textbf here");
    expect(findMarkupResidue(out)).toEqual([]);
  });
  it("keeps ordinary brackets", () => {
    expect(cleanProse("the set [a, b] of (x)")).toBe("the set [a, b] of (x)");
  });
});

describe("parseNumbering", () => {
  it.each([
    ["1 Introduction", "arabic", 1, "Introduction"],
    ["1. Introduction", "arabic", 1, "Introduction"],
    ["2.3 Model details", "arabic", 2, "Model details"],
    ["I. INTRODUCTION", "roman", 1, "INTRODUCTION"],
    ["A. Trace Data", "letter", 1, "Trace Data"],
    ["A Analytic equations", "letter", 1, "Analytic equations"],
    ["Appendix A: Proofs", "appendix", 1, "Proofs"],
  ])("%s", (text, kind, depth, rest) => {
    expect(parseNumbering(text)).toMatchObject({ kind, depth, rest });
  });
  it("does not take sentences or years for numbers", () => {
    expect(parseNumbering("A new method is proposed")).toBeUndefined();
    expect(parseNumbering("2013 was a good year")).toBeUndefined();
  });
});

describe("kindFromTitle", () => {
  it.each([
    ["References", "references"],
    ["Acknowledgements", "acknowledgments"],
    ["Author Contributions", "back_matter"],
    ["Data Availability Statement", "back_matter"],
    ["Supporting Information", "back_matter"],
    ["Figure legends", "back_matter"],
    ["Appendix B: More results", "appendix"],
    ["Supplemental Material for “Accurate Estimation of Diffusion Coefficients”", "appendix"],
    ["Supporting Information for: A general model of gift-giving", "appendix"],
    ["Results", undefined],
  ])("%s → %s", (title, kind) => {
    expect(kindFromTitle(title)).toBe(kind);
  });
});

describe("findDate", () => {
  it("prefers the published date and formats full dates as ISO", () => {
    expect(findDate("Received May 1, 2013; Accepted September 9, 2013; Published November 4, 2013")).toBe("2013-11-04");
    expect(findDate("this version posted December 13, 2022.")).toBe("2022-12-13");
    expect(findDate("Dated: 3 March 2021")).toBe("2021-03-03");
  });
  it("keeps a month and year as printed", () => {
    expect(findDate("November 2013 | Volume 8")).toBe("November 2013");
  });
  it("returns empty when there is no date", () => {
    expect(findDate("Department of Physics, 10143 Tallinn")).toBe("");
  });
});

describe("isPersonName", () => {
  it.each(["Garret L. Kurteff", "K. Ehatäht", "Armando Solar-Lezama", "Ludwig van Beethoven", "Joshua B. Tenenbaum"])("%s is a name", (name) => {
    expect(isPersonName(name)).toBe(true);
  });
  it.each(["Brown University", "Department of Computer Science", "MIT", "NICPB", "Via Valerio 2", "United States of America"])("%s is not", (text) => {
    expect(isPersonName(text)).toBe(false);
  });
});

describe("withoutLabel", () => {
  it("drops an abstract's run-in label set with only a space, and nothing else", () => {
    expect(withoutLabel("Abstract Mastering the arcana of analysis is slow.")).toBe("Mastering the arcana of analysis is slow.");
    expect(withoutLabel("Summary statistics are reported.")).toBe("Summary statistics are reported.");
    expect(withoutLabel("Abstract art is rare in the corpus.")).toBe("Abstract art is rare in the corpus.");
  });
});

describe("findAuthors", () => {
  const line = (text: string, top: number): TextLine => ({
    page: 1, top, bottom: top + 10, left: 50, right: 300, size: 10, boldShare: 0, italicShare: 0, column: "full", colLeft: 50, colRight: 550,
    text, plainText: text, segments: [text], fragments: [],
  });
  it("leaves a society's grade out of the names", () => {
    expect(findAuthors([line("José Maravalhas-Silva, Nuno A. Cruz, Senior Member, IEEE", 100)])).toBe("José Maravalhas-Silva, Nuno A. Cruz");
    expect(findAuthors([line("Jane Roe, Fellow, ACM and John Doe", 100)])).toBe("Jane Roe, John Doe");
  });
});

describe("isJunkMetadataTitle", () => {
  it.each(["", "pone.0078127 1..9", "Microsoft Word - draft_v3.docx", "main.pdf", "untitled"])("%j is junk", (t) => {
    expect(isJunkMetadataTitle(t)).toBe(true);
  });
  it("keeps a real title", () => {
    expect(isJunkMetadataTitle("Towards Realistic Models of Wireless Workload")).toBe(false);
  });
});

describe("parseImageList", () => {
  const listing = [
    "page   num  type   width height color comp bpc  enc interp  object ID x-ppi y-ppi size ratio",
    "--------------------------------------------------------------------------------------------",
    "   1     0 image    1200   800  rgb     3   8  jpeg   no        10  0   300   300  95K 3.3%",
    "   1     1 smask    1200   800  gray    1   8  image  no        10  0   300   300  10K 1.0%",
    "   1     2 image      40    40  rgb     3   8  image  no        11  0    72    72  1K 20%",
    "   2     3 image     600   300  rgb     3   8  image  no        12  0   150   150  50K 9%",
    "   3     4 image     600   300  rgb     3   8  image  no        12  0   150   150  50K 9%",
    "   3     5 image     900   700  gray    1   8  image  no        13  0   150   150  80K 12%",
  ].join("\n");
  it("keeps big real images, skipping masks, icons and logos repeated on several pages", () => {
    expect(parseImageList(listing)).toEqual([
      { page: 1, indexOnPage: 0, width: 1200, height: 800 },
      { page: 3, indexOnPage: 1, width: 900, height: 700 },
    ]);
  });
});

describe("parsePdftohtmlXml", () => {
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<pdf2xml producer="poppler" version="22.12.0">',
    '<page number="1" position="absolute" top="0" left="0" height="1188" width="918">',
    '\t<fontspec id="0" size="26" family="ABCDEF+NimbusRomNo9L-Medi" color="#000000"/>',
    '\t<fontspec id="1" size="15" family="GHIJKL+Times-Roman" color="#000000"/>',
    '<text top="100.5" left="90" width="300" height="23" font="0">Bold &amp; big ﬁrst</text>',
    '<text top="140" left="90" width="300" height="13" font="1"><b>Title</b>: rest of it</text>',
    '<text top="160" left="90" width="300" height="13" font="1">cut off without its close',
  ].join("\n");
  it("reads fragments with fonts, survives a truncated tail", () => {
    const { pages } = parsePdftohtmlXml(xml);
    expect(pages).toHaveLength(1);
    const [a, b] = pages[0]?.fragments ?? [];
    expect(a).toMatchObject({ text: "Bold & big first", size: 26, font: "NimbusRomNo9L-Medi", boldShare: 1, top: 100.5 });
    expect(b?.text).toBe("Title: rest of it");
    expect(b?.boldShare).toBeGreaterThan(0.2);
    expect(b?.boldShare).toBeLessThan(0.5);
  });
  it("reads the outline", () => {
    const { outline } = parsePdftohtmlXml('<outline>\n<item page="2">Introduction</item>\n<outline>\n<item page="3">Sub part</item>\n</outline>\n</outline>');
    expect(outline).toEqual([
      { page: 2, title: "Introduction", depth: 1 },
      { page: 3, title: "Sub part", depth: 2 },
    ]);
  });
});

describe("parsePgm", () => {
  it("reads ghostscript's binary greymap with its comment line", () => {
    const pgm = Buffer.concat([Buffer.from("P5\n# Image generated by GPL Ghostscript\n2 2\n255\n"), Buffer.from([0, 255, 128, 7])]);
    expect(parsePgm(pgm)).toMatchObject({ width: 2, height: 2 });
    expect([...(parsePgm(pgm)?.data ?? [])]).toEqual([0, 255, 128, 7]);
  });
});
