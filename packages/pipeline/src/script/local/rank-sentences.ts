import { isTableResult } from "../plan/table-results.js";
/** A speakable sentence of a section, ready to be ranked and chosen. */
export interface Candidate {
  /** Order in the section (original order is restored after choosing). */
  index: number;
  text: string;
  tokens: readonly string[];
  words: number;
  /** First sentence of its paragraph. */
  leads: boolean;
  /**
   * Content tokens of the source sentence just before this one when that one cannot be read aloud
   * (a formula, a table row): what this sentence may lean on that no listener will hear.
   */
  unspokenBefore?: readonly string[];
}

export interface RankContext {
  /** Stemmed tokens of the paper's title and abstract and of the section's title. */
  keywords: Set<string>;
  cjk: boolean;
  /** How strongly early sentences are preferred (0.25 in a section; the opening uses more). */
  positionWeight?: number;
  /**
   * The part (the paper's section or subsection) each candidate comes from, when a slide was
   * merged from several: a sentence is early or late in its own part, so each subsection's
   * opening carries its point as the first section's does (without it, the whole slide is one part).
   */
  parts?: readonly number[];
}

/** Each candidate's place in its own part: 0 for the part's first sentence, 1 for its last. */
function placeInPart(parts: readonly number[] | undefined, n: number): { at: number; first: boolean }[] {
  const partOf = (k: number) => parts?.[k] ?? 0;
  const count = new Map<number, number>();
  for (let k = 0; k < n; k += 1) count.set(partOf(k), (count.get(partOf(k)) ?? 0) + 1);
  const seen = new Map<number, number>();
  return Array.from({ length: n }, (_v, k) => {
    const i = seen.get(partOf(k)) ?? 0;
    seen.set(partOf(k), i + 1);
    return { at: i / Math.max(1, (count.get(partOf(k)) ?? 1) - 1), first: i === 0 };
  });
}

const DAMPING = 0.85;
const ITERATIONS = 40;

/** TextRank (Mihalcea & Tarau 2004): PageRank over sentences linked by shared content words. */
export function textRank(tokens: readonly (readonly string[])[]): number[] {
  const n = tokens.length;
  const sets = tokens.map((t) => new Set(t));
  const weights: number[][] = sets.map(() => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i += 1) {
    const a = sets[i] as Set<string>;
    for (let j = i + 1; j < n; j += 1) {
      const b = sets[j] as Set<string>;
      if (a.size === 0 || b.size === 0) continue;
      let common = 0;
      for (const t of a) if (b.has(t)) common += 1;
      if (common === 0) continue;
      const w = common / (Math.log(a.size + 1) + Math.log(b.size + 1));
      (weights[i] as number[])[j] = w;
      (weights[j] as number[])[i] = w;
    }
  }
  const outSum = weights.map((row) => row.reduce((s, w) => s + w, 0));
  // Each sentence's incoming links (j and weight j→i over j's out-sum), found once rather than on
  // every iteration; the sums run in the same order, so the scores are the same to the last bit.
  const incoming = Array.from({ length: n }, (_v, i) => {
    const from: number[] = [];
    const share: number[] = [];
    for (let j = 0; j < n; j += 1) {
      const w = (weights[j] as number[])[i] ?? 0;
      const out = outSum[j] ?? 0;
      if (w > 0 && out > 0) {
        from.push(j);
        share.push(w / out);
      }
    }
    return { from, share };
  });
  let scores = new Array<number>(n).fill(1);
  for (let it = 0; it < ITERATIONS; it += 1) {
    scores = scores.map((_s, i) => {
      const { from, share } = incoming[i] as { from: number[]; share: number[] };
      let sum = 0;
      for (let k = 0; k < from.length; k += 1) sum += (share[k] ?? 0) * (scores[from[k] as number] ?? 0);
      return 1 - DAMPING + DAMPING * sum;
    });
  }
  return scores;
}

const CLAIM_EN =
  /\b(?:we (?:propose|present|introduce|show|find|found|demonstrate|develop|conclude|observe|report|argue|provide|create|curate)|our (?:results|method|approach|model|findings|analysis|study|work)|results? (?:show|suggest|indicate|demonstrate)|in this (?:paper|work|study)|this (?:paper|work|study) )/i;
const CLAIM_ZH = /我们(?:提出|发现|展示|证明|表明|引入)|本文|结果表明|实验表明/u;
const NEEDS_CONTEXT_EN =
  /^(?:However|Thus|Therefore|Hence|This|These|That|Those|It|They|Such|In contrast|On the other hand|Instead|Similarly|Likewise|Here|Then|Second|Third|Secondly|Thirdly|Next|Both|Its|Their|Accordingly|Consequently|Otherwise)\b/;
const NEEDS_CONTEXT_ZH = /^(?:然而|因此|所以|这|这些|它|它们|同样|其|该|此)/u;
/**
 * A result with its number: a figure and a comparison in one sentence ("the error is 25 percent
 * lower", "a speed-up of 3 times", "outperforms … by 4 points"). A talk gives results with their numbers.
 */
const COMPARISON = /\b(?:improv|outperform|reduc|increas|decreas|faster|slower|lower|higher|better|worse|speed-?up|gain|drop|exceed|beat|surpass|fewer|more than|less than|compared|relative|versus|vs|against|achiev|attain|reach|scales? (?:to|up to|linearly))\w*/i;
/** A figure, not a digit inside a name ("GLI1", "CS1", "HPV-16"). */
const NUMBER = /(?<!\p{L}-?)\d|\bpercent\b|\b(?:two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred|thousand)[- ](?:fold|times|orders? of magnitude|magnitudes)\b/u;
const QUANTIFIED_RESULT = 1.4;
const TABLE_RESULT = 2.5;

/** A quantity the paper measured and reports: "we measure the rate to be 2.0 per star", "we find 16 candidates". */
const MEASURED = /\bwe (?:\p{L}+ly )?(?:measure|find|found|estimate|obtain|infer|detect|identify|report|observe)d?\b(?=[^.;]*(?<!\p{L}-?)\d)/iu;

/** "aligned reliably more to their children than …", "grew faster than": a comparison split by its terms. */
const COMPARED_WITH_THAN = /\b(?:more|less|fewer)\b[^.;]{0,60}\bthan\b|\b\p{L}{2,}er\s+than\b/iu;

/** A sentence that says how something came out: a comparison or a number. */
export function statesOutcome(text: string): boolean {
  return COMPARISON.test(text) || COMPARED_WITH_THAN.test(text) || NUMBER.test(text);
}

export function isQuantifiedResult(text: string): boolean {
  return NUMBER.test(text) && (COMPARISON.test(text) || MEASURED.test(text));
}

const POINTS_AT_FIGURE = /\b(?:a figure|a table|the figures|the tables|the paper (?:shows|illustrates|plots|lists))\b/i;

/**
 * Sentence scores: TextRank centrality times weights for position (earlier sentences and
 * paragraph leads carry a section's point), topic keywords, explicit claims ("we show"), results
 * with their numbers, and
 * penalties for sentences that lean on a previous one or on a figure the listener cannot see.
 */
export function rankSentences(candidates: Candidate[], context: RankContext): number[] {
  const centrality = textRank(candidates.map((c) => c.tokens));
  const places = placeInPart(context.parts, candidates.length);
  const early = context.positionWeight ?? 0.25;
  return candidates.map((c, k) => {
    const place = places[k] ?? { at: 1, first: false };
    const pos = (1 + early * (1 - place.at)) * (c.leads ? 1.15 : 1) * (place.first ? 1.1 : 1);
    const hits = c.tokens.filter((t) => context.keywords.has(t)).length;
    const keyword = 1 + Math.min(0.6, hits / Math.max(4, c.tokens.length));
    const claim = (context.cjk ? CLAIM_ZH : CLAIM_EN).test(c.text) ? 1.2 : 1;
    const leans = (context.cjk ? NEEDS_CONTEXT_ZH : NEEDS_CONTEXT_EN).test(c.text) ? 0.75 : 1;
    const figure = POINTS_AT_FIGURE.test(c.text) ? 0.85 : 1;
    // A table's result is the one the authors marked best: it carries the talk's numbers, though
    // as a sentence of our making it shares few words with the paper's and ranks low on centrality.
    const result = context.cjk ? 1 : isTableResult(c.text) ? TABLE_RESULT : isQuantifiedResult(c.text) ? QUANTIFIED_RESULT : 1;
    return (centrality[k] ?? 1) * pos * keyword * claim * leans * figure * result;
  });
}
