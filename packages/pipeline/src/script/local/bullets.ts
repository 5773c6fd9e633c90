import { countSpokenWords } from "../plan/spoken-words.js";
import { BULLETS } from "../types.js";
import { bulletOf } from "./point-bullet.js";
import type { Candidate } from "./rank-sentences.js";
import type { Abbreviation } from "./spoken/abbreviations.js";
import { contentTokens, restatement, tokenOverlap } from "./tokens.js";

/** More source, more bullets: 4 from 400 words up, 3 from 150, else 2. */
export function bulletCount(sourceWords: number): number {
  if (sourceWords >= 400) return BULLETS.max;
  if (sourceWords >= 150) return BULLETS.min + 1;
  return BULLETS.min;
}

/**
 * Two bullets making the same point: more than 60 % of the shorter one's content words shared,
 * not counting the paper's topic words (its title's), which any two of its bullets may share.
 */
export function similar(a: string, b: string, topic: ReadonlySet<string> = new Set()): boolean {
  return sameness(a, b, topic, tokenOverlap) > 0.6;
}

/**
 * Two bullets of one slide making the same point: more than 60 % shared by words and word pairs
 * together (restatement). Neighbouring sentences of a section share its subject's words ("each
 * site … dry spell", "the memory of a site … its dry spells") and still say two things; across
 * slides (similar) shared words alone mean the listener has the point already.
 */
export function restates(a: string, b: string, topic: ReadonlySet<string> = new Set()): boolean {
  return sameness(a, b, topic, restatement) > 0.6;
}

function sameness(a: string, b: string, topic: ReadonlySet<string>, measure: (x: readonly string[], y: readonly string[]) => number): number {
  const ta = contentTokens(a).filter((t) => !topic.has(t));
  const tb = contentTokens(b).filter((t) => !topic.has(t));
  if (ta.length === 0 || tb.length === 0) return a === b ? 1 : 0;
  return measure(ta, tb);
}

/** A Chinese clause that opens with its own subject: "we", "this paper", or a name in Latin letters. */
const OWN_SUBJECT_ZH = /^(?:我们|本文|本研究|本工作|\p{Script=Latin})/u;

/** Clauses of a sentence as extra bullet material when a section has few sentences. */
function clauses(text: string, cjk: boolean): string[] {
  return text
    .split(cjk ? /[，；。！？]/u : /[;:]\s+|,\s+(?=(?:and|but|while|whereas|which)\s)/)
    .map((c) => c.trim())
    .filter((c) => countSpokenWords(c) >= 4);
}

/**
 * 2–4 bullets from a text's best sentences, each at most 12 words, in the text's order: the
 * one-section bullets call, where there is no narration to follow (the talk's own slides get
 * theirs from writeSectionTalk). Texts too short for distinct points give fewer (nothing is
 * invented); empty text gives none.
 */
export function makeBullets(candidates: Candidate[], scores: number[], sourceWords: number, cjk: boolean, abbreviations: Abbreviation[]): string[] {
  const want = bulletCount(sourceWords);
  const ranked = candidates.map((c, k) => ({ c, score: scores[k] ?? 0 })).sort((a, b) => b.score - a.score || a.c.index - b.c.index);
  const picked: { index: number; text: string }[] = [];
  const tryAdd = (index: number, sentence: string, limit: number, allowCut: boolean) => {
    if (picked.length >= limit) return;
    const bullet = bulletOf(sentence, cjk, abbreviations, allowCut);
    if (bullet === null || (allowCut && bullet.fit !== "truncated")) return;
    // Not the same point twice.
    if (picked.some((p) => similar(p.text, bullet.text))) return;
    picked.push({ index, text: bullet.text });
  };
  // Among the best sentences, those that make a bullet without cutting mid-clause; sentences cut
  // at twelve words only when that is the only way to reach the minimum.
  for (const { c } of ranked) tryAdd(c.index, c.text, want, false);
  // A sentence cut at twelve words only where a phrase ends (before "by", "using", "which" …), so
  // the bullet is a whole clause missing its tail, never a clause cut in half.
  for (const { c } of ranked) tryAdd(c.index, c.text, BULLETS.min, true);
  // Clauses only to reach the minimum: a short section still gets three points if it has them
  // (fewer when it has not: a weak bullet is worse than none).
  // In Chinese a clause after the first usually drops its subject (it shares the sentence's): a
  // later one stands alone only when it names its own ("我们……", "Transformer ……").
  for (const { c } of ranked) for (const [k, clause] of clauses(c.text, cjk).entries()) if (!cjk || k === 0 || OWN_SUBJECT_ZH.test(clause)) tryAdd(c.index + (k + 1) / 100, clause, BULLETS.min, false);
  return picked.sort((a, b) => a.index - b.index).map((p) => p.text);
}
