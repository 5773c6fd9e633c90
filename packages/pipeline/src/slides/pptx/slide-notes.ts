import type { SentenceTiming } from "@lectern/contract";
import { splitSentences } from "../../text/sentences.js";
import { frameCuts, textLength } from "../../video/frame-cuts.js";

/**
 * The speaker notes of each of a section's slides: its narration, shared among the slides the
 * way the video shares it (in proportion to the bullet text on each, changing slide only between
 * sentences), so a presenter reads on each slide what the video says over it. Text length stands
 * in for the spoken time the video measures. One slide gets the whole narration.
 */
export function slideNotes(narration: string, frameBullets: readonly (readonly string[])[]): string[] {
  const text = narration.trim();
  if (frameBullets.length <= 1) return [text];
  const sentences = splitSentences(text);
  let at = 0;
  const timed: SentenceTiming[] = sentences.map((s) => {
    const start = at;
    at += textLength(s) + 1;
    return { text: s, start_s: start, end_s: at };
  });
  const cuts = frameCuts(frameBullets, timed, at);
  const notes: string[][] = frameBullets.map(() => []);
  for (const s of timed) {
    // A cut lies on the start of the sentence that opens the next slide (no pause between them here).
    const frame = Math.min(cuts.filter((c) => c <= s.start_s).length, notes.length - 1);
    notes[frame]?.push(s.text);
  }
  return notes.map((n) => n.join(" "));
}
