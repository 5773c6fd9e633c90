import type { Candidate } from "./rank-sentences.js";
import { escapeRegExp } from "../../text/escape-regexp.js";
import { introduced } from "./tokens.js";

/** One sentence of the paper's text as a writer saw it: its content tokens, and its text when it can be said. */
export interface SeenSentence {
  tokens: ReadonlySet<string>;
  /** Null for a sentence that held a formula or a pointer and so was never said. */
  text: string | null;
}

/** Words that bring a thing in as new, a few words before its noun: "an adaptive limit", "our new hash", "a hash we call Constant". */
export const INTRODUCER = "an?|our|one|called|named|termed|denoted";

/** The sentences behind the candidates, in order: each unspeakable one before a candidate, then the candidate. */
export function seenSentencesOf(candidates: readonly Candidate[]): SeenSentence[] {
  return candidates.flatMap((c) => [
    ...(c.unspokenBefore === undefined ? [] : [{ tokens: new Set(c.unspokenBefore), text: null }]),
    { tokens: new Set(c.tokens), text: c.text },
  ]);
}

/**
 * Whether the paper introduced a definite noun phrase's thing before: its first mention (the first
 * sentence holding all its words) held a formula ("the integral" after the integral was shown), or
 * brought it in as new ("a hash we call Constant", "an adaptive limit", "our spec"). A talk that
 * says "the X" without that sentence leans on text the viewer never saw. A phrase the paper uses
 * from the start as known ("the validation loss", "the ground truth") or never mentioned before is
 * the author's own appeal to what the reader knows.
 */
export function introducedUnheard(phrase: string, source: readonly SeenSentence[]): boolean {
  const first = source.find((s) => introduced(phrase, [s.tokens]));
  if (first === undefined) return false;
  if (first.text === null) return true;
  const words = phrase.split(/\s+/).map(escapeRegExp);
  const head = words[words.length - 1] ?? "";
  // "a … limit", "an adaptive limit", "our new hash", "we call it X": the article or the naming verb
  // within a few words before the head noun; not across a definite one ("one of the barred
  // potentials" picks from things already known).
  return new RegExp(`\\b(?:${INTRODUCER})\\s+(?:(?!(?:the|of|this|these|those)\\s)[\\p{L}-]+\\s+){0,3}?${head}`, "iu").test(first.text);
}
