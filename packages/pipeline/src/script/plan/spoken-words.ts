/**
 * Spoken-word counting shared by the planner (targets) and the writers (what they produced), so
 * both sides measure the same thing. Han characters and kana carry no spaces: about 1.5 of them
 * are spoken in the time of one English word (≈225 characters a minute at 150 words a minute).
 */
export const CJK_CHARS_PER_WORD = 1.5;

/** Han ideographs and Japanese kana: counted per character. Hangul is space-separated, so not here. */
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/gu;
// Marks belong to their word: Indic vowel signs are \p{M}, not letters.
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’.-][\p{L}\p{M}\p{N}]+)*/gu;

/** One Han or kana character anywhere: most text has none, and then one pass over it is enough. */
const HAS_CJK = new RegExp(CJK.source, "u");

export function countSpokenWords(text: string): number {
  if (!HAS_CJK.test(text)) return text.match(WORD)?.length ?? 0;
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text.replace(CJK, " ").match(WORD)?.length ?? 0;
  return words + Math.round(cjk / CJK_CHARS_PER_WORD);
}

/** True when the text is mostly Han/kana, so sentences and words follow CJK rules. */
export function isCjkText(text: string): boolean {
  if (!HAS_CJK.test(text)) return false;
  const cjk = text.match(CJK)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return cjk > 0 && cjk * 3 >= latin;
}
