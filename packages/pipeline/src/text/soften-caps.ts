/** Whether a text is set in capitals (nearly all its letters upper case, at least `minLetters` of them). */
export function isCaps(text: string, minLetters = 3): boolean {
  const all = text.replace(/[^\p{L}]/gu, "");
  const upper = text.replace(/[^\p{Lu}]/gu, "");
  return all.length >= minLetters && upper.length >= 0.9 * all.length;
}

/** All-caps headings ("RELATED WORK") read better as title case; others are kept as printed. */
/** A roman numeral from 2 to 39, as a series or part number is written: "II", "III", "IV", "XII". */
const ROMAN = /^(?=[ivx]{2,})x{0,3}(?:ix|iv|v?i{0,3})[:,.]?$/u;

export function softenCaps(title: string): string {
  if (!isCaps(title)) return title;
  const small = new Set(["a", "an", "and", "as", "at", "by", "for", "from", "in", "of", "on", "or", "the", "to", "vs", "via", "with"]);
  return title
    .toLowerCase()
    .split(/(\s+)/)
    // A roman numeral stays one ("Paper III: …"), never a word "Iii".
    .map((w, i) => (ROMAN.test(w) ? w.toUpperCase() : i > 0 && small.has(w) ? w : w.replace(/^(\p{L})/u, (c) => c.toUpperCase())))
    .join("");
}
