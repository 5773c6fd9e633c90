/**
 * Glyph-level repairs of text as PDFs encode it: ligature code points, accents that old TeX
 * fonts and some typesetters place as separate spacing characters, invisible and private-use
 * characters that would otherwise reach narration.
 */

const LIGATURES: Record<string, string> = {
  "\ufb00": "ff",
  "\ufb01": "fi",
  "\ufb02": "fl",
  "\ufb03": "ffi",
  "\ufb04": "ffl",
  "\ufb05": "st",
  "\ufb06": "st",
  "\u0132": "IJ",
  "\u0133": "ij",
};

/** Spacing accent → combining accent. */
const ACCENTS: Record<string, string> = {
  "\u00b4": "\u0301", // ´ acute
  "`": "\u0300", // grave
  "\u00a8": "\u0308", // ¨ diaeresis
  "\u02dc": "\u0303", // ˜ tilde
  "\u02c6": "\u0302", // ˆ circumflex
  "\u00b8": "\u0327", // ¸ cedilla
  "\u02c7": "\u030c", // ˇ caron
  "\u02d8": "\u0306", // ˘ breve
  "\u02d9": "\u0307", // ˙ dot above
  "\u02da": "\u030a", // ˚ ring
  "\u02dd": "\u030b", // ˝ double acute
};

const VOWEL = /[aeiouyAEIOUY]/;
/** Letters an accent can sit on besides vowels (č, ç, ñ ...). */
const CONSONANT_BASE: Record<string, RegExp> = {
  "\u02c7": /[cszrndtCSZRNDT]/,
  "\u00b8": /[cstCST]/,
  "\u02dc": /[nN]/,
  "\u00b4": /[cnszCNSZ]/,
};

function canCarry(accent: string, letter: string): boolean {
  return VOWEL.test(letter) || (CONSONANT_BASE[accent]?.test(letter) ?? false);
}

/**
 * Re-attaches a spacing accent to its letter. TeX fonts put the accent before the letter
 * ("D´epartement"), some typesetters after it ("Torbjo¨rn"): attach to the following letter
 * when it can carry the accent, else to the preceding vowel; drop it otherwise. With
 * `keepTrailing`, an accent that ends the text is kept for the next fragment of the line:
 * pdftohtml may end one fragment with the accent and start the next with its letter ("Tom´" +
 * "as Okafor"), and the line's text is passed through here again once joined.
 */
export function attachAccents(text: string, keepTrailing = false): string {
  return text.replace(
    /(\p{L}?)(\s?)([\u00b4`\u00a8\u02dc\u02c6\u00b8\u02c7\u02d8\u02d9\u02da\u02dd])(\s?)(\p{L}?)/gu,
    (whole, before: string, gapBefore: string, accent: string, gapAfter: string, after: string, at: number, all: string) => {
      const mark = ACCENTS[accent] ?? "";
      if (after && canCarry(accent, after)) return `${before}${gapBefore}${after}${mark}`;
      if (before && !gapBefore && VOWEL.test(before)) return `${before}${mark}${gapAfter}${after}`;
      if (keepTrailing && !after && !gapAfter && at + whole.length === all.length) return whole;
      // A backtick between words is more likely a quote mark than an accent.
      return accent === "`" ? whole : `${before}${gapBefore}${gapAfter}${after}`;
    },
  );
}

/** Drops control characters (C0, DEL and C1, which broken font encodings also produce) other than tab and line breaks. */
function stripControls(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code < 0x20 && ch !== "\t" && ch !== "\n" && ch !== "\r") || (code >= 0x7f && code <= 0x9f)) continue;
    out += ch;
  }
  return out;
}

/** Normalises one fragment's text; keeps its spacing so word gaps survive. */
export function normaliseGlyphs(text: string): string {
  let out = text.replace(/[\ufb00-\ufb06\u0132\u0133]/g, (c) => LIGATURES[c] ?? c);
  // Code 0x0B of a TeX font without a Unicode map comes out as "↵": the "ff" ligature in a text font
  // ("di↵erent", "e↵ect"), alpha in the maths italic font ("converge to ↵").
  out = out.replace(/(?<=\p{L})\u21b5(?=\p{L})/gu, "ff").replace(/\u21b5/g, "α");
  out = attachAccents(out, true);
  out = stripControls(out)
    // Private-use glyphs (unmapped symbol fonts, in the BMP and planes 15-16), replacement chars, zero-width marks.
    .replace(/[\p{Co}\ufffd\u200b-\u200d\u2060\ufeff]/gu, "")
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, " ");
  return out.normalize("NFC");
}
