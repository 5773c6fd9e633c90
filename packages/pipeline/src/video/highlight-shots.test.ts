import type { DeckFrame } from "@lectern/contract";
import { describe, expect, it } from "vitest";
import { highlightShots } from "./highlight-shots.js";
import type { Shot } from "./shot.js";

const sentences = [
  { text: "Let's turn to the results.", start_s: 0, end_s: 1.8 },
  { text: "The model reaches 81 percent accuracy on ImageNet.", start_s: 2, end_s: 4.8 },
  { text: "It was a long week.", start_s: 5, end_s: 6.8 },
  { text: "Training takes two days on eight GPUs.", start_s: 7, end_s: 9.5 },
];

const frame = (highlights: DeckFrame["highlights"]): DeckFrame => ({
  slide: "slide_003.png",
  kind: "section",
  section: "results",
  part: 0,
  parts: 1,
  bullets: ["Model reaches 81 percent accuracy on ImageNet", "Training takes two days"],
  ...(highlights ? { highlights } : {}),
});

const recorded = frame([
  { point: 0, text: "Model reaches 81 percent accuracy on ImageNet", slide: "slide_003_h1.png", sentence: "The model reaches 81 percent accuracy on ImageNet." },
  { point: 1, text: "Training takes two days", slide: "slide_003_h2.png", sentence: "Training takes two days on eight GPUs." },
]);

// The section's slide comes up at 10 s; the voice starts 0.8 s later and speaks for 10 s.
const shot: Shot = { slide: "slide_003.png", section: "results", start_s: 10, end_s: 21 };
const pictures = (shots: Shot[]) => shots.map((s) => [s.slide, +s.start_s.toFixed(2), +s.end_s.toFixed(2), s.highlight === true]);

describe("highlightShots", () => {
  it("emphasises each point from the start of its sentence until the next sentence, plain otherwise", () => {
    expect(pictures(highlightShots(recorded, shot, sentences, 10.8, 20.8))).toEqual([
      ["slide_003.png", 10, 12.8, false],
      ["slide_003_h1.png", 12.8, 15.8, true],
      ["slide_003.png", 15.8, 17.8, true],
      ["slide_003_h2.png", 17.8, 21, true],
    ]);
  });

  it("finds the sentence again by its words when the narration was edited after the deck was built", () => {
    const edited = sentences.map((s, i) => (i === 1 ? { ...s, text: "Now the model reaches 81 percent accuracy on ImageNet, a new record." } : s));
    expect(pictures(highlightShots(recorded, shot, edited, 10.8, 20.8)).map((p) => p[0])).toEqual(["slide_003.png", "slide_003_h1.png", "slide_003.png", "slide_003_h2.png"]);
  });

  it("shares a sentence's time among the points that came from it, in order", () => {
    const both = frame([
      { point: 0, text: "a", slide: "slide_003_h1.png", sentence: "Training takes two days on eight GPUs." },
      { point: 1, text: "b", slide: "slide_003_h2.png", sentence: "Training takes two days on eight GPUs." },
    ]);
    expect(pictures(highlightShots(both, shot, sentences, 10.8, 20.8))).toEqual([
      ["slide_003.png", 10, 17.8, false],
      ["slide_003_h1.png", 17.8, 19.3, true],
      ["slide_003_h2.png", 19.3, 21, true],
    ]);
  });

  it("keeps the slide plain without highlights, without timings, or when no point matches", () => {
    expect(highlightShots(frame(undefined), shot, sentences, 10.8, 20.8)).toEqual([shot]);
    expect(highlightShots(recorded, shot, [], 10.8, 20.8)).toEqual([shot]);
    const unrelated = sentences.map((s) => ({ ...s, text: "Something else entirely." }));
    expect(highlightShots(recorded, shot, unrelated, 10.8, 20.8)).toEqual([shot]);
  });

  it("only splits the part of the section this frame is on screen for", () => {
    const second: Shot = { ...shot, start_s: 16.3, end_s: 21 };
    expect(pictures(highlightShots(recorded, second, sentences, 10.8, 20.8))).toEqual([
      ["slide_003.png", 16.3, 17.8, false],
      ["slide_003_h2.png", 17.8, 21, true],
    ]);
  });
});
