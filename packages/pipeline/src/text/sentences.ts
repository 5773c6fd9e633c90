/**
 * The one sentence splitter: for narration (the unit of speech requests, timings, captions and
 * slide notes) and for a paper's text (the local script writer's candidates, talk quality).
 *
 * Boundaries: `.`, `?`, `!` (and runs such as `?!` or `...`) followed by white space; the
 * Devanagari danda `।` and double danda `॥`; the CJK full stops `。！？` (no space follows those).
 * Closing quotes and brackets stay with the sentence they close.
 *
 * A full stop does not end a sentence after a known abbreviation (e.g., Fig. ...; "et al." only
 * before a capital), after
 * an initial ("A. M. Turing", "Elana J. Fertig"; but "the generator G. Standard ..." ends), after
 * a dotted acronym ("U.S.", "w.r.t."), or inside a number (3.5 has no space after the point).
 */

/** One sentence of a paper's section, with where it sits (for position weights and original order). */
export interface SourceSentence {
  text: string;
  /** Order in the section. */
  index: number;
  paragraph: number;
  /** First sentence of its paragraph. */
  leads: boolean;
}

/**
 * Lower-cased, without their final point: never the end of a sentence. Words that also end
 * sentences as plain English are in NUMBERED or ENDS_BEFORE_CAPITAL instead.
 */
const ABBREVIATIONS = new Set([
  "e.g", "i.e", "cf", "c.f", "vs", "viz", "approx", "ca", "resp", "incl", "est",
  "fig", "figs", "eq", "eqs", "eqn", "eqns", "sec", "secs", "tab", "tbl", "vol", "pp", "ref", "refs", "chap", "app", "appx", "suppl",
  "thm", "lem", "prop", "alg", "dr", "mr", "mrs", "ms", "prof", "st", "jr", "sr",
  "inc", "ltd", "co", "corp", "dept", "univ", "jan", "feb", "apr", "jun", "jul", "aug", "sept", "oct", "nov",
]);
/** Abbreviations only when a number follows: "No. 5", "p. 12", "Ch. 3" (but "the answer is no."). */
const NUMBERED = new Set(["no", "nos", "p", "ch", "art", "par"]);
/** End a sentence unless a lower-case word follows ("A, B, etc. and C" goes on). */
const ENDS_BEFORE_CAPITAL = new Set(["etc"]);
/**
 * End a sentence only when a capital letter follows: "by Smith et al. A later work" ends, while
 * "Smith et al. showed", "Smith et al. (2019)" and "Smith et al. [4]" go on.
 */
const ENDS_BEFORE_UPPER = new Set(["al"]);

const CLOSERS = `"'’”»)\\]}」』）`;
/** A candidate end: terminal punctuation, closers, then the white space (or end) after it. */
const LATIN_END = new RegExp(`[.?!]+[${CLOSERS}]*(?=\\s|$)`, "gu");
/** Danda and CJK stops end a sentence wherever they are. */
const ALWAYS_END = new RegExp(`[।॥。！？]+[${CLOSERS}]*`, "gu");
/** In CJK text ASCII ?! end a sentence without a space too; a Latin full stop does not (names, numbers). */
const CJK_END = new RegExp(`[。！？!?]+[${CLOSERS}]*`, "gu");

type Mode = "narration" | "source" | "cjk-source";

/**
 * Narration: paragraphs end at a blank line, and a full stop before a lower-case word does not
 * end a sentence ("approx. three", "Smith et al. showed").
 */
export function splitSentences(text: string): string[] {
  return split(text.split(/\n\s*\n/), "narration").map((s) => s.text);
}

/**
 * A paper's text: every line break ends a paragraph, and a full stop before a lower-case word
 * does end a sentence, because PDF text that lost a display equation reads "... as follows.
 * where x is ..." and the tail must become its own (rejected) fragment. CJK text ends only at
 * 。！？ and ?!.
 */
export function splitSourceSentences(text: string, cjk: boolean): SourceSentence[] {
  return split(text.split(/\n+/), cjk ? "cjk-source" : "source");
}

/**
 * A numbered list run into a paragraph ("1. The distribution …; 2. The general shape …"): each
 * item becomes a sentence of its own and its number goes, so no sentence ends in "; 2." and no
 * item is read with the next one's number.
 */
function withoutListNumbers(text: string): string {
  // A list counts on: one number before a full stop ("a member of 0, 1. Then …") is no list.
  const numbers = [...text.matchAll(LIST_MARKER)].map((m) => Number(m[1]));
  if (!numbers.some((n, k) => k > 0 && n === (numbers[k - 1] ?? 0) + 1)) return text;
  return text.replace(LIST_MARKER, (_marker, _number, at: number) => (at === 0 ? "" : ". "));
}

/** A list item's number: at the paragraph's start or after ";" or ",", before a capital. */
const LIST_MARKER = /(?:^|\s*[;,]\s+)(\d{1,2})\.\s+(?=\p{Lu})/gu;

function split(paragraphs: readonly string[], mode: Mode): SourceSentence[] {
  const out: SourceSentence[] = [];
  let p = 0;
  for (const paragraph of paragraphs) {
    const spaced = paragraph.replace(/\s+/g, " ").trim();
    const flat = mode === "narration" ? spaced : withoutListNumbers(spaced);
    if (flat === "") continue;
    const pieces: string[] = [];
    let start = 0;
    for (const end of boundaries(flat, mode)) {
      pieces.push(flat.slice(start, end).trim());
      start = end;
    }
    pieces.push(flat.slice(start).trim());
    pieces.filter(Boolean).forEach((s, i) => out.push({ text: s, index: out.length, paragraph: p, leads: i === 0 }));
    p += 1;
  }
  return out;
}

/** Offsets just after each sentence end in a one-line paragraph, ascending. */
function boundaries(text: string, mode: Mode): number[] {
  const ends = new Set<number>();
  if (mode === "cjk-source") {
    for (const m of text.matchAll(CJK_END)) ends.add(m.index + m[0].length);
    return [...ends].sort((a, b) => a - b);
  }
  for (const m of text.matchAll(ALWAYS_END)) ends.add(m.index + m[0].length);
  for (const m of text.matchAll(LATIN_END)) {
    const end = m.index + m[0].length;
    if (m[0].startsWith(".") && !fullStopEnds(text, m.index, end, m[0].startsWith(".."), mode)) continue;
    ends.add(end);
  }
  return [...ends].sort((a, b) => a - b);
}

/** The first half of a spaced "i. e." or "e. g.". */
const SPACED_ABBREVIATION = /^(?:i\. e\.|e\. g\.)/;
/** The text before the second point of a spaced "i. e." or "e. g.". */
const SPACED_SECOND_HALF = /(?:^|[\s([])(?:i\. e|e\. g)$/;

/** A name written with its initial near the end of a text: "R.M. Schafer (Schafer, 1977),". */
const NAMED_WITH_INITIAL = /\b\p{Lu}\.(?:\s?\p{Lu}\.)*\s?\p{Lu}[\p{L}'’-]+\b[^.]{0,40}$/u;

/** A surname followed by its own author-year citation: "Southworth (Southworth, 1969)". */
const NAME_CITED = /^\s*(\p{Lu}[\p{L}'’-]+)\s+\(\1\b/u;

const isInitial = (word: string) => /^\p{Lu}\.$/u.test(word);

/** The first non-space character from a position on. */
const NEXT_CHAR = /\s*(\S)/uy;
/** Enough text before a full stop for its last two words; the whole paragraph made splitting quadratic. */
const LOOK_BACK = 256;

/** The text before `dot`, from a word boundary at most LOOK_BACK characters back (all of it when there is none). */
function wordsBefore(text: string, dot: number): string {
  if (dot <= LOOK_BACK) return text.slice(0, dot);
  const window = text.slice(dot - LOOK_BACK, dot);
  const space = window.search(/\s/u);
  return space < 0 ? text.slice(0, dot) : window.slice(space + 1);
}

/** Whether the full stop (or ellipsis) at `dot`, its match ending at `end`, ends a sentence. */
function fullStopEnds(text: string, dot: number, end: number, ellipsis: boolean, mode: Mode): boolean {
  NEXT_CHAR.lastIndex = end;
  const next = NEXT_CHAR.exec(text)?.[1] ?? "";
  const lowerNext = /^[a-z]$/.test(next);
  // Narration is clean text: a lower-case word goes on with the same sentence.
  if (mode === "narration" && lowerNext) return false;
  if (ellipsis) return true;
  const before = wordsBefore(text, dot);
  const word = (/(\S+)$/u.exec(before)?.[1] ?? "").replace(/^[("'‘“[]+/u, "");
  const bare = word.toLowerCase();
  if (ENDS_BEFORE_UPPER.has(bare)) return /^\p{Lu}$/u.test(next);
  if (ABBREVIATIONS.has(bare)) return false;
  // "i. e." and "e. g." written with a space: neither point ends the sentence.
  if (SPACED_ABBREVIATION.test(`${bare}. ${text.slice(end).trimStart().slice(0, 3)}`) || SPACED_SECOND_HALF.test(before)) return false;
  if (NUMBERED.has(bare) && /^\d$/.test(next)) return false;
  if (ENDS_BEFORE_CAPITAL.has(bare)) return !lowerNext;
  // A dotted acronym ("U.S.", "w.r.t.") or initials with a hyphen ("A.R-H."): single letters with points between them.
  if (/^(?:\p{L}\.)+\p{L}(?:-\p{L})*$/u.test(word)) return false;
  if (!/^\p{Lu}$/u.test(word)) return true;
  // "from E. coli", "in S. cerevisiae": a species' initial before its lower-case name.
  if (lowerNext) return false;
  // A lone capital is an initial at the start of a sentence or after a name or another initial
  // ("A. M. Turing", "Elana J. Fertig", "Rokem, A."); after any other word it is a variable ending a sentence.
  const previous = /(\S+)\s+\S+$/u.exec(before)?.[1];
  if (previous === undefined || isInitial(previous) || /^\p{Lu}[\p{L}'’-]+,?$/u.test(previous)) return false;
  // A name cited right after it ("like M. Southworth (Southworth, 1969)"), or the last of a list of
  // names with initials ("… R.M. Schafer (Schafer, 1977), and H. Westerkamp").
  if (NAME_CITED.test(text.slice(end, end + 80))) return false;
  if (/^(?:and|&)$/.test(previous) && NAMED_WITH_INITIAL.test(before.slice(0, -previous.length - 3))) return false;
  return !/[.?!।]$/u.test(previous);
}
