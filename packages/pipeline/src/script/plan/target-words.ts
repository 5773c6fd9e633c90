import type { TalkLength } from "@lectern/contract";
import { TALK_MINUTES, WORDS_PER_MINUTE } from "../types.js";

export interface TargetWords {
  opening: number;
  sections: number[];
}

/**
 * The opening gets a sixth of the talk, between these bounds: a title and a byline, then the
 * abstract's claims (the problem, what the paper does, what it finds), the talk in brief.
 */
const OPENING_SHARE = 1 / 6;
const OPENING_MIN = 50;
const OPENING_MAX = 130;
/** Every section gets at least half an even share, so a short section still says something. */
const FLOOR_SHARE = 0.5;
/**
 * An extractive writer cannot say more than the section holds: at most 90% of its (speakable)
 * words, plus a spoken transition naming the section.
 */
const SOURCE_CAP = 0.9;
export const TRANSITION_ALLOWANCE = 8;

export function talkWords(length: TalkLength): number {
  return Math.round(TALK_MINUTES[length] * WORDS_PER_MINUTE);
}

/**
 * Spreads the talk's words: the opening first, then the rest over the sections by their source
 * length above a floor; a section never asks for more than 90% of what its source holds, and what
 * it cannot use goes to the others (so a paper shorter than the talk gives a shorter talk).
 */
export function distributeTargetWords(total: number, sourceWords: number[]): TargetWords {
  const opening = Math.min(OPENING_MAX, Math.max(OPENING_MIN, Math.round(total * OPENING_SHARE)));
  const n = sourceWords.length;
  if (n === 0) return { opening, sections: [] };
  const rest = Math.max(0, total - opening);
  const caps = sourceWords.map((w) => Math.floor(w * SOURCE_CAP) + TRANSITION_ALLOWANCE);
  const targets = new Array<number>(n).fill(0);
  const fixed = new Set<number>();
  for (;;) {
    const free = [...Array(n).keys()].filter((i) => !fixed.has(i));
    if (free.length === 0) break;
    const budget = rest - [...fixed].reduce((sum, i) => sum + (targets[i] ?? 0), 0);
    const floor = (budget / free.length) * FLOOR_SHARE;
    const weight = free.reduce((sum, i) => sum + (sourceWords[i] ?? 0), 0) || 1;
    const spread = Math.max(0, budget - floor * free.length);
    let capped = false;
    for (const i of free) {
      const want = floor + (spread * (sourceWords[i] ?? 0)) / weight;
      const cap = caps[i] ?? 1;
      if (want > cap) {
        targets[i] = cap;
        fixed.add(i);
        capped = true;
      } else targets[i] = want;
    }
    if (!capped) break;
  }
  return { opening, sections: targets.map((t) => Math.max(1, Math.round(t))) };
}
