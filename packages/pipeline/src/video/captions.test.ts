import { describe, expect, it } from "vitest";
import { CAPTION_LIMITS, captionCues, splitText, vttTime, webVtt } from "./captions.js";
import { textLength } from "./frame-cuts.js";

const LONG =
  "Sparse attention keeps a local window around every token and a handful of global tokens, so memory grows linearly with the length of the document instead of quadratically, which is what lets the model read whole books.";

describe("captions", () => {
  it("keeps a short sentence as one cue on its own times", () => {
    const cues = captionCues([{ text: "Attention is all you need.", start_s: 2, end_s: 4.5 }]);
    expect(cues).toEqual([{ start_s: 2, end_s: 4.5, lines: ["Attention is all you need."] }]);
  });

  it("splits a long sentence into cues of at most two lines and about 84 characters, in order and covering its time", () => {
    const cues = captionCues([{ text: LONG, start_s: 10, end_s: 24 }]);
    expect(cues.length).toBeGreaterThanOrEqual(3);
    for (const cue of cues) {
      expect(cue.lines.length).toBeLessThanOrEqual(2);
      expect(textLength(cue.lines.join(" "))).toBeLessThanOrEqual(CAPTION_LIMITS.cueChars);
      for (const line of cue.lines) expect(textLength(line)).toBeLessThanOrEqual(CAPTION_LIMITS.lineChars + 8);
    }
    expect(cues.map((c) => c.lines.join(" ")).join(" ")).toBe(LONG);
    expect(cues[0]?.start_s).toBe(10);
    expect(cues.at(-1)?.end_s).toBe(24);
    cues.slice(1).forEach((c, i) => expect(c.start_s).toBeCloseTo(cues[i]?.end_s ?? NaN, 9));
  });

  it("splits at spaces into balanced pieces, and cuts a word longer than a cue", () => {
    const pieces = splitText("one two three four five six seven eight nine ten", 20);
    expect(pieces.every((p) => p.length <= 20)).toBe(true);
    expect(pieces.join(" ")).toBe("one two three four five six seven eight nine ten");
    const url = "https://example.org/" + "a".repeat(200);
    expect(splitText(url, 84).map((p) => p.length)).toEqual([84, 84, 52]);
  });

  it("measures Devanagari by visible characters", () => {
    const hindi = "यह विधि लंबे दस्तावेज़ों में ध्यान की लागत को कम करती है और पूरी किताबें पढ़ने देती है ".repeat(3).trim();
    const cues = captionCues([{ text: hindi, start_s: 0, end_s: 12 }]);
    for (const cue of cues) expect(textLength(cue.lines.join(" "))).toBeLessThanOrEqual(CAPTION_LIMITS.cueChars);
    expect(cues.map((c) => c.lines.join(" ")).join(" ")).toBe(hindi);
  });

  it("writes WebVTT with hh:mm:ss.mmm times and escaped markup", () => {
    expect(vttTime(3725.0456)).toBe("01:02:05.046");
    const vtt = webVtt(captionCues([{ text: "Loss <0.1 & rising -> stop", start_s: 1, end_s: 2 }]));
    expect(vtt).toBe("WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.000\nLoss &lt;0.1 &amp; rising -&gt; stop\n");
  });

  it("drops sentences with no text or no time on screen", () => {
    expect(captionCues([{ text: "   ", start_s: 0, end_s: 1 }, { text: "Zero", start_s: 3, end_s: 3 }])).toEqual([]);
    expect(webVtt([])).toBe("WEBVTT\n\n");
  });
});
