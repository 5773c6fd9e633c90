import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import type { Translator } from "../providers/translate/translator.js";
import { espeakSpeech } from "../providers/speech/speech-espeak.js";

import type { SpeechProvider } from "../providers/speech/speech-provider.js";
import { readDeckManifest } from "../slides/deck-manifest.js";
import { fakeTranslate } from "../test-support/speech/fake-translation.js";
import { makeWorkspace } from "../test-support/speech/workspace-fixture.js";
import { suiteTempDir } from "../test-support/temp-dir.js";
import { probeMedia } from "../video/probe.js";
import { makeFromWorkspace } from "./make-from-workspace.js";
import type { MakeProgress } from "./make-types.js";
import { ProviderError } from "../providers/provider-error.js";
import { StageError } from "../stage-error.js";

const SECTIONS = [
  { key: "introduction", title: "Introduction", script: "We study long documents. They are expensive to read.", bullets: ["Long documents are expensive"] },
  { key: "method", title: "Method", script: "We keep a local window around each word.", bullets: ["A local window per word"] },
];

/** Translates in-process, as the fakes of the real services do: letters become the target script's. */
function fakeTranslator(): Translator & { calls: number } {
  const t = {
    name: "sarvam" as const,
    label: "fake translator",
    maxChars: 1000,
    calls: 0,
    translate: (texts: readonly string[], request: { to: { code: string } }) => {
      t.calls += 1;
      return Promise.resolve(texts.map((text) => fakeTranslate(text, request.to.code)));
    },
  };
  return t;
}

const buildDirs = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.startsWith(".build-")) : []);

describe("makeFromWorkspace", () => {
  const root = suiteTempDir("lectern-make-");

  it("narrates in another language with its own translated deck", async () => {
    const dir = await makeWorkspace(path.join(root, "hindi"), SECTIONS);
    const translator = fakeTranslator();
    let asked: string | undefined;
    const result = await makeFromWorkspace(dir, {
      language: "Hindi",
      voice: "karun",
      speech: espeakSpeech(),
      translator: (from) => {
        asked = from;
        return translator;
      },
      hinglishIterations: 0,
    });
    expect(asked).toBe("en");
    expect(translator.calls).toBe(1);
    expect(result.language).toBe("Hindi");
    expect(result.video.mp4).toBe(path.join(dir, "video", "hi", "presentation.mp4"));
    const hindiDeck = await readDeckManifest(path.join(dir, "slides", "hi"));
    expect(hindiDeck?.language).toBe("hi");
    expect(result.counts.slides).toBe(hindiDeck?.frames.length);
    // The source deck is made too (the slides screen shows it).
    expect(fs.existsSync(path.join(dir, "slides", "slides.pdf"))).toBe(true);
    const probe = await probeMedia(result.video.mp4);
    expect(probe.streams.find((s) => s.codec_type === "audio")?.tags?.language).toBe("hin");
    expect(probe.format.duration).toBeCloseTo(result.counts.videoSeconds, 0);
  }, 240_000);

  it("fails before any speech or typesetting when the language needs a translator and there is none", async () => {
    const dir = await makeWorkspace(path.join(root, "untranslated"), SECTIONS);
    await expect(makeFromWorkspace(dir, { language: "Tamil", speech: espeakSpeech() })).rejects.toBeInstanceOf(StageError);
    await expect(makeFromWorkspace(dir, { language: "Tamil", speech: espeakSpeech() })).rejects.toThrow(/API key/);
    expect(fs.existsSync(path.join(dir, "slides"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "audio"))).toBe(false);
  }, 60_000);

  it("stops the slides when the speech fails, and reports the speech failure", async () => {
    const dir = await makeWorkspace(path.join(root, "speech-fails"), SECTIONS);
    const failing: SpeechProvider = {
      ...espeakSpeech(),
      synthesize: () => Promise.reject(new ProviderError("The voice service is down; try again later.", { role: "speech", service: "espeak" })),
    };
    const events: MakeProgress[] = [];
    await expect(makeFromWorkspace(dir, { speech: failing, onProgress: (p) => events.push(p) })).rejects.toThrow("The voice service is down");
    // Both halves have stopped by the time the failure is reported: no build is left half done.
    expect(buildDirs(path.join(dir, "slides"))).toEqual([]);
    expect(buildDirs(path.join(dir, "audio"))).toEqual([]);
    expect(fs.existsSync(path.join(dir, "audio", "en", "manifest.json"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "video"))).toBe(false);
    expect(events.some((e) => e.stage === "done")).toBe(false);
  }, 60_000);

  it("stops when the caller aborts", async () => {
    const dir = await makeWorkspace(path.join(root, "aborted"), SECTIONS);
    const caller = new AbortController();
    const run = makeFromWorkspace(dir, {
      speech: espeakSpeech(),
      signal: caller.signal,
      onProgress: (p) => {
        if (p.stage === "slides") caller.abort();
      },
    });
    await expect(run).rejects.toThrow();
    expect(caller.signal.aborted).toBe(true);
    expect(buildDirs(path.join(dir, "slides"))).toEqual([]);
    expect(fs.existsSync(path.join(dir, "video", "en", "presentation.mp4"))).toBe(false);
  }, 60_000);
});
