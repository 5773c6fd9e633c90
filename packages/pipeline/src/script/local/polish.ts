import type { Candidate } from "./rank-sentences.js";
import { pointsAtUnseen, standAloneSentence } from "./coherence.js";
import { selectSentences } from "./select-sentences.js";

/** Rounds of leaving out sentences that cannot stand alone and choosing again. */
const PASSES = 4;

/**
 * The best sentences up to the word target, in the paper's order, each one hearable where it
 * lands: sentences pointing at a table or a displayed formula are never chosen; a sentence whose
 * source predecessor was not chosen loses its linking opener, and is left out (and the choice
 * made again) when it still leans on that predecessor ("This shows …", "They …").
 */
export function chooseSentences(candidates: Candidate[], scores: number[], targetWords: number, cjk: boolean): string[] {
  let pool = candidates.map((c, k) => ({ c, score: scores[k] ?? 0 })).filter(({ c }) => cjk || !pointsAtUnseen(c.text));
  let said: string[] = [];
  for (let pass = 0; pass < PASSES; pass += 1) {
    const chosen = selectSentences(
      pool.map((p) => p.c),
      pool.map((p) => p.score),
      targetWords,
    );
    const leaning = new Set<number>();
    said = [];
    chosen.forEach((c, k) => {
      if (k > 0 && chosen[k - 1]?.index === c.index - 1) {
        said.push(c.text);
        return;
      }
      const alone = standAloneSentence(c.text, cjk);
      if (alone === null) leaning.add(c.index);
      else said.push(alone);
    });
    if (leaning.size === 0) break;
    pool = pool.filter((p) => !leaning.has(p.c.index));
  }
  return said;
}

/** Sentences joined into one narration that ends the way a sentence ends. */
export function joinSentences(sentences: string[], cjk: boolean): string {
  const text = sentences.filter(Boolean).join(cjk ? "" : " ").trim();
  if (text === "" || /[.!?。！？।]["”’)）」』]*$/u.test(text)) return text;
  return `${text}${cjk ? "。" : "."}`;
}
