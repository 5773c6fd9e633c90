import type { Candidate } from "./rank-sentences.js";

/** Two sentences sharing more than this share of their content words say the same thing. */
const DUPLICATE = 0.5;
/** Fill up to 105% of the target, and top up past it (to 130%) only when under 60% of it. */
const FILL = 1.05;
const TOP_UP_BELOW = 0.6;
const TOP_UP_TO = 1.3;

function overlap(a: readonly string[], b: readonly string[]): number {
  const sa = new Set(a);
  const sb = new Set(b);
  if (sa.size === 0 || sb.size === 0) return 0;
  let common = 0;
  for (const t of sa) if (sb.has(t)) common += 1;
  return common / Math.min(sa.size, sb.size);
}

/**
 * Best-scoring sentences up to the word target (ties by original order, near-duplicates
 * skipped), returned in their original order. At least one sentence when there is any.
 */
export function selectSentences(candidates: Candidate[], scores: number[], targetWords: number): Candidate[] {
  const order = candidates
    .map((c, k) => ({ c, score: scores[k] ?? 0 }))
    .sort((a, b) => b.score - a.score || a.c.index - b.c.index)
    .map((x) => x.c);
  const chosen: Candidate[] = [];
  let words = 0;
  const fits = (c: Candidate, limit: number) => words + c.words <= limit && !chosen.some((d) => overlap(c.tokens, d.tokens) > DUPLICATE);
  for (const c of order) {
    if (!fits(c, targetWords * FILL)) continue;
    chosen.push(c);
    words += c.words;
  }
  // Nothing fitted (every sentence is longer than the target): say the shortest of the best three.
  const fallback = order.slice(0, 3).sort((a, b) => a.words - b.words)[0];
  if (chosen.length === 0 && fallback) {
    chosen.push(fallback);
    words += fallback.words;
  }
  if (words < targetWords * TOP_UP_BELOW) {
    for (const c of order) {
      if (chosen.includes(c) || !fits(c, targetWords * TOP_UP_TO)) continue;
      chosen.push(c);
      words += c.words;
    }
  }
  return chosen.sort((a, b) => a.index - b.index);
}
