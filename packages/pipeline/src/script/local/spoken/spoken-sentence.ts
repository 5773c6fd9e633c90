import { BoundedMemo } from "../../../bounded-memo.js";
import { speakCitations } from "./citations.js";
import { citesInParentheses, speakFigureMentions } from "./figure-mentions.js";
import { speakLatinAbbreviations } from "./latin-abbreviations.js";
import { speakNumbers } from "./numbers.js";
import { cleanParentheticals } from "./parentheticals.js";
import { isFragment, isSpeakable, SENTENCE_LIMITS, type SpeakableLimits } from "./speakable.js";
import { speakSymbols } from "./symbols.js";
import { capitaliseFirst } from "../../../text/capitalise.js";

/** A paragraph heading run into its first sentence: "Diffusion Data The preprocessed scan is ...". */
const RUN_IN_HEADING = /^(?:\p{Lu}[\p{L}-]*\s+){1,4}(?=(?:The|A|An|We|Our|This|These|In|For|To)\s+\p{Ll})|^\p{Lu}[\p{L}\s-]{0,40}:\s+(?=\p{Lu})/u;

/**
 * A label run into its sentence with a colon: "Single task (STL): We used …", "Performance on the
 * homologous PPI partition: Except …". Not a clause that announces ("Our contributions are: …").
 */
const RUN_IN_LABEL = /^(\p{Lu}[\p{L}\d\s()'’-]{2,70}):\s+(?=\p{Lu})/u;

function dropRunInLabel(text: string): string {
  const m = RUN_IN_LABEL.exec(text);
  if (!m?.[1] || /\b(?:is|are|was|were|be|been|has|have|had|we|our|they|it|this|these|following|as follows)\b/i.test(m[1]) || m[1].split(/\s+/).length > 8) return text;
  return text.slice(m[0].length);
}

/** List markers inside running text: "1) CBR is ...; 2) neither ...", "(ii) the second". */
const ENUMERATION = /(?:^|\s)\(?(?:\d{1,2}|[ivx]{1,4}|[a-h])\)\s+/g;

/** True when an opening parenthesis before this point is still open: "(G equals c equals 1)" ends a bracket, it is no list marker. */
function insideParentheses(before: string): boolean {
  let depth = 0;
  for (const ch of before) depth += ch === "(" ? 1 : ch === ")" ? -1 : 0;
  return depth > 0;
}

/** Standalone one-letter names (Greek ones count half: "the τ lepton" is a particle, not a variable). */
export function variableShare(text: string): number {
  const tokens = text.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’.-]*/gu) ?? [];
  if (tokens.length === 0) return 0;
  let n = 0;
  for (const t of tokens) {
    if (/^[\p{Script=Greek}]{1,2}$/u.test(t)) n += 0.5;
    else if (/^\p{L}$/u.test(t) && !/^(?:a|A|I)$/.test(t)) n += 1;
  }
  return n / tokens.length;
}

/** More one-letter names than this and the sentence is a formula in words. */
const MAX_VARIABLE_SHARE = 0.1;

export function tidy(text: string): string {
  return capitaliseFirst(tidyMarks(text));
}

function tidyMarks(text: string): string {
  return text
    .replace(/\s{2,}/g, " ")
    // A word doubled by a typo or by a removed reference ("by by", "the the").
    .replace(/\b(the|a|an|of|by|to|in|on|for|and|or|is|are|with|that)\s+\1\b/gi, "$1")
    .replace(/\s+([,.;:!?，。；：！？])/gu, "$1")
    .replace(/([,;:])(?=[,.;:!?])/g, "")
    .replace(/\.{2,}/g, ".")
    .replace(/\(\s+/g, "(")
    .replace(/([“‘])\s+/g, "$1")
    .replace(/\s+([”’])/g, "$1")
    .replace(/:\s*\(/g, " (")
    .replace(/\s+\)/g, ")")
    .replace(/^[\s,;:]+/, "")
    .trim();
}

/**
 * One source sentence made ready to be heard, or null when it cannot be: citations, pointers and
 * formulas removed or said in words, then checked (see speakable.ts). Abbreviation first use is
 * decided later, across the whole talk.
 */
export function speakSentence(raw: string, cjk: boolean, limits: SpeakableLimits = SENTENCE_LIMITS): string | null {
  // The planner and the writer read the same sentences: remember the answers (pure, so safe to share).
  const key = `${cjk ? "c" : "l"}${limits.minWords},${limits.maxWords}\u0000${raw}`;
  return MEMO.get(key, () => speak(raw, cjk, limits));
}

const MEMO = new BoundedMemo<string | null>(20_000);

function speak(raw: string, cjk: boolean, limits: SpeakableLimits): string | null {
  if (isFragment(raw, cjk) || citesInParentheses(raw)) return null;
  let s = dropRunInLabel(cleanParentheticals(raw).replace(RUN_IN_HEADING, "")).replace(ENUMERATION, (m, offset: number, whole: string) => (insideParentheses(whole.slice(0, offset)) ? m : " "));
  s = speakCitations(s);
  const withFigures = speakFigureMentions(s);
  if (withFigures === null) return null;
  if (!cjk && variableShare(withFigures) > MAX_VARIABLE_SHARE) return null;
  s = speakLatinAbbreviations(withFigures);
  s = speakNumbers(s);
  s = speakSymbols(s);
  s = tidy(s);
  return isSpeakable(s, cjk, limits) ? s : null;
}
