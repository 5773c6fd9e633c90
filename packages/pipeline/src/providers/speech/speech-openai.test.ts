import { languageByName } from "@lectern/contract";
import { describe, expect, it } from "vitest";
import { toNarrationPcm } from "../../audio/pcm.js";
import { parseWav, pcmSeconds } from "../../audio/wav.js";
import { fakeServerSuite } from "../../test-support/http/fake-server-suite.js";
import { startFakeSpeechServer } from "../../test-support/speech/fake-speech-server.js";
import { openaiSpeechError, openaiSpeechHandler, OpenAiSpeechRequest } from "../../test-support/speech/openai-speech-fake.js";
import { failureOf } from "../../test-support/speech/speech-failure.js";
import { SECONDS_PER_CHAR } from "../../test-support/speech/wav-fixture.js";
import { suiteTempDir } from "../../test-support/temp-dir.js";

import { openaiSpeech, type OpenAiSpeechOptions } from "./speech-openai.js";
import { ProviderError } from "../provider-error.js";

const KEY = "sk-proj-FAKEspeechkey0123456789";
const { fake, waits, sleep } = fakeServerSuite(() => startFakeSpeechServer(openaiSpeechHandler(KEY)));
const dir = suiteTempDir("lectern-openai-speech-");

const english = languageByName("English");
const speech = (over: Partial<OpenAiSpeechOptions> = {}) =>
  openaiSpeech({ apiKey: KEY, baseUrl: fake.baseUrl, timeoutMs: 1_000, sleep, random: () => 0.5, ...over });
const failure = (p: Promise<unknown>) => failureOf(p, ProviderError, [KEY]);

describe("openaiSpeech against a fake /v1/audio/speech", () => {
  it("posts the model, input, mapped voice and wav format with a Bearer key", async () => {
    const text = "Sparse attention reads long documents.";
    const bytes = await speech().synthesize(text, { language: english, voice: "vidya", cwd: dir });
    const req = fake.requests[0];
    expect(req?.path).toBe("/v1/audio/speech");
    expect(req?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(OpenAiSpeechRequest.parse(req?.json)).toEqual({ model: "gpt-4o-mini-tts", input: text, voice: "nova", response_format: "wav", speed: 1 });
    // OpenAI answers 24 kHz; the audio stage converts it to the narration rate.
    expect(parseWav(bytes)?.sampleRate).toBe(24_000);
    expect(pcmSeconds(await toNarrationPcm(bytes, dir))).toBeCloseTo(text.length * SECONDS_PER_CHAR, 2);
  });

  it("uses the configured model and voice names, and a base URL pasted with /v1", async () => {
    await speech({ baseUrl: `${fake.baseUrl}/v1/`, model: "tts-1", voices: { female: "shimmer", male: "echo" } }).synthesize("Male voice.", { language: english, voice: "karun", cwd: dir });
    expect(fake.requests[0]?.path).toBe("/v1/audio/speech");
    expect(OpenAiSpeechRequest.parse(fake.requests[0]?.json)).toMatchObject({ model: "tts-1", voice: "echo" });
  });

  it("says the key was rejected on 401", async () => {
    const err = await failure(speech({ apiKey: "sk-wrong-0000000000" }).synthesize("Hi.", { language: english, voice: "vidya", cwd: dir }));
    expect(err.message).toMatch(/^The key for the OpenAI-compatible server at 127\.0\.0\.1:\d+ was rejected \(401\)/);
    expect(fake.requests).toHaveLength(1);
  });

  it("points at the base URL when the server has no speech endpoint", async () => {
    fake.queue(openaiSpeechError(404, "Not Found", null));
    const err = await failure(speech().synthesize("Hi.", { language: english, voice: "vidya", cwd: dir }));
    expect(err.message).toMatch(/has no speech endpoint .*Check the base URL/);
  });

  it("does not retry a billing 429 but does retry a rate limit", async () => {
    fake.queue(openaiSpeechError(429, "You exceeded your current quota", "insufficient_quota", "insufficient_quota"));
    const quota = await failure(speech().synthesize("Hi.", { language: english, voice: "vidya", cwd: dir }));
    expect(quota.message).toMatch(/has no quota left/);
    expect(fake.requests).toHaveLength(1);

    fake.requests.length = 0;
    fake.queue({ ...openaiSpeechError(429, "Rate limit reached", "rate_limit_exceeded", "requests"), headers: { "retry-after": "1" } });
    await speech().synthesize("Hi again.", { language: english, voice: "vidya", cwd: dir });
    expect(fake.requests).toHaveLength(2);
    expect(waits).toEqual([1_000]);
  });

  it("treats a JSON 200 as unusable audio and asks again once", async () => {
    fake.queue({ status: 200, body: { object: "error" } });
    const bytes = await speech().synthesize("Second time lucky.", { language: english, voice: "vidya", cwd: dir });
    expect(fake.requests).toHaveLength(2);
    expect(parseWav(bytes)).toBeDefined();
  });
});
