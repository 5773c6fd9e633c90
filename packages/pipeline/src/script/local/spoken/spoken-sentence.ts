import { punctuateInlineList } from "./inline-list.js";
import { BoundedMemo } from "../../../bounded-memo.js";
import { speakCitations } from "./citations.js";
import { citesInParentheses, speakFigureMentions } from "./figure-mentions.js";
import { speakLatinAbbreviations } from "./latin-abbreviations.js";
import { speakNumbers } from "./numbers.js";
import { cleanParentheticals } from "./parentheticals.js";
import { isFragment, isSpeakable, SENTENCE_LIMITS, type SpeakableLimits } from "./speakable.js";
import { speakSymbols } from "./symbols.js";
import { capitaliseFirst } from "../../../text/capitalise.js";
import { hasMainVerb } from "../../quality/main-verb.js";
import { HAS_SUBJECT_VERB } from "../bullet-clauses.js";

/** A paragraph heading run into its first sentence: "Diffusion Data The preprocessed scan is ...". */
const RUN_IN_HEADING = /^(?:\p{Lu}[\p{L}-]*\s+){1,4}(?=(?:The|A|An|We|Our|This|These|In|For|To)\s+\p{Ll})/u;

/**
 * A label run into its sentence with a colon: "Single task (STL): We used …", "Performance on the
 * homologous PPI partition: Except …", or into a definition: "Operational commit groups (CG): the
 * number of …". Not a clause that announces ("Our contributions are: …").
 */
const RUN_IN_LABEL = /^(\p{Lu}[\p{L}\d\s()'’-]{0,70}):\s+(?=[\p{Lu}\p{Ll}])/u;

/**
 * A label names; it says nothing: no verb ("The approach requires few choices: …" is a sentence).
 * A heading set in title case is a label whatever the tagger reads in it ("Past Programming
 * Experience: With the expansion …").
 */
const isLabel = (label: string) =>
  STRUCTURED_ABSTRACT_LABEL.test(label.trim()) ||
  (!/\b(?:is|are|was|were|be|been|has|have|had|we|our|they|it|this|these|following|as follows)\b/i.test(label) &&
    label.split(/\s+/).length <= 8 &&
    (TITLE_CASE.test(label) || !hasMainVerb(label)));
/** A structured abstract's part names ("Results: The indicators …"): "Results" reads as a verb to the tagger. */
const STRUCTURED_ABSTRACT_LABEL =
  /^(?:Background|Context|Motivation|Objectives?|Aims?|Purpose|Methods?|Methodology|Design|Setting|Participants|Results|Findings|Conclusions?|Interpretation|Significance|Implications|Discussion|Summary)$/;
/** Every word of three letters or more capitalised, two words at least: "Past Programming Experience". */
const TITLE_CASE = /^\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|\p{Ll}{1,3}))*\s+\p{Lu}[\p{L}'’-]*$/u;

/**
 * The sentence without a label run into it, or null when what follows the label is no clause: a
 * definition-list entry ("System throughput (T): Number of transactions committed per second.",
 * "Operational commit groups (CG): the number of commit groups that …") is a heading and its
 * gloss, not a sentence a speaker would say.
 */
function dropRunInLabel(text: string): string | null {
  const m = RUN_IN_LABEL.exec(text);
  if (!m?.[1] || !isLabel(m[1])) return text;
  const rest = text.slice(m[0].length);
  // The main clause's verb, not one inside a relative clause ("… groups that do not contain …").
  const main = rest.replace(/\s(?:that|which|who|whom|whose|where)\s.*$/u, "");
  // The tagger, not the rough "-ed" test: "Number of transactions committed per second" has none.
  return HAS_SUBJECT_VERB.test(main) || hasMainVerb(main) ? rest : null;
}

/** "(Note: the run took two days.)": a sentence set entirely in parentheses is said without them. */
function unwrapAside(text: string): string {
  const m = /^\((.+)\)\s*[.!?]?$/u.exec(text.trim());
  const inner = m?.[1];
  if (inner === undefined || /[()]/.test(inner.replace(/\([^()]*\)/g, ""))) return text;
  return inner.replace(/^(?:Note|NB|N\.B\.)[:,]\s*/u, "");
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
    // Two citations read in a row: "the model of the work of the work of Kromer and colleagues".
    .replace(/\b(the work of)\s+the work of\b/gi, "$1")
    .replace(/\s+([,.;:!?，。；：！？])/gu, "$1")
    // An inequality after a preposition is a condition, not a clause: "significant at p is less
    // than 0.05" is said "at p less than 0.05".
    .replace(/\b(at|for|with|under|when|whenever|to|from)\s+(\p{L}{1,2}(?: (?:sub|prime|hat|bar|star) [\p{L}\d]{1,6})?) is (?=(?:less|greater) than\b|at (?:most|least)\b)/giu, "$1 $2 ")
    // So is an approximate value: "Lyapunov times that range from t sub lambda is about 400 Myr"
    // is said "range from about 400 Myr" (the symbol named nothing the listener needs).
    // Not after "of": "typical values of f is about 0.7" said "values of about 0.7" asks "of what?".
    .replace(/\b(from|to|at|with|around|near|below|above|between|over|by)\s+\p{L}{1,2}(?: (?:sub|prime|hat|bar|star) [\p{L}\d]{1,6})? is (?:about|approximately|roughly|around) (?=\d)/giu, "$1 about ")
    // A regime named by an inequality: "the regime of Pr is much less than 1" is said "the regime
    // where Pr is much less than 1".
    .replace(/\b(regime|limit|case|range|region|domain) of (?=[\p{L}\d ]{1,20} is (?:much |far )?(?:less|greater|smaller|larger|lower|higher) than\b)/giu, "$1 where ")
    .replace(/([,;:])(?=[,.;:!?])/g, "")
    // An ordinal's suffix the paper set after its formula ("$1/2^{21}$th of the domain"): the
    // formula said in words already ends its way ("to the 21st power").
    .replace(/\b(power|squared|cubed)(?:th|st|nd|rd)\b/g, "$1")
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

/** A phrase that names a source, followed by nothing: the citation it named was taken out. */
const CITATION_HOLE = /\b(?:based on|proposed by|introduced by|described in|reported in|developed by|following)\s*(?:(?:and|or)\s|[,.;:)]|$)/iu;

function speak(raw: string, cjk: boolean, limits: SpeakableLimits): string | null {
  if (isFragment(raw, cjk) || citesInParentheses(raw)) return null;
  const unlabelled = dropRunInLabel(cleanParentheticals(unwrapAside(punctuateInlineList(raw))).replace(RUN_IN_HEADING, ""));
  if (unlabelled === null) return null;
  let s = unlabelled.replace(ENUMERATION, (m, offset: number, whole: string) => (insideParentheses(whole.slice(0, offset)) ? m : " "));
  s = speakCitations(s);
  // "a set of 40 genes based on and 16 RNA genes": what a removed citation stood for leaves a hole.
  if (!cjk && CITATION_HOLE.test(s)) return null;
  const withFigures = speakFigureMentions(s);
  if (withFigures === null) return null;
  if (!cjk && variableShare(withFigures) > MAX_VARIABLE_SHARE) return null;
  s = speakLatinAbbreviations(withFigures);
  s = speakNumbers(s);
  s = speakSymbols(s);
  s = tidy(s);
  return isSpeakable(s, cjk, limits) ? s : null;
}
