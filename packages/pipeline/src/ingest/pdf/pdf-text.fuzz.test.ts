import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseGlyphs } from "./glyphs.js";
import { parsePdftohtmlXml } from "./pdftohtml-xml.js";
import { cleanProse } from "./prose.js";

/**
 * Property-based fuzzing of the PDF text path (issue 10): the tool-output parser, the glyph
 * normaliser and the prose cleaner take whatever a hostile PDF makes poppler print. None may
 * throw, and no control character, invisible mark or TeX markup may come out of them.
 */
const SEED = Number(process.env.LECTERN_FUZZ_SEED ?? 1010);
const RUNS = 10_000;

/** Controls other than the line breaks and tabs that carry layout; private-use and invisible marks. */
const JUNK = /[\p{Cc}\p{Co}\ufffd\u200b-\u200d\u2060\ufeff]/u;
const junkIn = (s: string) => [...s].filter((ch) => ch !== "\n" && ch !== "\r" && ch !== "\t" && JUNK.test(ch));
/** A code unit of a surrogate pair standing alone: not a character. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const anyText = fc.string({ unit: "binary", maxLength: 80 });
/** Glyph-level oddities PDFs really contain: ligatures, spacing accents, controls, private use, C1 mojibake. */
const glyphText = fc.string({
  unit: fc.constantFrom("\ufb01", "\ufb03", "\u00b4", "`", "\u00a8", "\u02c7", "\u00b8", "a", "c", "o", " ", "\u0000", "\u0007", "\u007f", "\u0085", "\u0093", "\ue000", "\ufffd", "\u200b", "\ufeff", "\u00a0", "\u3000", "\n", "\t"),
  maxLength: 40,
});

describe("PDF text fuzzing", () => {
  it.each([
    ["any Unicode", anyText],
    ["glyph oddities", glyphText],
  ])("normaliseGlyphs then cleanProse (%s): no throw, no controls, no invisible marks, no markup", (label, arb) => {
    let runs = 0;
    fc.assert(
      fc.property(arb, (input) => {
        runs += 1;
        const glyphs = normaliseGlyphs(input);
        expect(junkIn(glyphs)).toEqual([]);
        expect(glyphs).toBe(glyphs.normalize("NFC"));
        const prose = cleanProse(glyphs);
        expect(junkIn(prose)).toEqual([]);
        expect(prose).not.toMatch(/\\[A-Za-z@]+|[{}$\\]/);
        expect(prose).toBe(prose.trim());
      }),
      { numRuns: RUNS, seed: SEED },
    );
    console.log(`PDF glyphs+cleanProse fuzz (${label}): ${runs} inputs, seed ${SEED}`);
  });

  it("parsePdftohtmlXml survives any line soup, and every fragment it keeps is clean text", () => {
    const attr = fc.oneof(fc.constantFrom("0", "-1", "1e308", "NaN", "", "12.5"), fc.string({ maxLength: 4 }));
    const inner = fc.string({
      unit: fc.oneof(
        fc.constantFrom("<b>", "</b>", "<i>", "</i>", "<a href=\"x\">", "</a>", "&amp;", "&lt;", "&#0;", "&#7;", "&#x41;", "&#x110000;", "&#99999999999;", "&#xD800;", "&#xDFFF;", "&#xFFFF;", "&bogus;", "&", "\\emph{", "$"),
        fc.string({ unit: "binary", maxLength: 3 }),
      ),
      maxLength: 20,
    });
    const line = fc.oneof(
      fc.tuple(attr, attr).map(([n, w]) => `<page number="${n}" position="absolute" top="0" left="0" height="1188" width="${w}">`),
      fc.tuple(attr, attr).map(([id, size]) => `<fontspec id="${id}" size="${size}" family="Times" color="#000000"/>`),
      fc.tuple(attr, attr, inner, fc.boolean()).map(([top, font, text, closed]) => `<text top="${top}" left="90" width="300" height="17" font="${font}">${text}${closed ? "</text>" : ""}`),
      fc.tuple(attr, inner).map(([page, text]) => `<item page="${page}">${text}</item>`),
      fc.constantFrom("<outline>", "</outline>", "</page>", "<pdf2xml>", ""),
      fc.string({ unit: "binary", maxLength: 30 }),
    );
    let runs = 0;
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        runs += 1;
        const { pages, outline } = parsePdftohtmlXml(lines.join("\n"));
        for (const text of [...pages.flatMap((p) => p.fragments.map((f) => f.text)), ...outline.map((o) => o.title)]) {
          expect(junkIn(text)).toEqual([]);
          expect(text).not.toMatch(LONE_SURROGATE);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    console.log(`parsePdftohtmlXml fuzz: ${runs} documents, seed ${SEED}`);
  });
});
