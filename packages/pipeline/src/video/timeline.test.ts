import type { AudioSection, DeckFrame } from "@lectern/contract";
import { describe, expect, it } from "vitest";
import { PACING, planTimeline } from "./timeline.js";

let page = 0;
const frame = (kind: DeckFrame["kind"], section: string | null = null, part = 0, parts = 1, bullets: string[] = []): DeckFrame => ({
  slide: `slide_${String(page++).padStart(3, "0")}.png`,
  kind,
  section,
  part,
  parts,
  bullets,
});
const narration = (key: string, duration: number, sentences = 2): AudioSection => ({
  key,
  file: `00_${key}.wav`,
  duration_s: duration,
  sentences: Array.from({ length: sentences }, (_, i) => ({ text: `${key} ${i}.`, start_s: (i * duration) / sentences, end_s: ((i + 1) * duration) / sentences - 0.2 })),
});
const title = (key: string) => key.toUpperCase();

describe("planTimeline", () => {
  it("lays out title lead-in, sections with pauses between them, and the closing tail", () => {
    page = 0;
    const frames = [frame("title"), frame("section", "intro"), frame("section", "method"), frame("closing")];
    const t = planTimeline(frames, [narration("intro", 10), narration("method", 20)], title);
    const { leadInS: lead, gapS: gap, tailS: tail } = PACING;
    expect(t.total_s).toBeCloseTo(lead + 10 + gap + 20 + tail, 9);
    expect(t.shots.map((s) => [s.slide, s.start_s, s.end_s])).toEqual([
      ["slide_000.png", 0, lead],
      ["slide_001.png", lead, lead + 10],
      ["slide_002.png", lead + 10, lead + 10 + gap + 20],
      ["slide_003.png", lead + 10 + gap + 20, lead + 10 + gap + 20 + tail],
    ]);
    expect(t.clips.map((c) => [c.key, c.start_s])).toEqual([
      ["intro", lead],
      ["method", lead + 10 + gap],
    ]);
    expect(t.chapters).toEqual([
      { title: "INTRO", start_s: 0, end_s: lead + 10 },
      { title: "METHOD", start_s: lead + 10, end_s: t.total_s },
    ]);
    // Sentences move with their section.
    expect(t.sentences[2]).toEqual({ text: "method 0.", start_s: lead + 10 + gap, end_s: lead + 10 + gap + 9.8 });
    expect(t.warnings).toEqual([]);
  });

  it("pairs by key, in slide order, whatever order the narration lists its sections in", () => {
    page = 0;
    const frames = [frame("title"), frame("section", "a"), frame("section", "b"), frame("section", "c"), frame("closing")];
    const t = planTimeline(frames, [narration("c", 3), narration("a", 7), narration("b", 5)], title);
    expect(t.clips.map((c) => [c.key, c.duration_s])).toEqual([
      ["a", 7],
      ["b", 5],
      ["c", 3],
    ]);
    const shotOf = (key: string) => t.shots.find((s) => s.section === key);
    for (const clip of t.clips) {
      const shot = shotOf(clip.key);
      // Each section's slide is up for exactly its own narration (plus the pause before it).
      expect(shot?.end_s).toBeCloseTo(clip.start_s + clip.duration_s, 9);
    }
  });

  it("leaves out slides without narration and narration without slides, with a warning each, without shifting the rest", () => {
    page = 0;
    const frames = [frame("title"), frame("section", "a"), frame("section", "orphan"), frame("section", "b"), frame("closing")];
    const t = planTimeline(frames, [narration("a", 4), narration("b", 6), narration("unseen", 9)], title);
    expect(t.clips.map((c) => c.key)).toEqual(["a", "b"]);
    expect(t.shots.map((s) => s.section)).toEqual([null, "a", "b", null]);
    expect(t.total_s).toBeCloseTo(PACING.leadInS + 4 + PACING.gapS + 6 + PACING.tailS, 9);
    expect(t.warnings).toHaveLength(2);
    expect(t.warnings.join("\n")).toMatch(/"ORPHAN" has slides but no narration/);
    expect(t.warnings.join("\n")).toMatch(/"UNSEEN" has narration but no slide/);
  });

  it("shows continuation frames one after another within their section's narration", () => {
    page = 0;
    const frames = [frame("section", "r", 0, 3, ["x".repeat(40)]), frame("section", "r", 1, 3, ["y".repeat(40)]), frame("section", "r", 2, 3, ["z".repeat(40)])];
    const t = planTimeline(frames, [narration("r", 12, 6)], title);
    expect(t.shots).toHaveLength(3);
    expect(t.shots[0]?.start_s).toBe(0);
    t.shots.slice(1).forEach((s, i) => expect(s.start_s).toBe(t.shots[i]?.end_s));
    // No closing slide: the last slide is held for the tail.
    expect(t.shots.at(-1)?.end_s).toBeCloseTo(12 + PACING.tailS, 9);
    // Cuts sit in pauses: sentence i ends at 2i + 1.8 and the next starts at 2i + 2.
    expect(t.shots.slice(1).map((s) => s.start_s)).toEqual([3.9, 7.9]);
  });

  it("has nothing to show when no section has narration", () => {
    page = 0;
    const t = planTimeline([frame("title"), frame("section", "a"), frame("closing")], [narration("z", 5)], title);
    expect(t.clips).toEqual([]);
    expect(t.total_s).toBe(0);
    expect(t.warnings).toHaveLength(2);
  });
});
