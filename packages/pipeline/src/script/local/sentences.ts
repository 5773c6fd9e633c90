/** One sentence of a section, with where it sits (for position weights and original order). */
export interface SourceSentence {
  text: string;
  /** Order in the section. */
  index: number;
  paragraph: number;
  /** First sentence of its paragraph. */
  leads: boolean;
}

/** Words whose trailing period is not a sentence end. */
const ABBREVIATIONS = new Set(
  "al e.g i.e etc vs cf c.f fig figs eq eqs eqn ref refs sec secs tab tbl no nos vol approx resp incl dr mr mrs ms prof st jr sr inc ltd co corp dept univ est ca viz pp p ch chap app suppl"
    .split(" "),
);

/**
 * Any terminal mark followed by a space ends a sentence unless an abbreviation precedes it: also
 * before a lower-case word, because PDF text that lost a display equation reads "... as follows.
 * where x is ..." and the tail must become its own (rejected) fragment.
 */
const LATIN_BOUNDARY = /([.!?।])(["”’)\]]*)\s+(?=["“‘(]?[\p{L}\p{N}])/gu;
const CJK_BOUNDARY = /([。！？!?]+)(["”’」』）)]*)/gu;

function isAbbreviationBefore(text: string, at: number): boolean {
  const before = text.slice(0, at);
  const word = /([\p{L}.]+)$/u.exec(before)?.[1] ?? "";
  if (ABBREVIATIONS.has(word.toLowerCase().replace(/\.$/, ""))) return true;
  // A lone capital after a capitalised word is an initial ("Elana J. Fertig"), not a variable ending a sentence.
  if (/^\p{Lu}$/u.test(word)) return /\p{Lu}[\p{L}'’-]+\s+\p{Lu}$/u.test(before);
  return false;
}

function splitLatin(paragraph: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const m of paragraph.matchAll(LATIN_BOUNDARY)) {
    const at = m.index ?? 0;
    if (m[1] === "." && isAbbreviationBefore(paragraph, at)) continue;
    const end = at + (m[1]?.length ?? 0) + (m[2]?.length ?? 0);
    parts.push(paragraph.slice(start, end));
    start = end;
  }
  parts.push(paragraph.slice(start));
  return parts;
}

function splitCjk(paragraph: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const m of paragraph.matchAll(CJK_BOUNDARY)) {
    const end = (m.index ?? 0) + m[0].length;
    parts.push(paragraph.slice(start, end));
    start = end;
  }
  parts.push(paragraph.slice(start));
  return parts;
}

/** Paragraphs on line breaks, then sentences: Latin punctuation with abbreviation guards, or 。！？ for CJK. */
export function splitSentences(text: string, cjk: boolean): SourceSentence[] {
  const out: SourceSentence[] = [];
  text
    .split(/\n+/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .forEach((paragraph, p) => {
      const pieces = (cjk ? splitCjk(paragraph) : splitLatin(paragraph)).map((s) => s.trim()).filter(Boolean);
      pieces.forEach((s, i) => out.push({ text: s, index: out.length, paragraph: p, leads: i === 0 }));
    });
  return out;
}
