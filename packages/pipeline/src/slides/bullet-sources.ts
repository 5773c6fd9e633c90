import { STOPWORDS } from "../script/local/stopwords.js";
import { splitSentences } from "../text/sentences.js";
import type { PlannedBullet } from "./deck-plan.js";

/** A point on a slide: a bullet with the continuation pieces that follow it on the same frame. */
export function framePoints(bullets: readonly PlannedBullet[]): string[] {
  const points: string[] = [];
  for (const b of bullets) {
    const last = points.length - 1;
    if (b.continuation && last >= 0) points[last] = `${points[last] ?? ""} ${b.text}`;
    else points.push(b.text);
  }
  return points;
}

const words = new Intl.Segmenter(undefined, { granularity: "word" });

/**
 * The words of a text, lower-cased, as a set: Intl word segmentation, so Hindi and Chinese split
 * into words too. Very short Latin words ("a", "of") and English function words ("the", "from",
 * "which") are left out: they say nothing about which sentence a bullet came from, and counting
 * them matched "The wrapped generator samples from the true distribution" to a sentence about
 * another generator.
 */
export function wordSet(text: string): Set<string> {
  const out = new Set<string>();
  for (const s of words.segment(text.normalize("NFC").toLowerCase())) {
    if (!s.isWordLike) continue;
    if (/^[a-z0-9]{1,2}$/.test(s.segment) || STOPWORDS.has(s.segment)) continue;
    out.add(s.segment);
  }
  return out;
}

/** Share of a point's words that a sentence also has (0–1). */
function overlap(point: ReadonlySet<string>, sentence: ReadonlySet<string>): number {
  if (point.size === 0) return 0;
  let shared = 0;
  for (const w of point) if (sentence.has(w)) shared += 1;
  return shared / point.size;
}

/**
 * Below this share of its content words found in one sentence, a point is not said to come from
 * any: a local bullet is a compressed sentence (all its content words are there: share 1 on every
 * corpus bullet the narration says); an edited or LLM bullet may reword a few. Bullets from
 * sentences the narration leaves out share at most two thirds with the sentence said nearest to
 * them on the corpus ("All tau decay channels are included in the simulation" and "For the tau
 * decay channels considered in this paper, …"), and are better left plain than highlighted
 * while another point is being said.
 */
export const MIN_OVERLAP = 0.75;

/**
 * For each point, the narration sentence it came from: the sentence holding the largest share of
 * its words (the earliest on a tie), or null when none holds MIN_OVERLAP.
 */
export function sourceSentences(points: readonly string[], sentences: readonly string[]): (string | null)[] {
  const sets = sentences.map(wordSet);
  return points.map((p) => {
    const mine = wordSet(p);
    let best = -1;
    let bestScore = 0;
    sets.forEach((s, i) => {
      const score = overlap(mine, s);
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    });
    return bestScore >= MIN_OVERLAP ? (sentences[best] ?? null) : null;
  });
}

/**
 * The bullets a narration says, and those it does not: a bullet is said when the matcher above
 * finds the narration sentence it is lit during.
 */
export function saidBullets(points: readonly string[], narration: string): { said: string[]; unsaid: string[] } {
  const sources = sourceSentences(points, splitSentences(narration));
  return { said: points.filter((_p, i) => sources[i] !== null), unsaid: points.filter((_p, i) => sources[i] === null) };
}

/** The sentences of a narration as the audio stage cuts them (so their texts match its timings). */
export const narrationSentences = (narration: string): string[] => splitSentences(narration);
