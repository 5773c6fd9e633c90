import { languageByName } from "@lectern/contract";
import { describe, expect, it } from "vitest";
import { translatorFor } from "../translate/translator-choice.js";

import { speechFor } from "./speech-choice.js";
import { ProviderError } from "../provider-error.js";

const sarvam = { apiKey: "sk_sarvam_1234" };
const gemini = { apiKey: "AIzaFakeGemini1234" };
const openai = { apiKey: "sk-openai-1234" };
const bhashini = { userId: "u1", ulcaApiKey: "k1", pipelineId: "p1" };

describe("speechFor", () => {
  it("prefers Sarvam, then OpenAI, then the offline voice", () => {
    expect(speechFor({ sarvam, openai }).name).toBe("sarvam");
    expect(speechFor({ openai, gemini }).name).toBe("openai");
    expect(speechFor({ gemini }).name).toBe("espeak");
    expect(speechFor({}).name).toBe("espeak");
  });

  it("offline, speaks English with flite and other languages with espeak-ng; each can be named", async () => {
    expect((await speechFor({}).forLanguage?.(languageByName("English")))?.name).toBe("flite");
    expect((await speechFor({}).forLanguage?.(languageByName("Tamil")))?.name).toBe("espeak");
    expect(speechFor({ sarvam }, "flite").name).toBe("flite");
    expect(speechFor({}, "espeak").forLanguage).toBeUndefined();
  });

  it("treats blank keys as absent", () => {
    expect(speechFor({ sarvam: { apiKey: "  " }, openai: { apiKey: "" } }).name).toBe("espeak");
  });

  it("uses a named provider, or says which key it needs", () => {
    expect(speechFor({ sarvam }, "espeak").name).toBe("espeak");
    expect(speechFor({ sarvam, openai }, "openai").name).toBe("openai");
    expect(() => speechFor({}, "sarvam")).toThrow(ProviderError);
    expect(() => speechFor({}, "sarvam")).toThrow("Sarvam voices need a Sarvam API key: add one in API Setup.");
    expect(() => speechFor({ sarvam }, "openai")).toThrow(/OpenAI API key/);
  });

  it("uses Bhashini only when asked, and explains when the operator has not configured it", () => {
    expect(speechFor({ bhashini }).name).toBe("espeak");
    expect(speechFor({ bhashini }, "bhashini").name).toBe("bhashini");
    expect(() => speechFor({}, "bhashini")).toThrow(/Bhashini is not configured on this server/);
    expect(() => speechFor({ bhashini: { ...bhashini, pipelineId: "" } }, "bhashini")).toThrow(/not configured/);
  });

  it("changes the audio fingerprint when the OpenAI voices change", () => {
    const a = speechFor({ openai: { ...openai, voices: { female: "nova" } } });
    const b = speechFor({ openai: { ...openai, voices: { female: "shimmer" } } });
    expect(a.fingerprint).not.toBe(b.fingerprint);
  });
});

describe("translatorFor", () => {
  it("prefers Sarvam, then Gemini, then OpenAI, and has none without keys", () => {
    expect(translatorFor({ sarvam, gemini, openai })?.name).toBe("sarvam");
    expect(translatorFor({ gemini, openai })?.name).toBe("gemini");
    expect(translatorFor({ openai })?.name).toBe("openai");
    expect(translatorFor({})).toBeUndefined();
    expect(translatorFor({ gemini: { apiKey: " " } })).toBeUndefined();
  });

  it("skips Sarvam for a paper in a language Sarvam does not read, when a language model is there", () => {
    expect(translatorFor({ sarvam, gemini }, "zh")?.name).toBe("gemini");
    expect(translatorFor({ sarvam, gemini }, "en")?.name).toBe("sarvam");
    expect(translatorFor({ sarvam }, "zh")?.name).toBe("sarvam");
  });

  it("lets a language model do the Hinglish passes when Sarvam translates", () => {
    expect(translatorFor({ sarvam })?.refineHinglish).toBeUndefined();
    expect(translatorFor({ sarvam, gemini })?.refineHinglish).toBeTypeOf("function");
    expect(translatorFor({ openai })?.refineHinglish).toBeTypeOf("function");
  });
});
