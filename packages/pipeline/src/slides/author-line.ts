import { fitLines, wrapLines } from "./text-metrics.js";

/** Separators of an author list: commas, semicolons, "and", "&", and CJK enumeration marks. */
const SEPARATOR = /\s*[,;，；、]\s*(?:and\s+|&\s*)?|\s+and\s+|\s*&\s*/u;
/**
 * "Smith, Jr.", "Doe, PhD" and "Smith, J. K." (surname first): what follows such a comma still
 * belongs to the name before it.
 */
const NAME_TAIL = /^(?:(?:jr|sr|ii|iii|iv|phd|ph\.d|md|m\.d)\.?|(?:\p{Lu}\.\s?-?)+)$/iu;
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

/** The names of a metadata author string ("A. Smith, B. Jones and C. Lee"), in order. */
export function splitAuthors(authors: string): string[] {
  const names: string[] = [];
  for (const piece of authors.split(SEPARATOR)) {
    const name = piece.trim();
    if (name === "") continue;
    const prev = names.length - 1;
    if (prev >= 0 && NAME_TAIL.test(name)) names[prev] = `${names[prev] ?? ""}, ${name}`;
    else names.push(name);
  }
  return names;
}

/**
 * The title slide's author line within maxLines: the whole string when it fits, otherwise the
 * leading authors that fit followed by "et al." (等 for CJK names), so no name is ever cut. Only
 * a first author too long for the lines alone is shortened by characters: nothing else would fit.
 */
export function fitAuthors(authors: string, widthPt: number, sizePt: number, maxLines: number): string {
  const text = authors.trim();
  const fits = (line: string) => wrapLines(line, widthPt, sizePt).length <= maxLines;
  if (fits(text)) return text;
  const names = splitAuthors(text);
  const cjk = names.some((n) => CJK.test(n));
  let best = "";
  // Lines only grow with more names: stop at the first list that no longer fits.
  for (let k = 1; k < names.length; k += 1) {
    const kept = names.slice(0, k);
    const line = cjk ? `${kept.join("、")}等` : `${kept.join(", ")} et al.`;
    if (!fits(line)) break;
    best = line;
  }
  return best || fitLines(names[0] ?? text, widthPt, sizePt, maxLines);
}
