import { MATH_PLACEHOLDER } from "@lectern/contract";

/**
 * Gaps where maths was: the paper's text says MATH_PLACEHOLDER where a formula was too long to
 * say, and a narration that says the words on both sides of it in a row ("we assume that is
 * sufficiently large") has dropped the formula and left a sentence with a hole in it.
 */
export interface FormulaGap {
  before: string[];
  after: string[];
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu) ?? [];

/** The (up to) three words before and two after each marker, within its sentence. */
export function formulaGaps(texts: readonly string[]): FormulaGap[] {
  const gaps: FormulaGap[] = [];
  for (const text of texts) {
    const pieces = text.split(MATH_PLACEHOLDER);
    for (let i = 0; i + 1 < pieces.length; i += 1) {
      const left = (pieces[i] ?? "").split(/[.!?:;]\s|\n\s*\n/).at(-1) ?? "";
      const right = (pieces[i + 1] ?? "").split(/[.!?:;](?:\s|$)|\n\s*\n/)[0] ?? "";
      const before = words(left).slice(-3);
      const after = words(right).slice(0, 2);
      // Fewer words on a side is too common a phrase to prove anything.
      if (before.length >= 2 && after.length >= 2) gaps.push({ before, after });
    }
  }
  return gaps;
}

function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** The first gap the narration says with nothing in it, as "assume that … is sufficiently". */
export function findFormulaGap(narration: string, gaps: readonly FormulaGap[]): string | undefined {
  const said = words(narration);
  const gap = gaps.find((g) => containsRun(said, [...g.before, ...g.after]));
  return gap && `${gap.before.join(" ")} … ${gap.after.join(" ")}`;
}
