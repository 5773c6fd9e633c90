import { languageByName } from "@lectern/contract";
import { describe, expect, it } from "vitest";
import { fakeTranslate } from "../../test-support/speech/fake-translation.js";
import { fakeServerSuite } from "../../test-support/http/fake-server-suite.js";
import { startFakeSpeechServer } from "../../test-support/speech/fake-speech-server.js";
import { sarvamError, sarvamHandler, SarvamTranslateRequest } from "../../test-support/speech/sarvam-fake.js";
import { failureOf } from "../../test-support/speech/speech-failure.js";
import { sarvamTranslator } from "./translate-sarvam.js";
import { ProviderError } from "../provider-error.js";

const KEY = "sk_fake_sarvam_translate_0123";
const { fake } = fakeServerSuite(() => startFakeSpeechServer(sarvamHandler(KEY)));

const translator = (apiKey = KEY) => sarvamTranslator({ apiKey, baseUrl: fake.baseUrl, timeoutMs: 1_000, sleep: async () => undefined });
const inputs = () => fake.requests.map((r) => SarvamTranslateRequest.parse(r.json));

describe("sarvamTranslator against a fake Sarvam", () => {
  it("splits a long narration at sentence boundaries under 1000 characters and joins the answers in order", async () => {
    const sentences = Array.from({ length: 40 }, (_, i) => `Sentence ${i} explains how sparse attention keeps accuracy on long inputs.`);
    const text = sentences.join(" ");
    expect(text.length).toBeGreaterThan(2500);
    const [out] = await translator().translate([text], { from: "en", to: languageByName("Tamil") });

    const sent = inputs();
    expect(sent.length).toBeGreaterThanOrEqual(3);
    for (const body of sent) {
      expect(body.input.length).toBeLessThanOrEqual(1000);
      expect(body.input).toMatch(/^Sentence \d+ .*\.$/);
      expect(body).toMatchObject({ source_language_code: "en-IN", target_language_code: "ta-IN", model: "mayura:v1", mode: "formal" });
    }
    expect(sent.map((b) => b.input).join(" ")).toBe(text);
    // The fake keeps digits, so the order of the joined translation is visible.
    expect(out).toBe(fakeTranslate(text, "ta"));
  });

  it("asks for Sarvam's code-mixed mode for Hindi and auto-detects a source it does not list", async () => {
    await translator().translate(["Attention matters."], { from: "zh", to: languageByName("Hindi") });
    expect(inputs()[0]).toMatchObject({ source_language_code: "auto", target_language_code: "hi-IN", mode: "code-mixed" });
  });

  it("keeps empty texts empty without a request, and the order of many texts", async () => {
    const out = await translator().translate(["One.", "", "Two 2.", "Three 3."], { from: "en", to: languageByName("Odia") });
    expect(out).toEqual([fakeTranslate("One.", "or"), "", fakeTranslate("Two 2.", "or"), fakeTranslate("Three 3.", "or")]);
    expect(inputs().map((b) => b.target_language_code)).toEqual(["od-IN", "od-IN", "od-IN"]);
  });

  it("reports a rejected key as a ProviderError without the key", async () => {
    const err = await failureOf(translator("bad-key-000000").translate(["Hello."], { from: "en", to: languageByName("Hindi") }), ProviderError, ["bad-key-000000"]);
    expect(err.message).toMatch(/^Sarvam rejected the API key/);
    expect([err.role, err.service]).toEqual(["translation", "sarvam"]);
  });

  it("retries a 429 and a 500", async () => {
    fake.queue(sarvamError(429, "rate_limit_exceeded_error", "slow down"), sarvamError(500, "internal_server_error", "oops"));
    const [out] = await translator().translate(["Retry me."], { from: "en", to: languageByName("Bengali") });
    expect(out).toBe(fakeTranslate("Retry me.", "bn"));
    expect(fake.requests).toHaveLength(3);
  });
});
