import type { DeckFrame } from "@lectern/contract";
import { framePoints, narrationSentences, sourceSentences } from "./bullet-sources.js";
import type { DeckPlan, PlannedFrame } from "./deck-plan.js";

export type FrameHighlights = NonNullable<DeckFrame["highlights"]>;

/**
 * How many bullet markers TeX writes on a frame: one per point. A frame that opens with the
 * continuation of a bullet from the frame before has an unmarked first point, so it is given
 * none and keeps no highlights (its points could not be told apart reliably).
 */
export function pointCount(frame: PlannedFrame): number {
  if (frame.kind !== "section" || frame.bullets.length === 0 || frame.bullets[0]?.continuation) return 0;
  return framePoints(frame.bullets).length;
}

/**
 * The highlights of every frame (index → entries) from the state images written for it: each
 * point with its text and the narration sentence it came from, so the video knows when to show it.
 */
export function highlightsOf(plan: DeckPlan, states: ReadonlyMap<number, readonly string[]>, narrationOf: (key: string) => string): Map<number, FrameHighlights> {
  const out = new Map<number, FrameHighlights>();
  plan.frames.forEach((frame, i) => {
    const slides = states.get(i);
    if (frame.kind !== "section" || !slides || slides.length === 0) return;
    const points = framePoints(frame.bullets);
    if (points.length !== slides.length) return;
    const sources = sourceSentences(points, narrationSentences(narrationOf(frame.key)));
    out.set(
      i,
      points.map((text, point) => ({ point, text, slide: slides[point] ?? "", sentence: sources[point] ?? null })),
    );
  });
  return out;
}
