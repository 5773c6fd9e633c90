import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { languageByName, VOICES } from "@lectern/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseWav } from "../../audio/wav.js";

import { fliteSpeech } from "./speech-flite.js";
import { ProviderError } from "../provider-error.js";

let dir = "";
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-flite-"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const english = languageByName("English");
const SENTENCE = "Attention lets the model read long documents, at a third of the memory.";

describe("flite voices (real flite)", () => {
  it("speaks English as a mono 16 kHz WAV per voice, loud, of a sane length, the voices different", async () => {
    const speech = fliteSpeech();
    const clips = new Map<string, Buffer>();
    for (const voice of VOICES) {
      const info = parseWav(await speech.synthesize(SENTENCE, { language: english, voice: voice.key, cwd: dir }));
      expect(info).toMatchObject({ channels: 1, sampleRate: 16_000, bitsPerSample: 16 });
      // 12 words near 150 a minute, with a short pause at each end.
      const seconds = (info?.data.length ?? 0) / 2 / (info?.sampleRate ?? 1);
      expect(seconds).toBeGreaterThan(3);
      expect(seconds).toBeLessThan(7);
      const samples = new Int16Array(info?.data.buffer.slice(info.data.byteOffset, info.data.byteOffset + info.data.length) ?? new ArrayBuffer(0));
      expect(samples.some((s) => Math.abs(s) > 1000)).toBe(true);
      expect(samples.some((s) => s === 32767 || s === -32768)).toBe(false); // not clipped
      clips.set(voice.key, info?.data ?? Buffer.alloc(0));
    }
    expect(clips.get("vidya")?.equals(clips.get("karun") ?? Buffer.alloc(0))).toBe(false);
    // The WAV it wrote in the work directory was read and removed.
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("reads text that looks like an option as text", async () => {
    const info = parseWav(await fliteSpeech().synthesize("-voice rms -o x.wav", { language: english, voice: "vidya", cwd: dir }));
    expect(info?.data.length).toBeGreaterThan(16_000);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("refuses other languages, which its English lexicon would mangle", async () => {
    await expect(fliteSpeech().synthesize("यह मॉडल लंबे दस्तावेज़ पढ़ता है।", { language: languageByName("Hindi"), voice: "vidya", cwd: dir })).rejects.toThrow(/English only/);
  });

  it("says flite is not installed when the program is missing", async () => {
    const missing = fliteSpeech({ command: path.join(dir, "no-such-flite") });
    const err = await missing.synthesize("Hello.", { language: english, voice: "vidya", cwd: dir }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ role: "speech", service: "flite", message: expect.stringMatching(/not installed/) as unknown });
  });
});
