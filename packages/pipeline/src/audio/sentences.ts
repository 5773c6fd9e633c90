/**
 * Splits narration into sentences, the unit of speech requests, timings and captions.
 *
 * Boundaries: `.`, `?`, `!` (and runs such as `?!` or `...`) followed by white space; the
 * Devanagari danda `।` and double danda `॥`; the CJK full stops `。！？` (no space follows those);
 * a blank line. Closing quotes and brackets stay with the sentence they close.
 *
 * A full stop does not end a sentence after a known abbreviation (e.g., i.e., et al., Fig. ...),
 * after an initial ("A. Turing"), inside a number (3.5 has no space after the point), or when the
 * next word starts with a lower-case Latin letter (a new English sentence would not).
 */

/**
 * Lower-cased, without their final point. Words that also end sentences as plain English ("no",
 * "min", "etc.") are not here; see NUMBERED.
 */
const ABBREVIATIONS = new Set([
  "e.g", "i.e", "al", "cf", "vs", "viz", "approx", "ca", "resp", "fig", "figs", "eq", "eqs", "sec", "secs",
  "tab", "vol", "pp", "ref", "refs", "dr", "mr", "mrs", "ms", "prof", "jr", "inc", "ltd", "corp", "dept",
  "univ", "jan", "feb", "apr", "jun", "jul", "aug", "sept", "oct", "nov", "thm", "lem", "prop", "alg", "appx",
]);
/** Abbreviations only when a number follows: "No. 5", "p. 12", "Ch. 3". */
const NUMBERED = new Set(["no", "nos", "p", "ch", "art", "par"]);

const CLOSERS = `"'’”»)\\]}`;
/** A candidate end: terminal punctuation, closers, then the white space (or end) after it. */
const LATIN_END = new RegExp(`[.?!]+[${CLOSERS}]*(?=\\s|$)`, "gu");
/** Danda and CJK stops end a sentence wherever they are. */
const ALWAYS_END = new RegExp(`[।॥。！？]+[${CLOSERS}]*`, "gu");

export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const flat = paragraph.replace(/\s+/g, " ").trim();
    if (flat === "") continue;
    let start = 0;
    for (const end of boundaries(flat)) {
      const sentence = flat.slice(start, end).trim();
      if (sentence !== "") sentences.push(sentence);
      start = end;
    }
    const rest = flat.slice(start).trim();
    if (rest !== "") sentences.push(rest);
  }
  return sentences;
}

/** Offsets just after each sentence end in a one-line paragraph, ascending. */
function boundaries(text: string): number[] {
  const ends = new Set<number>();
  for (const m of text.matchAll(ALWAYS_END)) ends.add(m.index + m[0].length);
  for (const m of text.matchAll(LATIN_END)) {
    const end = m.index + m[0].length;
    if (m[0].startsWith(".") && !fullStopEnds(text, m.index, end, m[0].startsWith(".."))) continue;
    ends.add(end);
  }
  return [...ends].sort((a, b) => a - b);
}

/** Whether the full stop (or ellipsis) at `dot`, its match ending at `end`, ends a sentence. */
function fullStopEnds(text: string, dot: number, end: number, ellipsis: boolean): boolean {
  // The next word starts lower case: "approx. three", "Smith et al. showed" — not a new sentence.
  const next = /^\s*(\S)/u.exec(text.slice(end))?.[1] ?? "";
  if (/^[a-z]$/.test(next)) return false;
  if (ellipsis) return true;
  const word = /(\S+)$/u.exec(text.slice(0, dot))?.[1] ?? "";
  const bare = word.replace(/^[("'‘“[]+/u, "");
  if (ABBREVIATIONS.has(bare.toLowerCase())) return false;
  if (NUMBERED.has(bare.toLowerCase()) && /^\d$/.test(next)) return false;
  // An initial ("J. Smith") or a dotted acronym ("U.S."): one letter before the point.
  return !/^(?:\p{Lu}\.)*\p{Lu}$/u.test(bare);
}
