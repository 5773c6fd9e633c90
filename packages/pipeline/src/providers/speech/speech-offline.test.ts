import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AudioManifest, languageByName } from "@lectern/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateAudio } from "../../audio/generate-audio.js";
import { parseWav } from "../../audio/wav.js";
import { makeWorkspace } from "../../test-support/speech/workspace-fixture.js";
import { espeakSpeech } from "./speech-espeak.js";
import { offlineSpeech } from "./speech-offline.js";

let root = "";
let n = 0;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-offline-"));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const SECTIONS = [
  { key: "opening", title: "Opening", script: "Welcome to this talk. Today we look at sparse attention, e.g. local windows. Does it work?" },
  { key: "results", title: "Results", script: "It works on long documents. Memory drops by 3.5 times." },
];
const workspace = () => makeWorkspace(path.join(root, `ws${n++}`), SECTIONS);
const missingFlite = () => offlineSpeech({ flite: { command: path.join(root, "no-such-flite") } });

/** Loudest sample within `ms` of `at` seconds in 16-bit mono PCM. */
function peakAround(pcm: Buffer, rate: number, at: number, ms: number): number {
  const from = Math.max(0, Math.round((at - ms / 1000) * rate));
  const to = Math.min(pcm.length / 2, Math.round((at + ms / 1000) * rate));
  let peak = 0;
  for (let i = from; i < to; i++) peak = Math.max(peak, Math.abs(pcm.readInt16LE(i * 2)));
  return peak;
}

describe("the offline voice", () => {
  it("is flite for English and espeak-ng for other languages", async () => {
    expect((await offlineSpeech().forLanguage?.(languageByName("English")))?.name).toBe("flite");
    expect((await offlineSpeech().forLanguage?.(languageByName("Hindi")))?.name).toBe("espeak");
  });

  it("falls back to espeak-ng for English when flite is not installed", async () => {
    expect((await missingFlite().forLanguage?.(languageByName("English")))?.name).toBe("espeak");
    const dir = await workspace();
    const result = await generateAudio(dir, { language: "English", voice: "karun", speech: missingFlite() });
    expect(result.manifest.provider).toBe("espeak");
    expect(result.manifest.sections[0]?.sentences).toHaveLength(3);
  });

  it("narrates English with flite: the manifest names it, sentences are contiguous and meet in pauses", async () => {
    const dir = await workspace();
    const result = await generateAudio(dir, { language: "English", voice: "vidya", speech: offlineSpeech() });
    const manifest = AudioManifest.parse(JSON.parse(fs.readFileSync(path.join(dir, "audio/en/manifest.json"), "utf8")));
    expect(manifest).toMatchObject({ provider: "flite", voice: "vidya", sample_rate: 22_050 });
    for (const [i, section] of manifest.sections.entries()) {
      const wav = parseWav(fs.readFileSync(path.join(dir, result.files[i] ?? "")));
      const pcm = wav?.data ?? Buffer.alloc(0);
      expect(wav?.sampleRate).toBe(22_050);
      expect(pcm.length / 2 / 22_050).toBeCloseTo(section.duration_s, 2);
      section.sentences.forEach((s, j) => {
        expect(s.end_s).toBeGreaterThan(s.start_s);
        expect(s.start_s).toBeCloseTo(j === 0 ? 0 : (section.sentences[j - 1]?.end_s ?? -1), 3);
      });
      expect(section.sentences.at(-1)?.end_s).toBeCloseTo(section.duration_s, 2);
      // Each boundary between sentences sits in silence (flite pads every clip with a pause),
      // while the speech itself is loud.
      for (const s of section.sentences.slice(0, -1)) expect(peakAround(pcm, 22_050, s.end_s, 40)).toBeLessThan(300);
      expect(peakAround(pcm, 22_050, section.duration_s / 2, 500)).toBeGreaterThan(3000);
    }
  });

  it("speaks again when audio made by espeak-ng is there, since the engine changed", async () => {
    const dir = await workspace();
    const before = await generateAudio(dir, { language: "English", voice: "vidya", speech: espeakSpeech() });
    const after = await generateAudio(dir, { language: "English", voice: "vidya", speech: offlineSpeech() });
    expect(after.reused).toBe(false);
    expect(after.manifest.provider).toBe("flite");
    expect(after.manifest.input_hash).not.toBe(before.manifest.input_hash);
  });
});
