import { countSpokenWords } from "../plan/spoken-words.js";
import { BULLETS } from "../types.js";
import { isStatementBullet, standAloneBullet } from "../quality/bullet-rules.js";
import { isCjkStatement } from "./bullet-clauses.js";
import { compressToBullet, type BulletFit } from "./compress-bullet.js";
import type { Candidate } from "./rank-sentences.js";
import { AbbreviationTracker, type Abbreviation } from "./spoken/abbreviations.js";
import { contentTokens } from "./tokens.js";

/** More source, more bullets: 5 from 400 words up, 4 from 150, else 3. */
export function bulletCount(sourceWords: number): number {
  if (sourceWords >= 400) return BULLETS.max;
  if (sourceWords >= 150) return BULLETS.min + 1;
  return BULLETS.min;
}

function similar(a: string, b: string): boolean {
  const sa = new Set(contentTokens(a));
  const sb = new Set(contentTokens(b));
  if (sa.size === 0 || sb.size === 0) return a === b;
  let common = 0;
  for (const t of sa) if (sb.has(t)) common += 1;
  return common / Math.min(sa.size, sb.size) > 0.6;
}

/** Text in Latin script (English rules do not judge Hindi or other scripts). */
const LATIN_ONLY = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Common}\p{M}]+$/u;

/**
 * Words that open a new phrase: a word cut just before one leaves the clause before it whole
 * ("and" is not one: it often ends a list; nor is "into", which usually completes the verb:
 * "convert X into Y", "split X into Y"; "together" and "such" only as "together with", "such as").
 */
const PHRASE_START =
  /^(?:by|using|with|from|for|in|on|at|via|through|to|across|over|under|between|among|within|without|during|after|before|which|that|where|while|when|because|since|as|but|so|thereby|allowing|making|leading|including|due|together with|along with|such as|rather than|even (?:when|if|though))\b/i;

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
 * 3–5 bullets from a section's best sentences, each at most 12 words, in the section's order.
 * Texts too short for three distinct points give fewer (nothing is invented); empty text gives none.
 * Sentences the narration says (`narrated`, candidate indices; absent when there is no narration
 * to follow, as for the one-section bullets call) come first: a bullet then shows
 * what the speaker is saying, and the video can highlight it while the sentence is spoken. The
 * rest of the section fills in only up to the minimum of three, where the narration has too few
 * bullet-worthy sentences. `shown` holds the bullets of the talk's earlier slides: a point they
 * made is not made again.
 */
export function makeBullets(
  candidates: Candidate[],
  scores: number[],
  sourceWords: number,
  cjk: boolean,
  abbreviations: Abbreviation[],
  narrated?: ReadonlySet<number>,
  shown: readonly string[] = [],
): string[] {
  const want = bulletCount(sourceWords);
  const said = (c: Candidate) => (narrated === undefined || narrated.has(c.index) ? 0 : 1);
  const ranked = candidates.map((c, k) => ({ c, score: scores[k] ?? 0 })).sort((a, b) => said(a.c) - said(b.c) || b.score - a.score || a.c.index - b.c.index);
  const picked: { index: number; text: string }[] = [];
  const tryAdd = (index: number, sentence: string, limit: number, fits: readonly BulletFit[]) => {
    if (picked.length >= limit) return;
    const compressed = compressToBullet(AbbreviationTracker.shorten(sentence, abbreviations), cjk);
    const bullet = cjk ? compressed : { ...compressed, text: standAloneBullet(compressed.text) };
    const words = countSpokenWords(bullet.text);
    if (!fits.includes(bullet.fit) || words < 3 || words > BULLETS.maxWords) return;
    // Chinese has no spaces: a cut at the word limit splits a word ("之前报告的所" for "所有"), and
    // a clause that opens a subordinate phrase ("在……任务上") is not a statement.
    if (cjk && (bullet.fit === "truncated" || !isCjkStatement(bullet.text))) return;
    if (!cjk && LATIN_ONLY.test(bullet.text) && bullet.fit === "truncated" && !PHRASE_START.test((bullet.rest ?? "").replace(/^[^\p{L}]+/u, ""))) return;
    // English bullets must be statements (the rules are English-only; Chinese keeps the length rules).
    if (!cjk && LATIN_ONLY.test(bullet.text) && !isStatementBullet(bullet.text)) return;
    // Not the same point twice on a slide, nor one an earlier slide of the talk already showed.
    if (picked.some((p) => similar(p.text, bullet.text)) || shown.some((b) => similar(b, bullet.text))) return;
    picked.push({ index, text: bullet.text });
  };
  // Among the best sentences, those that make a bullet without cutting mid-clause; sentences cut
  // at twelve words only when that is the only way to reach the minimum.
  // Past the minimum, only sentences the narration says: an extra bullet nobody speaks is noise.
  for (const { c } of ranked) tryAdd(c.index, c.text, said(c) === 0 ? want : Math.min(want, BULLETS.min), ["whole", "clause"]);
  // A sentence cut at twelve words only where a phrase ends (before "by", "using", "which" …), so
  // the bullet is a whole clause missing its tail, never a clause cut in half.
  for (const { c } of ranked) tryAdd(c.index, c.text, BULLETS.min, ["truncated"]);
  // Clauses only to reach the minimum: a short section still gets three points if it has them
  // (fewer when it has not: a weak bullet is worse than none).
  // In Chinese a clause after the first usually drops its subject (it shares the sentence's): a
  // later one stands alone only when it names its own ("我们……", "Transformer ……").
  for (const { c } of ranked) for (const [k, clause] of clauses(c.text, cjk).entries()) if (!cjk || k === 0 || OWN_SUBJECT_ZH.test(clause)) tryAdd(c.index + (k + 1) / 100, clause, BULLETS.min, ["whole", "clause"]);
  return picked.sort((a, b) => a.index - b.index).map((p) => p.text);
}
