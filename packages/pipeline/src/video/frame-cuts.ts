import type { SentenceTiming } from "@lectern/contract";

/** Visible length of a text: user-perceived characters, so Indic clusters count once. */
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });
export function textLength(text: string): number {
  let n = 0;
  for (const _ of graphemes.segment(text)) n += 1;
  return n;
}

/**
 * A frame with almost no bullet text (an image-only continuation, say) still deserves to be seen:
 * its weight is at least this share of the average frame's.
 */
const MIN_WEIGHT_SHARE = 0.25;

function frameWeights(bullets: readonly (readonly string[])[]): number[] {
  const raw = bullets.map((b) => textLength(b.join(" ")));
  const mean = raw.reduce((s, x) => s + x, 0) / Math.max(1, raw.length);
  if (mean === 0) return raw.map(() => 1);
  return raw.map((x) => Math.max(x, mean * MIN_WEIGHT_SHARE));
}

/**
 * When each of a section's frames after the first appears, in seconds from the start of the
 * section's narration (so n frames give n - 1 increasing times).
 *
 * The narration is shared among the frames in proportion to the bullet text on each, and every
 * change is moved to the nearest sentence boundary (the middle of the pause between two
 * sentences), so a slide never changes mid-sentence. Only when there are fewer sentence
 * boundaries than changes (or no timings at all) does a change fall at its proportional time.
 */
export function frameCuts(bullets: readonly (readonly string[])[], sentences: readonly SentenceTiming[], durationS: number): number[] {
  const n = bullets.length;
  if (n <= 1) return [];
  const weights = frameWeights(bullets);
  const total = weights.reduce((s, x) => s + x, 0);
  const targets: number[] = [];
  let acc = 0;
  for (const w of weights.slice(0, -1)) {
    acc += w;
    targets.push((durationS * acc) / total);
  }

  const ordered = [...sentences].sort((a, b) => a.start_s - b.start_s);
  const boundaries: number[] = [];
  for (let i = 0; i + 1 < ordered.length; i += 1) {
    const cur = ordered[i];
    const next = ordered[i + 1];
    if (!cur || !next) continue;
    const at = (Math.min(cur.end_s, next.start_s) + next.start_s) / 2;
    if (at > 0 && at < durationS && (boundaries.length === 0 || at > (boundaries.at(-1) ?? 0))) boundaries.push(at);
  }
  if (boundaries.length < targets.length) return targets;

  // Greedy in order: the nearest boundary to each target that still leaves one for every later
  // change. Boundaries are increasing, so the cuts are too.
  const cuts: number[] = [];
  let from = 0;
  targets.forEach((target, j) => {
    const last = boundaries.length - (targets.length - j);
    let best = from;
    for (let k = from; k <= last; k += 1) {
      if (Math.abs((boundaries[k] ?? 0) - target) < Math.abs((boundaries[best] ?? 0) - target)) best = k;
    }
    cuts.push(boundaries[best] ?? target);
    from = best + 1;
  });
  return cuts;
}
