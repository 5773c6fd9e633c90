import { MATH_PLACEHOLDER } from "@lectern/contract";
import { DANGLING_WORD, SUBORDINATE_EN } from "../local/bullet-clauses.js";
import { countSpokenWords } from "../plan/spoken-words.js";
import { BULLETS } from "../types.js";
import { contentTokens } from "../local/tokens.js";
import { hasMainVerb, isNominalAt } from "./main-verb.js";

/**
 * What makes a slide bullet weak. A bullet is a complete, self-contained claim, step, number or
 * finding: readable without the sentence before it, without the figure it points at, and saying
 * something. The same rules judge the offline writer's bullets, an LLM's answer and the corpus
 * quality report.
 */
export type BulletProblem =
  /** Cut mid-clause or no statement at all: no verb, a dangling last word, an open subordinate clause. */
  | "fragment"
  /** Leans on what came before: "It", "This", "These", "Thus", "However" ... */
  | "leans_back"
  /** Points at something the slide does not carry: "Figure 3 shows", "in the table", "above". */
  | "pointer"
  /** Says nothing: fewer than three content words, or a stock phrase. */
  | "filler"
  /** More words than a bullet holds. */
  | "too_long"
  /** A formula too long to say was left in its place. */
  | "formula";

const LEANS_BACK =
  /^(?:it|its|this|these|those|they|them|their|such|thus|hence|therefore|however|moreover|furthermore|also|and|but|or|so|then|he|she|his|her|which|both|former|latter|similarly|likewise|nonetheless|nevertheless|instead|otherwise|again)\b/i;
/** "This paper", "This work": the talk's own subject, not a reference back. */
const OWN_SUBJECT = /^(?:this|our) (?:paper|work|study|article|talk|approach|method|framework|model|tool|dataset|resource|system|analysis)\b/i;
const POINTER =
  /\b(?:fig(?:ure)?s?\.?|tables?|eqs?\.?|equations?|sections?|appendix|appendices|panel|supplementary|listing|algorithm)\s*(?:\d|[IVX]+\b|[A-Z]\b)|\b(?:the|this|a|our|following) (?:figure|table|plot|graph|diagram|panel|equation)s?\b|\b(?:(?:shown|see|given|described|listed) (?:above|below)|shown here|as follows)\b|\bin (?:the )?(?:figure|table)\b/i;
/** Descriptions of a plot's marks ("The dashed line denotes …", "Different colors refer to …"): captions, not findings. */
export const PLOT_MARKS =
  /\b(?:dashed|solid|dotted|dash-dotted|black|red|blue|green|orange|grey|gray|shaded|vertical|horizontal)\s+(?:lines?|curves?|regions?|areas?|bands?|markers?|dots?|bars?)\b|\bcolou?rs?\s+(?:refer|denote|indicate|show|represent|correspond)|\b(?:left|right|top|bottom|upper|lower) panels?\b|\binsets?\b/i;

/** Stock sentences with no finding in them. */
const STOCK =
  /^(?:the (?:paper|authors?|study|work) (?:shows?|presents?|discuss(?:es)?|describes?) the (?:results?|method|approach|details?)|(?:it|this) (?:does )?ha(?:s|ve) limitations|results are (?:shown|presented|discussed)|we (?:show|present|discuss|describe) (?:the )?(?:results?|details?|method))\b/i;
/** Trailing words that leave the bullet hanging: "… has stochastic latent variables thus", "… that has the aim". */
const HANGING_END = /\b(?:thus|hence|therefore|the aim|the goal|such as|as well|in order|so that|due|each|every|either|its|their)$/i;
/** A list announced but not shown: "The following features are preserved across all models". */
const ANNOUNCES_LIST = /\bthe following\b(?!\s+(?:years?|days?|weeks?|months?|decades?|generations?)\b)/i;

/** A relative or subordinate clause left without its verb: "DeepCoder is a recent model which, like ours". */
function openRelative(text: string): boolean {
  const m = /\b(?:which|who|whom|whose|where|while|whereas|although|because)\b(?!.*\b(?:which|who|whom|whose|where|while|whereas|although|because)\b)(.*)$/i.exec(text);
  // Read with a stand-in subject, so the tagger sees "it combines X" (a verb), not "combines X" (a plural noun).
  return m !== null && !hasMainVerb(`it ${(m[1] ?? "").replace(/^[\s,]+/, "")}`);
}

function balanced(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === "(") depth += 1;
    else if (ch === ")") depth -= 1;
    if (depth < 0) return false;
  }
  const quotes = (text.match(/["“”]/g) ?? []).length;
  return depth === 0 && quotes % 2 === 0;
}

/** Everything wrong with one English bullet; empty when it is a statement a speaker would show. */
export function bulletProblems(bullet: string): BulletProblem[] {
  const text = bullet.trim().replace(/[.!]$/, "");
  const problems: BulletProblem[] = [];
  if (text.includes(MATH_PLACEHOLDER)) problems.push("formula");
  if (countSpokenWords(text) > BULLETS.maxWords) problems.push("too_long");
  if (LEANS_BACK.test(text) && !OWN_SUBJECT.test(text)) problems.push("leans_back");
  if (POINTER.test(text) || PLOT_MARKS.test(text) || ANNOUNCES_LIST.test(text)) problems.push("pointer");
  if (contentTokens(text).length < 3 || STOCK.test(text)) problems.push("filler");
  if (!hasMainVerb(text) || openRelative(text) || SUBORDINATE_EN.test(text) || DANGLING_WORD.test(text) || HANGING_END.test(text) || !balanced(text)) {
    problems.push("fragment");
  }
  return problems;
}

/**
 * Bullets that are statements, by the rules above: the cheap pattern checks first, the
 * part-of-speech tagger only for bullets that pass them (the writer asks about many candidates).
 */
export function isStatementBullet(bullet: string): boolean {
  const text = bullet.trim().replace(/[.!]$/, "");
  if (text.includes(MATH_PLACEHOLDER) || countSpokenWords(text) > BULLETS.maxWords) return false;
  if ((LEANS_BACK.test(text) && !OWN_SUBJECT.test(text)) || POINTER.test(text) || PLOT_MARKS.test(text) || ANNOUNCES_LIST.test(text)) return false;
  if (STOCK.test(text) || SUBORDINATE_EN.test(text) || DANGLING_WORD.test(text) || HANGING_END.test(text) || !balanced(text)) return false;
  if (contentTokens(text).length < 3) return false;
  return bulletProblems(bullet).length === 0;
}

/**
 * A bullet made to stand alone where that is safe: "These binaries are …" → "The binaries
 * are …" (a demonstrative before a noun points back only by its article). "This introduces …"
 * (a demonstrative as subject) cannot be repaired and is left for the rules to reject.
 */
export function standAlone(bullet: string): string {
  const m = /^(?:These|This|Those|Such)\s+(?=\p{L})/u.exec(bullet);
  if (!m || !isNominalAt(bullet, 1)) return bullet;
  return `The ${bullet.slice(m[0].length)}`;
}
