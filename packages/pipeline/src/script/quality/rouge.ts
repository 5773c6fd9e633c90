import { stem } from "../local/tokens.js";
import { STOPWORDS } from "../local/stopwords.js";

/**
 * ROUGE recall of a reference text (the authors' own slides) by a candidate (our slides), on
 * content words with light stemming. Texts are lists of segments (a title, a bullet, a frame):
 * bigrams never span two segments, since a slide's order of bullets is no phrase.
 */

/** Maths as its LaTeX source ($...$, \[...\], \begin{align}...): symbols, not words a viewer reads. */
const MATH = /\$\$[\s\S]*?\$\$|\$[^$]*\$|\\\[[\s\S]*?\\\]|\\\([\s\S]*?\\\)|\\begin\{(equation|align|gather|multline)\*?\}[\s\S]*?\\end\{\1\*?\}/g;
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

/** Content tokens of one segment in order: stemmed, lower-case, stopwords out; numbers kept (a result's figure is content). */
export function rougeTokens(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.replace(MATH, " ").match(WORD) ?? []) {
    const w = raw.toLowerCase().replace(/['’]s$/u, "");
    if (w.length < 2 && !/\d/.test(w)) continue;
    if (STOPWORDS.has(w)) continue;
    out.push(stem(w));
  }
  return out;
}

function grams(segments: readonly string[][], n: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const tokens of segments) {
    for (let i = 0; i + n <= tokens.length; i += 1) {
      const key = tokens.slice(i, i + n).join(" ");
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

/** Share of the reference's n-grams the candidate holds, each counted at most as often as the candidate has it. */
export function rougeRecall(reference: readonly string[][], candidate: readonly string[][], n: 1 | 2): number {
  const ref = grams(reference, n);
  const cand = grams(candidate, n);
  let total = 0;
  let hit = 0;
  for (const [g, count] of ref) {
    total += count;
    hit += Math.min(count, cand.get(g) ?? 0);
  }
  return total === 0 ? 0 : hit / total;
}

export function contentWordCount(segments: readonly string[][]): number {
  return segments.reduce((n, s) => n + s.length, 0);
}

/**
 * The lead baseline a summary must beat: the title, the abstract's sentences, then each section's
 * first sentence, each section's second, and so on, cut at the same number of content words as
 * the candidate (the last segment is cut mid-sentence to match exactly).
 */
export function leadBaseline(title: string, abstractSentences: readonly string[], sectionSentences: readonly (readonly string[])[], words: number): string[][] {
  const order: string[] = [title, ...abstractSentences];
  const longest = Math.max(0, ...sectionSentences.map((s) => s.length));
  for (let k = 0; k < longest; k += 1) for (const s of sectionSentences) if (s[k] !== undefined) order.push(s[k] as string);
  const out: string[][] = [];
  let left = words;
  for (const sentence of order) {
    if (left <= 0) break;
    const tokens = rougeTokens(sentence).slice(0, left);
    if (tokens.length === 0) continue;
    out.push(tokens);
    left -= tokens.length;
  }
  return out;
}
