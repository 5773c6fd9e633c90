/** Whether a text is set in capitals (nearly all its letters upper case, at least `minLetters` of them). */
export function isCaps(text: string, minLetters = 3): boolean {
  const all = text.replace(/[^\p{L}]/gu, "");
  const upper = text.replace(/[^\p{Lu}]/gu, "");
  return all.length >= minLetters && upper.length >= 0.9 * all.length;
}

/** All-caps headings ("RELATED WORK") read better as title case; others are kept as printed. */
/** A roman numeral from 2 to 39, as a series or part number is written: "II", "III", "IV", "XII". */
const ROMAN = /^(?=[ivx]{2,})x{0,3}(?:ix|iv|v?i{0,3})[:,.]?$/u;

/**
 * `acronyms`: words the text writes in capitals in running text ("RMSE", "CRPS"): a heading of
 * them keeps them ("RMSE", never "Rmse").
 */
export function softenCaps(title: string, acronyms: ReadonlySet<string> = new Set()): string {
  if (!isCaps(title)) return title;
  const small = new Set(["a", "an", "and", "as", "at", "by", "for", "from", "in", "of", "on", "or", "the", "to", "vs", "via", "with"]);
  return title
    .toLowerCase()
    .split(/(\s+)/)
    // A roman numeral stays one ("Paper III: …"), never a word "Iii".
    .map((w, i) => (ROMAN.test(w) || acronyms.has(w.toUpperCase()) ? w.toUpperCase() : i > 0 && small.has(w) ? w : w.replace(/^(\p{L})/u, (c) => c.toUpperCase())))
    .join("");
}

/** Words of 2 to 6 capitals that running text (lines not set in capitals) uses at least twice: the paper's acronyms. */
export function capsAcronyms(lines: Iterable<string>): Set<string> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    if (isCaps(line, 8)) continue;
    for (const m of line.matchAll(/(?<![\p{L}\d])\p{Lu}{2,6}(?![\p{L}\d])/gu)) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, n]) => n >= 2).map(([w]) => w));
}
