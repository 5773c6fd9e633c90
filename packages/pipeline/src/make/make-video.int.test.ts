import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { espeakSpeech } from "../providers/speech/speech-espeak.js";
import { readScript, writeScript } from "../script/script-file.js";
import { readDeckManifest } from "../slides/deck-manifest.js";
import { houseFilePath } from "../test-support/house-papers/house-papers.js";
import { probeMedia } from "../video/probe.js";
import { makeFromWorkspace } from "./make-from-workspace.js";
import type { MakeProgress, MakeStage } from "./make-types.js";
import { makeVideo } from "./make-video.js";

const paper = houseFilePath("routing.pdf");
/** Slides and audio run side by side, so either may report first; everything else is in order. */
const RANK: Record<MakeStage, number> = { ingest: 0, script: 1, slides: 2, audio: 2, video: 3, done: 4 };

describe("makeVideo on a real paper", () => {
  let root = "";
  let dir = "";
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-make-int-"));
    dir = path.join(root, "paper");
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("turns a PDF into a playable video, with progress that only rises", async () => {
    const events: MakeProgress[] = [];
    const result = await makeVideo({ kind: "pdf", file: paper }, dir, { speech: espeakSpeech(), onProgress: (p) => events.push(p) });

    const probe = await probeMedia(result.video.mp4);
    expect(probe.streams.map((s) => s.codec_type)).toEqual(expect.arrayContaining(["video", "audio", "subtitle"]));
    expect(probe.format.duration).toBeCloseTo(result.counts.videoSeconds, 0);
    expect(result.counts.videoSeconds).toBeGreaterThan(60);

    const script = await readScript(dir);
    expect(result.counts.sections).toBe(script?.order.length);
    expect(result.counts.slides).toBe((await readDeckManifest(path.join(dir, "slides")))?.frames.length);
    expect(result.skipped).toEqual({ ingest: false, script: false, slides: false, audio: false, video: false });

    const t = result.timings;
    for (const ms of [t.ingestMs ?? 0, t.scriptMs, t.slidesMs, t.audioMs, t.videoMs]) expect(ms).toBeGreaterThan(0);
    // Slides and audio overlap, so the whole is less than the sum but at least the longest path.
    expect(t.totalMs).toBeGreaterThanOrEqual((t.ingestMs ?? 0) + t.scriptMs + Math.max(t.slidesMs, t.audioMs) + t.videoMs - 5);

    expect(events[0]).toMatchObject({ stage: "ingest", percent: 0 });
    expect(events.at(-1)).toEqual({ stage: "done", percent: 100, message: "The video is ready" });
    for (let i = 1; i < events.length; i += 1) {
      const [a, b] = [events[i - 1], events[i]];
      if (!a || !b) continue;
      expect(b.percent).toBeGreaterThanOrEqual(a.percent);
      expect(RANK[b.stage]).toBeGreaterThanOrEqual(RANK[a.stage]);
    }
    expect(new Set(events.map((e) => e.stage))).toEqual(new Set(["ingest", "script", "slides", "audio", "video", "done"]));
  }, 180_000);

  it("keeps every finished stage when run again", async () => {
    const mp4 = path.join(dir, "video", "en", "presentation.mp4");
    const before = fs.statSync(mp4).mtimeMs;
    const result = await makeVideo({ kind: "pdf", file: paper }, dir, { speech: espeakSpeech() });
    expect(result.skipped).toEqual({ ingest: true, script: true, slides: true, audio: true, video: true });
    expect(fs.statSync(mp4).mtimeMs).toBe(before);
    expect(result.counts.videoSeconds).toBeGreaterThan(60);
  }, 60_000);

  it("after a bullet is edited, makes new slides and a new video but keeps the narration", async () => {
    const script = await readScript(dir);
    const key = script?.order[1];
    const section = key ? script.sections[key] : undefined;
    if (!script || !section) throw new Error("the script has fewer than two sections");
    section.bullet_points = ["A bullet written by a person", ...section.bullet_points.slice(1)];
    await writeScript(dir, script);

    const result = await makeFromWorkspace(dir, { speech: espeakSpeech() });
    expect(result.skipped).toEqual({ script: true, slides: false, audio: true, video: false });
    const deck = await readDeckManifest(path.join(dir, "slides"));
    expect(deck?.frames.find((f) => f.section === key)?.bullets[0]).toBe("A bullet written by a person");
  }, 120_000);
});
