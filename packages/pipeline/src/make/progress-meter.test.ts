import { describe, expect, it } from "vitest";
import type { MakeProgress } from "./make-types.js";
import { ProgressMeter, STAGE_WEIGHTS, stageSpans } from "./progress-meter.js";

function recorder(): { events: MakeProgress[]; on: (p: MakeProgress) => void } {
  const events: MakeProgress[] = [];
  return { events, on: (p) => events.push(p) };
}

describe("stageSpans", () => {
  it("lays the stages end to end over 0–100 in their measured proportions", () => {
    const spans = stageSpans(["ingest", "script", "slides", "audio", "video"]);
    const total = Object.values(STAGE_WEIGHTS).reduce((a, b) => a + b, 0);
    expect(spans.ingest[0]).toBe(0);
    expect(spans.video[1]).toBeCloseTo(100);
    expect(spans.script[0]).toBeCloseTo(spans.ingest[1]);
    expect(spans.audio[1] - spans.audio[0]).toBeCloseTo((100 * STAGE_WEIGHTS.audio) / total);
  });

  it("stretches the remaining stages over the whole bar when there is no ingest", () => {
    const spans = stageSpans(["script", "slides", "audio", "video"]);
    expect(spans.script[0]).toBe(0);
    expect(spans.video[1]).toBeCloseTo(100);
    expect(spans.ingest).toEqual([0, 0]);
  });
});

describe("ProgressMeter", () => {
  it("maps stage fractions onto the whole run and never goes back", () => {
    const r = recorder();
    const meter = new ProgressMeter(r.on, ["script", "slides", "audio", "video"]);
    const spans = stageSpans(["script", "slides", "audio", "video"]);
    meter.report("video", 0.5, "Encoding the video");
    meter.report("slides", 1, "late report from a stage beside another");
    meter.done("The video is ready");
    expect(r.events.map((e) => e.percent)).toEqual([Math.floor(spans.video[0] + (spans.video[1] - spans.video[0]) / 2), Math.floor(spans.video[0] + (spans.video[1] - spans.video[0]) / 2), 100]);
    expect(r.events.map((e) => e.stage)).toEqual(["video", "slides", "done"]);
  });

  it("passes on a report only when the whole percent, the stage or the message changes", () => {
    const r = recorder();
    const meter = new ProgressMeter(r.on, ["audio"]);
    for (let i = 0; i <= 1000; i += 1) meter.report("audio", i / 1000, "Recording the narration");
    expect(r.events).toHaveLength(101);
    expect(r.events.at(-1)).toEqual({ stage: "audio", percent: 100, message: "Recording the narration" });
  });

  it("adds the shares of stages that run side by side", () => {
    const r = recorder();
    const meter = new ProgressMeter(r.on, ["script", "slides", "audio", "video"]);
    const spans = stageSpans(["script", "slides", "audio", "video"]);
    meter.reportTogether(
      [
        ["slides", 1],
        ["audio", 0.5],
      ],
      "audio",
      "Recording",
    );
    const expected = spans.slides[0] + (spans.slides[1] - spans.slides[0]) + (spans.audio[1] - spans.audio[0]) / 2;
    expect(r.events[0]?.percent).toBe(Math.floor(expected));
  });

  it("treats fractions outside 0–1 as their nearest bound", () => {
    const r = recorder();
    const meter = new ProgressMeter(r.on, ["ingest", "script"]);
    meter.report("ingest", -3, "a");
    meter.report("ingest", Number.NaN, "b");
    meter.report("script", 7, "c");
    expect(r.events.map((e) => e.percent)).toEqual([0, 0, 100]);
  });
});
