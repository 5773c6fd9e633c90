import { MATH_PLACEHOLDER } from "@lectern/contract";
import { findFormulaGap, type FormulaGap } from "./formula-gaps.js";
import { checkSpokenText } from "./spoken-text.js";

/**
 * What maths leaves behind when a model half-translates it, beyond the markup spoken-text.ts
 * rejects: a subscript ("N_samp"), an operator, or the punctuation around a formula with the
 * formula gone ("where , is", "( )"). A listener hears each as a hole.
 */
const RESIDUE: [what: string, re: RegExp][] = [
  ["a subscript underscore", /[\p{L}\p{N}]_[\p{L}\p{N}]/u],
  ["a maths symbol", /[=≠≤≥±×÷∑∏∫√∞∈∉⊂⊆∀∃∂∇≈∝→⇒⇔]|\s[<>]\s/u],
  ["empty brackets where something was left out", /\(\s*[,;.]?\s*\)|\[\s*\]/],
  ["punctuation with nothing before it", /\s[,;:](?=\s|$)|[^.\s]\s\.(?=\s|$)|[,;:]\s*[,;:]/],
];

/** A question or an exclamation closes a sentence too; what matters is that nothing was cut off. */
const CLOSED = /[.!?]["'”’)\]]*$/u;

export interface NarrationCheck {
  /** Cleaned (Markdown emphasis, headings and citations removed) when that was possible. */
  text: string;
  problems: string[];
}

/** Everything wrong with an English narration: markup, formula markers or gaps, residue, no final full stop. */
export function narrationProblems(raw: string, gaps: readonly FormulaGap[]): NarrationCheck {
  const spoken = checkSpokenText(raw);
  const text = spoken.ok ? spoken.value : raw.replace(/\s+/g, " ").trim();
  const problems: string[] = spoken.ok ? [] : [spoken.reason];
  if (text.includes(MATH_PLACEHOLDER)) problems.push(`it contains the marker ${MATH_PLACEHOLDER} (say the maths in words, or leave that sentence out)`);
  for (const [what, re] of RESIDUE) if (re.test(text)) problems.push(`it contains ${what}`);
  const gap = findFormulaGap(text, gaps);
  if (gap !== undefined) problems.push(`it leaves a gap where the paper has a formula ("${gap}"): say it in words, or leave that sentence out`);
  if (text.length > 0 && !CLOSED.test(text)) problems.push("it does not end with a full stop");
  return { text, problems };
}
