import type { AudioSection, DeckFrame } from "@lectern/contract";
import { frameCuts } from "./frame-cuts.js";
import { highlightShots } from "./highlight-shots.js";
import type { Shot } from "./shot.js";

/**
 * Pacing of the talk around the narration. The title slide gets a silent lead-in instead of a
 * spoken one: the first section (the opening) already introduces the paper, and two seconds is
 * enough to read a title without waiting. Between sections the next slide comes up first and the
 * voice follows after a breath, the way a speaker turns to a new slide and then talks.
 */
export const PACING = {
  /** Title slide, silent, before the first section. */
  leadInS: 2,
  /** Silence before every section but the first, with that section's slide already shown. */
  gapS: 0.8,
  /** Closing slide (or the last slide held) after the last words. */
  tailS: 2,
} as const;

export type { Shot };

/** One section's narration file placed on the timeline. */
export interface NarrationClip {
  key: string;
  file: string;
  start_s: number;
  duration_s: number;
}

export interface Chapter {
  title: string;
  start_s: number;
  end_s: number;
}

/** A spoken sentence in timeline time, for captions. */
export interface TimedSentence {
  text: string;
  start_s: number;
  end_s: number;
}

export interface Timeline {
  shots: Shot[];
  clips: NarrationClip[];
  chapters: Chapter[];
  sentences: TimedSentence[];
  total_s: number;
  warnings: string[];
}

type Group = { kind: "title" | "closing"; frame: DeckFrame } | { kind: "section"; key: string; frames: DeckFrame[] };

/** Frames in deck order, with each section's frames (continuations included) gathered by key. */
function groupFrames(frames: readonly DeckFrame[]): Group[] {
  const groups: Group[] = [];
  const byKey = new Map<string, DeckFrame[]>();
  for (const frame of frames) {
    if (frame.kind !== "section" || frame.section === null) {
      groups.push({ kind: frame.kind === "closing" ? "closing" : "title", frame });
      continue;
    }
    const existing = byKey.get(frame.section);
    if (existing) {
      existing.push(frame);
      continue;
    }
    const list = [frame];
    byKey.set(frame.section, list);
    groups.push({ kind: "section", key: frame.section, frames: list });
  }
  return groups;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/**
 * Lays the deck out against the narration. Slides and narration are paired by section key, never
 * by position: the deck decides the order, and a section shows its frames for exactly its own
 * narration. A section with slides but no narration, or narration but no slides, is left out with
 * a warning rather than shown against the wrong words.
 */
export function planTimeline(
  frames: readonly DeckFrame[],
  narration: readonly AudioSection[],
  titleOf: (key: string) => string,
  opts: { highlight?: boolean } = {},
): Timeline {
  const highlight = opts.highlight ?? true;
  const warnings: string[] = [];
  const audioByKey = new Map<string, AudioSection>();
  for (const section of narration) {
    if (audioByKey.has(section.key)) warnings.push(`The narration lists section "${section.key}" twice; the first is used.`);
    else audioByKey.set(section.key, section);
  }

  const shots: Shot[] = [];
  const clips: NarrationClip[] = [];
  const chapters: Chapter[] = [];
  const sentences: TimedSentence[] = [];
  const shown = new Set<string>();
  let t = 0;
  let endsWithSection = false;

  for (const group of groupFrames(frames)) {
    if (group.kind !== "section") {
      const length = group.kind === "title" ? PACING.leadInS : PACING.tailS;
      shots.push({ slide: group.frame.slide, section: null, start_s: t, end_s: t + length });
      t += length;
      endsWithSection = false;
      continue;
    }
    shown.add(group.key);
    const audio = audioByKey.get(group.key);
    if (!audio || audio.duration_s <= 0) {
      warnings.push(`Section "${titleOf(group.key)}" has slides but no narration; its ${group.frames.length} slide(s) are left out.`);
      continue;
    }
    const chapterStart = clips.length === 0 ? 0 : t;
    const speechStart = clips.length === 0 ? t : t + PACING.gapS;
    const speechEnd = speechStart + audio.duration_s;
    const cuts = frameCuts(
      group.frames.map((f) => f.bullets),
      audio.sentences,
      audio.duration_s,
    );
    group.frames.forEach((frame, j) => {
      const start = j === 0 ? t : speechStart + (cuts[j - 1] ?? 0);
      const end = j + 1 < group.frames.length ? speechStart + (cuts[j] ?? audio.duration_s) : speechEnd;
      const shot: Shot = { slide: frame.slide, section: group.key, start_s: start, end_s: end };
      shots.push(...(highlight ? highlightShots(frame, shot, audio.sentences, speechStart, speechEnd) : [shot]));
    });
    clips.push({ key: group.key, file: audio.file, start_s: speechStart, duration_s: audio.duration_s });
    for (const s of audio.sentences) {
      const start = clamp(s.start_s, 0, audio.duration_s);
      const end = clamp(s.end_s, start, audio.duration_s);
      if (s.text.trim() !== "") sentences.push({ text: s.text, start_s: speechStart + start, end_s: speechStart + end });
    }
    chapters.push({ title: titleOf(group.key), start_s: chapterStart, end_s: speechEnd });
    t = speechEnd;
    endsWithSection = true;
  }

  for (const key of audioByKey.keys()) {
    if (!shown.has(key)) warnings.push(`Section "${titleOf(key)}" has narration but no slide; its narration is left out.`);
  }
  // Without a closing slide the last slide stays up a moment, so the talk does not stop mid-breath.
  const last = shots.at(-1);
  if (endsWithSection && last) {
    last.end_s += PACING.tailS;
    t += PACING.tailS;
  }
  chapters.forEach((c, i) => {
    c.end_s = chapters[i + 1]?.start_s ?? t;
  });
  return { shots: clips.length === 0 ? [] : shots, clips, chapters, sentences, total_s: clips.length === 0 ? 0 : t, warnings };
}
