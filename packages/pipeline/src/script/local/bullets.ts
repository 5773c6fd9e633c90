import { countSpokenWords } from "../plan/spoken-words.js";
import { BULLETS } from "../types.js";
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
 */
export function makeBullets(candidates: Candidate[], scores: number[], sourceWords: number, cjk: boolean, abbreviations: Abbreviation[]): string[] {
  const want = bulletCount(sourceWords);
  const ranked = candidates.map((c, k) => ({ c, score: scores[k] ?? 0 })).sort((a, b) => b.score - a.score || a.c.index - b.c.index);
  const picked: { index: number; text: string }[] = [];
  const tryAdd = (index: number, sentence: string, limit: number, fits: readonly BulletFit[]) => {
    if (picked.length >= limit) return;
    const bullet = compressToBullet(AbbreviationTracker.shorten(sentence, abbreviations), cjk);
    const words = countSpokenWords(bullet.text);
    if (!fits.includes(bullet.fit) || words < 3 || words > BULLETS.maxWords) return;
    if (picked.some((p) => similar(p.text, bullet.text))) return;
    picked.push({ index, text: bullet.text });
  };
  // Among the best sentences, those that make a bullet without cutting mid-clause; sentences cut
  // at twelve words only when that is the only way to reach the minimum.
  for (const { c } of ranked) tryAdd(c.index, c.text, want, ["whole", "clause"]);
  for (const { c } of ranked) tryAdd(c.index, c.text, BULLETS.min, ["truncated"]);
  // Clauses only to reach the minimum: a short section still gets three points if it has them.
  for (const { c } of ranked) for (const [k, clause] of clauses(c.text, cjk).entries()) tryAdd(c.index + (k + 1) / 100, clause, BULLETS.min, ["whole", "clause", "truncated"]);
  return picked.sort((a, b) => a.index - b.index).map((p) => p.text);
}
