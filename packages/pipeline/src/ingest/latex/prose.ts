/** Marker the renderer emits for \xspace: a space only when a word follows. */
export const SOFT_SPACE = "\u0003";

const CJK = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u3000-\\u303f\\uff00-\\uffef";
const CJK_GAP = new RegExp(`([${CJK}])[ \\t]+(?=[${CJK}])`, "gu");
const CJK_PUNCT_GAP = new RegExp(`[ \\t]+(?=[\\u3001\\u3002\\uff0c\\uff1b\\uff1a\\uff01\\uff1f\\uff09\\u300b\\u300d])`, "gu");

/** Tidies one paragraph: spacing around punctuation, empty brackets left by removed citations. */
function tidyParagraph(p: string): string {
  // "regional trends.The region …": a space the author left out after a full stop; without it the
  // two sentences are read as one, run together.
  let s = p.replace(/[ \t\u00a0\r\n]+/g, " ").replace(/(?<![\p{L}./])(\p{Ll}{3,})\.(\p{Lu}\p{Ll}+)\b/gu, "$1. $2");
  for (let pass = 0; pass < 3; pass += 1) {
    const before = s;
    s = s
      .replace(/\(\s*(?:(?:and|or|&|,|;)\s*)*\)|\[\s*(?:(?:and|or|,|;)\s*)*\]/g, "")
      // "(cf. [1] and [2])" loses its citations: no dangling "and" before the bracket or stop.
      .replace(/\s+(?:and|or)\s*(?=[).;]|,\s)/g, "")
      .replace(/\(\s*(?:see|e\.g\.,?|cf\.|i\.e\.,?)\s*\)/gi, "")
      .replace(/\(\s*[,;]\s*/g, "(")
      .replace(/\s*[,;]\s*\)/g, ")")
      .replace(/ +([,;:!?)\]]|\.(?!\.))/g, "$1")
      .replace(/([([]) +/g, "$1")
      .replace(/,\s*,/g, ",")
      .replace(/,\s*\.(?!\.)/g, ".")
      .replace(/(^|[^.])\.\.(?!\.)/g, "$1.")
      .replace(/ {2,}/g, " ");
    if (s === before) break;
  }
  return s.replace(CJK_GAP, "$1").replace(CJK_PUNCT_GAP, "").trim();
}

/**
 * Last line of defence against markup reaching narration: any TeX command, brace, dollar or
 * citation-looking bracket the renderer did not handle is removed here.
 */
export function scrubResidue(s: string): string {
  return s
    .replace(/\\[A-Za-z@]+\*?/g, " ")
    .replace(/\\./g, " ")
    .replace(/[{}$\\]/g, "")
    .replace(/\bcite[pt]?\{/g, "")
    .replace(/\[@?[A-Za-z]+[0-9]{2,4}[a-z]?\]/g, "")
    .replace(/\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]/g, "");
}

/**
 * Renderer output → readable prose: markers resolved, whitespace collapsed, paragraphs kept
 * (blank-line separated) when `paragraphs`, otherwise one line.
 */
export function cleanProse(raw: string, paragraphs = true): string {
  const text = scrubResidue(raw.replace(new RegExp(`${SOFT_SPACE}(?=[\\p{L}\\p{N}“‘(])`, "gu"), " ").replaceAll(SOFT_SPACE, "").replace(/\u00a0/g, " "));
  const parts = (paragraphs ? text.split(/\n[ \t\u00a0]*\n\s*/) : [text]).map(tidyParagraph).filter((p) => p !== "");
  return parts.join(paragraphs ? "\n\n" : " ");
}
