import { BoundedMemo } from "../../bounded-memo.js";
import { STOPWORDS } from "./stopwords.js";

const HAN_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff]+/gu;
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

/** A light suffix-stripping stem: enough to match "models"/"model", "trained"/"training". */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed") && !w.endsWith("eed")) w = w.slice(0, -2);
  else if (w.length > 5 && w.endsWith("ation")) w = w.slice(0, -3) + "e";
  return w;
}

/**
 * Content tokens for similarity and keyword matching: stemmed non-stopwords of two letters or more;
 * Han/kana runs become overlapping character pairs (Chinese has no spaces to split on). The
 * writer asks for the same texts many times over (a section's text once per figure caption, a
 * candidate once per rule): answers are remembered.
 */
export function contentTokens(text: string): readonly string[] {
  return MEMO.get(text, () => tokenize(text));
}

const MEMO = new BoundedMemo<readonly string[]>(5_000);

function tokenize(text: string): readonly string[] {
  const out: string[] = [];
  const han = text.match(HAN_RUN);
  for (const run of han ?? []) {
    if (run.length === 1) out.push(run);
    for (let i = 0; i + 1 < run.length; i += 1) out.push(run.slice(i, i + 2));
  }
  for (const raw of (han ? text.replace(HAN_RUN, " ") : text).match(WORD) ?? []) {
    const w = raw.toLowerCase();
    if (w.length < 2 || STOPWORDS.has(w) || /^\d+$/.test(w)) continue;
    out.push(stem(w));
  }
  return Object.freeze(out);
}

/** Share of the smaller set's distinct tokens the other holds (0 when either is empty). */
export function tokenOverlap(a: readonly string[], b: readonly string[]): number {
  const sa = new Set(a);
  const sb = new Set(b);
  if (sa.size === 0 || sb.size === 0) return 0;
  let common = 0;
  for (const t of sa) if (sb.has(t)) common += 1;
  return common / Math.min(sa.size, sb.size);
}

/** Pairs of neighbouring tokens, in order: what a phrase says, not only its words. */
function pairs(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < tokens.length; i += 1) out.push(`${tokens[i] ?? ""} ${tokens[i + 1] ?? ""}`);
  return out;
}

/**
 * How far one sentence restates another (0–1): the mean of the shared share of their words and of
 * their word pairs (as ROUGE-1 and ROUGE-2 do). Two sentences on one subject share its words ("For
 * each site we fitted an exponential decay to every dry spell" and "The memory of a site is the
 * median decay time over its dry spells"); a restatement shares its phrases too.
 */
export function restatement(a: readonly string[], b: readonly string[]): number {
  const words = tokenOverlap(a, b);
  if (words === 0) return 0;
  // One or two words: no pairs to compare, the words decide.
  if (a.length < 3 || b.length < 3) return words;
  return (words + tokenOverlap(pairs(a), pairs(b))) / 2;
}

/**
 * Whether a phrase ("the estimate", "these systems") names something the listener has: one of
 * its content words was heard, or it has none to name (a phrase of function words only).
 */
export function namesHeard(phrase: string, heard: ReadonlySet<string>): boolean {
  const named = contentTokens(phrase);
  return named.length === 0 || named.some((t) => heard.has(t));
}

/**
 * Whether a definite noun phrase ("the switching effect") points at something the listener was
 * introduced to: one sentence heard before (a title, a said sentence) holds every content word of
 * it. Words heard apart do not introduce the thing ("switching" on one slide and "effect" on
 * another name no switching effect). A name heard before identifies its phrase by itself ("the
 * Saturn implementations" once Saturn was named). A phrase of function words only names nothing
 * to find.
 */
export function introduced(phrase: string, heard: readonly ReadonlySet<string>[]): boolean {
  const named = contentTokens(phrase);
  if (named.length === 0) return true;
  const names = phrase.split(/\s+/).filter((w) => /\p{Lu}/u.test(w)).flatMap((w) => contentTokens(w));
  if (names.some((t) => heard.some((sentence) => sentence.has(t)))) return true;
  return heard.some((sentence) => named.every((t) => sentence.has(t) || [...sentence].some((h) => sameWordFamily(t, h))));
}

/**
 * "implement" and "implementation", "estimat" and "estimator": one stem begins the other and
 * shares at least five letters. The light stem keeps a noun and its verb apart; introducing a
 * thing often uses the other one ("We implement X" → "the X implementation").
 */
export function sameWordFamily(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 5 && long.startsWith(short);
}
