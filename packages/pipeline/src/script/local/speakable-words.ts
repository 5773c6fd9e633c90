import { speakableCandidates } from "./candidates.js";

/**
 * Words of a text that survive the spoken-style rules (no formulas, captions, fragments): what a
 * section can actually be narrated from. The planner sizes sections by this, so a derivation
 * full of equations does not get minutes of talk it cannot fill.
 */
export function speakableWords(text: string, cjk: boolean): number {
  return speakableCandidates(text, cjk).reduce((n, c) => n + c.words, 0);
}
