import { languageByName } from "@lectern/contract";
import { describe, expect, it } from "vitest";
import { parseWav } from "../../audio/wav.js";
import { fakeServerSuite } from "../../test-support/http/fake-server-suite.js";
import { startFakeSpeechServer } from "../../test-support/speech/fake-speech-server.js";
import { sarvamError, sarvamHandler, SarvamTtsRequest } from "../../test-support/speech/sarvam-fake.js";
import { failureOf } from "../../test-support/speech/speech-failure.js";
import { SECONDS_PER_CHAR, toneWav } from "../../test-support/speech/wav-fixture.js";
import { suiteTempDir } from "../../test-support/temp-dir.js";

import { sarvamSpeech } from "./speech-sarvam.js";
import { ProviderError } from "../provider-error.js";

const KEY = "sk_fake_sarvam_0123456789abcdef";
const { fake, waits, sleep } = fakeServerSuite(() => startFakeSpeechServer(sarvamHandler(KEY)));
const dir = suiteTempDir("lectern-sarvam-");

const speech = (apiKey = KEY) => sarvamSpeech({ apiKey, baseUrl: fake.baseUrl, timeoutMs: 1_000, sleep, random: () => 0.5 });
const hindi = languageByName("Hindi");
const say = (text: string, over: { apiKey?: string; language?: ReturnType<typeof languageByName>; voice?: "vidya" | "karun" } = {}) =>
  speech(over.apiKey).synthesize(text, { language: over.language ?? hindi, voice: over.voice ?? "vidya", cwd: dir });
const failure = (p: Promise<unknown>) => failureOf(p, ProviderError, [KEY]);

describe("sarvamSpeech against a fake Sarvam", () => {
  it("sends bulbul:v2 with the speaker, language code and narration sample rate, and returns the WAV", async () => {
    const text = "यह एक परीक्षण है।";
    const bytes = await say(text, { voice: "karun" });
    const req = fake.requests[0];
    expect(req?.method).toBe("POST");
    expect(req?.path).toBe("/text-to-speech");
    expect(req?.headers["api-subscription-key"]).toBe(KEY);
    const body = SarvamTtsRequest.parse(req?.json);
    expect(body).toMatchObject({ text, target_language_code: "hi-IN", model: "bulbul:v2", speaker: "karun", speech_sample_rate: 22_050 });
    const info = parseWav(bytes);
    expect(info?.sampleRate).toBe(22_050);
    expect((info?.data.length ?? 0) / 2 / 22_050).toBeCloseTo(text.length * SECONDS_PER_CHAR, 3);
  });

  it("uses od-IN for Odia and vidya for the female voice", async () => {
    await say("ଏହା ଏକ ପରୀକ୍ଷା।", { language: languageByName("Odia") });
    expect(SarvamTtsRequest.parse(fake.requests[0]?.json)).toMatchObject({ target_language_code: "od-IN", speaker: "vidya" });
  });

  it("joins several clips of one answer in order", async () => {
    const a = toneWav(0.3);
    const b = toneWav(0.7);
    fake.queue({ status: 200, body: { request_id: "r", audios: [a.toString("base64"), b.toString("base64")] } });
    const info = parseWav(await say("दो हिस्से।"));
    expect((info?.data.length ?? 0) / 2 / 22_050).toBeCloseTo(1.0, 3);
    expect(info?.data.subarray(0, parseWav(a)?.data.length).equals(parseWav(a)?.data ?? Buffer.alloc(0))).toBe(true);
  });

  it("waits as asked after a 429 rate limit and then succeeds", async () => {
    fake.queue({ ...sarvamError(429, "rate_limit_exceeded_error", "Rate limit exceeded"), headers: { "retry-after": "2" } });
    await say("फिर से।");
    expect(fake.requests).toHaveLength(2);
    expect(waits).toEqual([2_000]);
  });

  it("retries 5xx with backoff and gives a clear message when Sarvam stays down", async () => {
    fake.queue(...Array.from({ length: 4 }, () => sarvamError(503, "internal_server_error", "Service unavailable")));
    const err = await failure(say("नीचे।"));
    expect(fake.requests).toHaveLength(4);
    // 1 s doubling, scaled by the jitter (random 0.5 → ×0.75).
    expect(waits).toEqual([750, 1_500, 3_000]);
    expect(err.message).toBe("Sarvam is unavailable right now (503). Try again in a few minutes.");
    expect(err.retryable).toBe(true);
  });

  it("says the key was rejected, without retrying or echoing the key", async () => {
    const err = await failure(say("कुंजी।", { apiKey: "wrong-key-123456" }));
    expect(err.message).toMatch(/^Sarvam rejected the API key \(403\)/);
    expect(err.status).toBe(403);
    expect(fake.requests).toHaveLength(1);
  });

  it("says the quota is used up and does not retry", async () => {
    fake.queue(sarvamError(429, "insufficient_quota_error", "Insufficient credits"));
    const err = await failure(say("कोटा।"));
    expect(err.message).toMatch(/^Sarvam's quota is used up/);
    expect(err.retryable).toBe(false);
    expect(fake.requests).toHaveLength(1);
  });

  it("retries a timed-out request once, then reports the timeout", async () => {
    fake.queue("hang", "hang");
    const err = await failure(say("धीमा।"));
    expect(fake.requests).toHaveLength(2);
    expect(err.message).toMatch(/did not answer within 1 seconds/);
  });

  it("retries a dropped connection", async () => {
    fake.queue("drop");
    await say("टूटा।");
    expect(fake.requests).toHaveLength(2);
  });

  it("asks again once when the answer holds no WAV, then gives up", async () => {
    fake.queue({ status: 200, body: { request_id: "r", audios: [Buffer.from("not a wav").toString("base64")] } }, { status: 200, body: { request_id: "r", audios: [] } });
    const err = await failure(say("खाली।"));
    expect(fake.requests).toHaveLength(2);
    expect(err.message).toMatch(/^Sarvam returned unusable audio twice/);
  });

  it("refuses text over the 1500-character limit before sending it", async () => {
    await expect(say("क".repeat(1501))).rejects.toThrow(/1500/);
    expect(fake.requests).toHaveLength(0);
  });
});
