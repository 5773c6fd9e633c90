/**
 * Holes in a narration: places where the paper had a formula and the narration says the words
 * around it with nothing in between ("assumes that is sufficiently large" from "assumes that
 * $N_{\rm samp}$ is sufficiently large"). Found from the LaTeX source itself, independently of
 * how ingest reads it: every formula's (up to) three words before and two words after; a
 * narration that says those words in a row has lost the formula.
 */

export interface MathHole {
  /** The narration sentence with the hole. */
  sentence: string;
  /** The source around the formula, as written. */
  source: string;
}

interface Span {
  before: string[];
  after: string[];
  source: string;
}

const INLINE = /(?<![\\$])\$(?!\$)((?:\\.|[^$\\])+?)\$|\\\(([\s\S]+?)\\\)/g;
const DISPLAY = /\$\$[\s\S]+?\$\$|\\\[[\s\S]+?\\\]|\\begin\{(equation|align|gather|multline|eqnarray)\*?\}[\s\S]+?\\end\{\1\*?\}/g;

function stripComments(tex: string): string {
  return tex.replace(/(?<!\\)%.*$/gm, "");
}

/** Plain words of a stretch of LaTeX: commands with their reference arguments dropped, braces gone. */
function plainWords(tex: string): string[] {
  const text = tex
    .replace(/\\(?:cite\w*|ref|eqref|autoref|cref|Cref|label|footnote|url|href)\*?(?:\[[^\]]*\])*\{[^}]*\}/g, " ")
    .replace(/\\[A-Za-z@]+\*?/g, " ")
    .replace(/[{}~]/g, " ");
  return text.match(/[A-Za-z]+(?:['’-][A-Za-z]+)*/g)?.map((w) => w.toLowerCase()) ?? [];
}

function spans(tex: string): Span[] {
  const clean = stripComments(tex);
  const out: Span[] = [];
  const all = [...clean.matchAll(INLINE), ...clean.matchAll(DISPLAY)];
  for (const m of all) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const left = clean.slice(Math.max(0, start - 160), start);
    const right = clean.slice(end, end + 160);
    // A formula at a sentence or paragraph edge cannot leave a hole inside a sentence.
    if (/[.!?:;]\s*$|\n\s*\n\s*$/.test(left) || /^\s*(?:[.!?:;]|\n\s*\n)/.test(right)) continue;
    // Only the words up to the next formula count: two formulas in a row are one gap.
    const leftWords = plainWords(left.split(/\$|\\\)/).pop() ?? "").slice(-3);
    const rightWords = plainWords(right.split(/\$|\\\(/)[0] ?? "").slice(0, 2);
    if (leftWords.length < 2 || rightWords.length < 2) continue;
    out.push({ before: leftWords, after: rightWords, source: `${left.slice(-60)}${m[0].slice(0, 60)}${right.slice(0, 40)}`.replace(/\s+/g, " ").trim() });
  }
  return out;
}

/** Narration words, numbers included: a number said where the formula was fills the gap. */
function words(text: string): string[] {
  return text.match(/[A-Za-z0-9]+(?:['’.-][A-Za-z0-9]+)*/g)?.map((w) => w.toLowerCase()) ?? [];
}

function containsRun(haystack: string[], needle: string[]): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** Narration sentences that say a formula's neighbours with nothing between them. */
export function findMathHoles(texSources: readonly string[], sentences: readonly string[]): MathHole[] {
  const all = texSources.flatMap(spans);
  const holes: MathHole[] = [];
  for (const sentence of sentences) {
    const w = words(sentence);
    const hit = all.find((s) => containsRun(w, [...s.before, ...s.after]));
    if (hit) holes.push({ sentence, source: hit.source });
  }
  return holes;
}
