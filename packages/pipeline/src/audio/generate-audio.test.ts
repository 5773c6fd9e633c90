import fs from "node:fs";
import path from "node:path";
import { AudioManifest, TranslatedScript } from "@lectern/contract";
import { beforeEach, describe, expect, it } from "vitest";

import { espeakSpeech } from "../providers/speech/speech-espeak.js";
import type { SpeechProvider } from "../providers/speech/speech-provider.js";
import { sarvamSpeech } from "../providers/speech/speech-sarvam.js";

import { translatorFor } from "../providers/translate/translator-choice.js";
import { fakeServerSuite } from "../test-support/http/fake-server-suite.js";
import { startFakeSpeechServer } from "../test-support/speech/fake-speech-server.js";
import { sarvamHandler, SarvamTtsRequest } from "../test-support/speech/sarvam-fake.js";
import { SECONDS_PER_CHAR } from "../test-support/speech/wav-fixture.js";
import { makeWorkspace, snapshot, type FixtureSection } from "../test-support/speech/workspace-fixture.js";
import { suiteTempDir } from "../test-support/temp-dir.js";
import { EMPTY_SECTION_SECONDS } from "./synthesize-narration.js";
import { generateAudio } from "./generate-audio.js";
import { splitSentences } from "../text/sentences.js";
import { parseWav } from "./wav.js";
import { ProviderError } from "../providers/provider-error.js";
import { StageError } from "../stage-error.js";

const SARVAM_KEY = "sk_fake_sarvam_generate_0123";
const root = suiteTempDir("lectern-audio-");
let n = 0;
const { fake: sarvam } = fakeServerSuite(() => startFakeSpeechServer(sarvamHandler(SARVAM_KEY)));
beforeEach(() => sarvam.handle(sarvamHandler(SARVAM_KEY)));

const SECTIONS: FixtureSection[] = [
  { key: "opening", title: "Opening", script: "Welcome to this talk. Today we look at sparse attention, e.g. local windows. Does it work?" },
  { key: "सारांश", title: "Summary", script: "It works on long documents. Memory drops by 3.5 times." },
  { key: "closing", title: "Closing", script: "" },
];

const workspace = (sections = SECTIONS, lang: string | undefined = "en") => makeWorkspace(path.join(root, `ws${n++}`), sections, lang);

/** A provider that counts calls and can be made to fail on the n-th one. */
function counted(inner: SpeechProvider, failOnCall?: number): SpeechProvider & { calls: number } {
  const wrapper = {
    ...inner,
    calls: 0,
    synthesize: async (text: string, request: Parameters<SpeechProvider["synthesize"]>[1]) => {
      wrapper.calls++;
      if (wrapper.calls === failOnCall) throw new ProviderError("Sarvam is unavailable right now (503). Try again in a few minutes.", { role: "speech", service: "sarvam", status: 503, retryable: true });
      return inner.synthesize(text, request);
    },
  };
  return wrapper;
}

const wavSeconds = (file: string) => {
  const info = parseWav(fs.readFileSync(file));
  return (info?.data.length ?? 0) / 2 / (info?.sampleRate ?? 1);
};

describe("generateAudio with espeak-ng", () => {
  it("writes one WAV per section in script order and the manifest last, with exact sentence timings", async () => {
    const dir = await workspace();
    const progress: number[] = [];
    const result = await generateAudio(dir, { language: "English", voice: "vidya", speech: espeakSpeech(), onProgress: (f) => progress.push(f) });

    expect(result.files).toEqual(["audio/en/00_opening.wav", "audio/en/01_section.wav", "audio/en/02_closing.wav"]);
    expect(fs.readdirSync(path.join(dir, "audio"))).toEqual(["en"]);
    const manifest = AudioManifest.parse(JSON.parse(fs.readFileSync(path.join(dir, "audio/en/manifest.json"), "utf8")));
    expect(manifest).toEqual(result.manifest);
    expect(manifest).toMatchObject({ language: "English", code: "en", voice: "vidya", provider: "espeak", sample_rate: 22_050 });
    expect(manifest.sections.map((s) => s.key)).toEqual(["opening", "सारांश", "closing"]);

    for (const [i, section] of manifest.sections.entries()) {
      const file = path.join(dir, result.files[i] ?? "");
      expect(wavSeconds(file)).toBeCloseTo(section.duration_s, 2);
      expect(section.sentences.map((s) => s.text)).toEqual(splitSentences(SECTIONS[i]?.script ?? ""));
      // One clip per sentence: each starts where the last ended, the last ends with the file.
      section.sentences.forEach((s, j) => {
        expect(s.end_s).toBeGreaterThan(s.start_s);
        expect(s.start_s).toBeCloseTo(j === 0 ? 0 : (section.sentences[j - 1]?.end_s ?? -1), 3);
      });
      if (section.sentences.length > 0) expect(section.sentences.at(-1)?.end_s).toBeCloseTo(section.duration_s, 2);
    }
    expect(manifest.sections[0]?.sentences).toHaveLength(3);
    // An empty narration keeps its place as a short silence.
    expect(manifest.sections[2]).toMatchObject({ duration_s: EMPTY_SECTION_SECONDS, sentences: [] });
    expect(manifest.total_s).toBeCloseTo(manifest.sections.reduce((t, s) => t + s.duration_s, 0), 2);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("skips all work when nothing changed, and redoes it for another voice", async () => {
    const dir = await workspace();
    await generateAudio(dir, { language: "English", voice: "vidya", speech: espeakSpeech() });
    const before = await snapshot(path.join(dir, "audio/en"));
    const mtime = fs.statSync(path.join(dir, "audio/en/manifest.json")).mtimeMs;

    const speech = counted(espeakSpeech());
    const again = await generateAudio(dir, { language: "English", voice: "vidya", speech });
    expect(again.reused).toBe(true);
    expect(speech.calls).toBe(0);
    expect(fs.statSync(path.join(dir, "audio/en/manifest.json")).mtimeMs).toBe(mtime);
    expect(await snapshot(path.join(dir, "audio/en"))).toEqual(before);

    const male = await generateAudio(dir, { language: "English", voice: "karun", speech });
    expect(male.reused).toBe(false);
    expect(speech.calls).toBe(5);
    expect(male.manifest.voice).toBe("karun");
    expect(male.manifest.input_hash).not.toBe(again.manifest.input_hash);
  });

  it("leaves the previous audio exactly as it was when the provider fails part-way", async () => {
    const dir = await workspace();
    await generateAudio(dir, { language: "English", voice: "vidya", speech: espeakSpeech() });
    const before = await snapshot(path.join(dir, "audio"));

    await makeWorkspace(dir, [{ ...(SECTIONS[0] as FixtureSection), script: "A new first sentence. A second one. A third one. A fourth." }]);
    const failing = counted(espeakSpeech(), 3);
    await expect(generateAudio(dir, { language: "English", voice: "vidya", speech: failing })).rejects.toThrow(ProviderError);
    expect(failing.calls).toBeGreaterThanOrEqual(3);
    // Same files, same bytes, and no build directory left behind.
    expect(await snapshot(path.join(dir, "audio"))).toEqual(before);
    expect(fs.readdirSync(path.join(dir, "audio"))).toEqual(["en"]);
    // Calls still running when the failure came must not bring the build directory back.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fs.readdirSync(path.join(dir, "audio"), { recursive: true }).sort()).toEqual([...before.keys(), "en"].sort());
  });

  it("clears build directories a crashed run left behind, but not one that may still be running", async () => {
    const dir = await workspace();
    const crashed = path.join(dir, "audio/.build-en-0123456789ab");
    const running = path.join(dir, "audio/.build-en-ba9876543210");
    fs.mkdirSync(crashed, { recursive: true });
    fs.mkdirSync(running);
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(crashed, twoHoursAgo, twoHoursAgo);
    await generateAudio(dir, { language: "English", voice: "karun", speech: espeakSpeech() });
    expect(fs.readdirSync(path.join(dir, "audio")).sort()).toEqual([".build-en-ba9876543210", "en"]);
  });

  it("refuses a workspace without a script", async () => {
    const dir = path.join(root, `empty${n++}`);
    fs.mkdirSync(dir);
    await expect(generateAudio(dir, { language: "English", voice: "vidya", speech: espeakSpeech() })).rejects.toThrow(/no narration script yet/);
  });
});

describe("generateAudio with Sarvam (fake)", () => {
  const speech = () => sarvamSpeech({ apiKey: SARVAM_KEY, baseUrl: sarvam.baseUrl, timeoutMs: 2_000, sleep: async () => undefined });

  it("splits a 4000-character narration into requests under 1500 characters and joins every clip in order", async () => {
    const sentences = Array.from({ length: 50 }, (_, i) => `Sentence ${i} explains the attention pattern once again.`);
    const script = sentences.join(" ");
    expect(script.length).toBeGreaterThanOrEqual(2500);
    const long = `${script} ${script.slice(0, Math.max(0, 4000 - script.length - 1)).replace(/[^.]*$/, "")}`.trim();
    expect(long.length).toBeGreaterThan(3900);
    const dir = await workspace([{ key: "body", title: "Body", script: long }]);

    const result = await generateAudio(dir, { language: "English", voice: "karun", speech: speech() });
    const bodies = sarvam.requests.map((r) => SarvamTtsRequest.parse(r.json));
    expect(bodies.length).toBeGreaterThanOrEqual(3);
    for (const b of bodies) {
      expect(b.text.length).toBeLessThanOrEqual(1500);
      expect(b).toMatchObject({ speaker: "karun", target_language_code: "en-IN" });
    }
    // The requests carry the whole narration in order (requests may finish out of order).
    expect(bodies.map((b) => b.text).join(" ")).toBe(long.replace(/\s+/g, " "));

    // The fake speaks 10 ms per character, so each clip has its own length; all must be in the file.
    const expected = bodies.reduce((t, b) => t + b.text.length * SECONDS_PER_CHAR, 0);
    const section = result.manifest.sections[0];
    expect(section?.duration_s).toBeCloseTo(expected, 2);
    expect(wavSeconds(path.join(dir, result.files[0] ?? ""))).toBeCloseTo(expected, 2);
    // Estimated timings: in order, inside the file, and proportional to length.
    const timings = section?.sentences ?? [];
    expect(timings).toHaveLength(splitSentences(long).length);
    timings.forEach((t, i) => {
      expect(t.start_s).toBeCloseTo(i === 0 ? 0 : (timings[i - 1]?.end_s ?? -1), 3);
      // Within two characters' worth: the spaces between sentences are spoken time too.
      expect(Math.abs(t.end_s - t.start_s - t.text.length * SECONDS_PER_CHAR)).toBeLessThan(2 * SECONDS_PER_CHAR);
    });
  });

  it("translates first for another language, then speaks the translation", async () => {
    const dir = await workspace(SECTIONS.slice(0, 2));
    const translator = translatorFor({ sarvam: { apiKey: SARVAM_KEY, baseUrl: sarvam.baseUrl }, retry: { sleep: async () => undefined } });
    const result = await generateAudio(dir, { language: "Hindi", voice: "vidya", speech: speech(), ...(translator ? { translator } : {}) });
    const paths = sarvam.requests.map((r) => r.path);
    expect(paths.filter((p) => p === "/translate").length).toBeGreaterThan(0);
    const translation = TranslatedScript.parse(JSON.parse(fs.readFileSync(path.join(dir, "translations/hi.json"), "utf8")));
    const spoken = sarvam.requests.filter((r) => r.path === "/text-to-speech").map((r) => SarvamTtsRequest.parse(r.json));
    expect(spoken.every((b) => b.target_language_code === "hi-IN")).toBe(true);
    expect(spoken.map((b) => b.text).join(" ")).toBe(`${translation.sections.opening?.script} ${translation.sections["सारांश"]?.script}`);
    expect(result.files).toEqual(["audio/hi/00_opening.wav", "audio/hi/01_section.wav"]);
    // Sarvam alone: its code-mixed translation is the only Hinglish text.
    expect(result.hindiDebug?.map((d) => d.iterations.length)).toEqual([1, 1]);
  });

  it("fails before writing anything when the language needs a translator and there is none", async () => {
    const dir = await workspace();
    const err: unknown = await generateAudio(dir, { language: "Tamil", voice: "vidya", speech: speech() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StageError);
    expect(sarvam.requests).toHaveLength(0);
    expect(fs.existsSync(path.join(dir, "audio"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "translations"))).toBe(false);
  });

  it("speaks script.json directly when the paper is already in the language", async () => {
    const dir = await workspace([{ key: "parichay", title: "परिचय", script: "यह हिंदी में है। दूसरा वाक्य।" }], "hi");
    const result = await generateAudio(dir, { language: "Hindi", voice: "vidya", speech: speech() });
    expect(result.hindiDebug).toBeUndefined();
    expect(fs.existsSync(path.join(dir, "translations"))).toBe(false);
    expect(SarvamTtsRequest.parse(sarvam.requests[0]?.json).text).toBe("यह हिंदी में है। दूसरा वाक्य।");
  });
});
