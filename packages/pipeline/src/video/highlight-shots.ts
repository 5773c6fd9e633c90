import type { DeckFrame, SentenceTiming } from "@lectern/contract";
import { sourceSentences } from "../slides/bullet-sources.js";
import type { Shot } from "./shot.js";

/** A highlight shorter than this is not shown (it would flicker); the picture before it stays. */
const MIN_STATE_S = 0.3;

const norm = (s: string) => s.replace(/\s+/g, " ").trim();

/**
 * For each spoken sentence of a section, the points (state images, in point order) that came
 * from it. The deck recorded each point's sentence when it was built; a point whose sentence is
 * no longer spoken (the narration was edited, or it is a translation) is matched again against
 * what is spoken now, by the same word overlap.
 */
function statesBySentence(highlights: NonNullable<DeckFrame["highlights"]>, spoken: readonly string[]): Map<number, string[]> {
  const index = new Map<string, number>();
  spoken.forEach((s, i) => {
    if (!index.has(norm(s))) index.set(norm(s), i);
  });
  const rematch = sourceSentences(
    highlights.map((h) => h.text),
    spoken,
  );
  const out = new Map<number, string[]>();
  highlights.forEach((h, p) => {
    const recorded = h.sentence === null ? undefined : index.get(norm(h.sentence));
    const again = rematch[p];
    const at = recorded ?? (again === null || again === undefined ? undefined : index.get(norm(again)));
    if (at === undefined) return;
    out.set(at, [...(out.get(at) ?? []), h.slide]);
  });
  return out;
}

/**
 * Splits one frame's shot into the plain slide and its highlight states: a point is emphasised
 * from the moment the sentence it came from starts until the next sentence starts (several
 * points from one sentence share its time in order); sentences no point came from show the plain
 * slide, and so does the pause before the section's first words.
 *
 * `speechStart` is where the section's narration begins on the timeline; sentence times are
 * relative to it, and `speechEnd` closes the last sentence.
 */
export function highlightShots(frame: DeckFrame, shot: Shot, sentences: readonly SentenceTiming[], speechStart: number, speechEnd: number): Shot[] {
  const highlights = frame.highlights ?? [];
  if (highlights.length === 0 || sentences.length === 0) return [shot];
  const ordered = [...sentences].sort((a, b) => a.start_s - b.start_s);
  const states = statesBySentence(
    highlights,
    ordered.map((s) => s.text),
  );
  if (states.size === 0) return [shot];

  const pieces: Shot[] = [];
  const put = (slide: string, from: number, to: number) => {
    const start = Math.max(from, shot.start_s);
    const end = Math.min(to, shot.end_s);
    if (end <= start) return;
    const last = pieces.at(-1);
    if (last && last.slide === slide) {
      last.end_s = end;
      return;
    }
    if (last && end - start < MIN_STATE_S) {
      last.end_s = end;
      return;
    }
    // Every picture after the frame's first is a state of the same slide: no key frame of its own.
    pieces.push({ ...shot, slide, start_s: start, end_s: end, ...(pieces.length > 0 ? { highlight: true } : {}) });
  };
  let cursor = shot.start_s;
  ordered.forEach((s, i) => {
    const from = speechStart + s.start_s;
    const to = i + 1 < ordered.length ? speechStart + (ordered[i + 1]?.start_s ?? 0) : speechEnd;
    const slides = states.get(i);
    if (!slides || to <= shot.start_s || from >= shot.end_s) return;
    put(shot.slide, cursor, from);
    const share = (to - from) / slides.length;
    slides.forEach((slide, k) => put(slide, from + k * share, from + (k + 1) * share));
    cursor = Math.max(cursor, to);
  });
  put(shot.slide, cursor, shot.end_s);
  return pieces.length > 0 ? pieces : [shot];
}
