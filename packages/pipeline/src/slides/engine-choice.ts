import { cleanText } from "./escape-latex.js";

export type TexEngine = "pdflatex" | "lualatex";

/** Latin Extended-A code points that pdflatex's T1 + utf8 setup does not define (measured). */
const T1_MISSING = new Set([0x126, 0x127, 0x138, 0x13f, 0x140, 0x149, 0x166, 0x167, 0x17f]);
const PUNCTUATION = new Set([0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122, 0x2212, 0x2032]);

/** True when pdflatex (T1, utf8 inputenc) typesets the character without an error. */
export function pdflatexCanTypeset(cp: number): boolean {
  if (cp >= 0x20 && cp <= 0x7e) return true;
  if (cp >= 0xa0 && cp <= 0x17f) return !T1_MISSING.has(cp);
  return PUNCTUATION.has(cp);
}

/** pdflatex is about twice as fast; LuaLaTeX with Noto fonts for anything it cannot set. */
export function chooseEngine(texts: readonly string[]): TexEngine {
  for (const text of texts) {
    for (const ch of cleanText(text).text) {
      if (!pdflatexCanTypeset(ch.codePointAt(0) ?? 0)) return "lualatex";
    }
  }
  return "pdflatex";
}
