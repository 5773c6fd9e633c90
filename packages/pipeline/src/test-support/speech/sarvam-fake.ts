// Test support: the Sarvam wire formats (PROVIDERS.md) as a fake server handler. Requests are
// checked field by field; a malformed one gets Sarvam's 422 envelope, which fails the test that
// sent it with the reason in the message.
import { LANGUAGES } from "@lectern/contract";
import { z } from "zod";
import { fakeTranslate } from "./fake-translation.js";
import type { Handler, JsonReply, RecordedRequest } from "./fake-speech-server.js";
import { SECONDS_PER_CHAR, toneWav } from "./wav-fixture.js";

const SARVAM_CODES = LANGUAGES.map((l) => l.sarvam);

export const SarvamTtsRequest = z.strictObject({
  text: z.string().min(1).max(1500),
  target_language_code: z.enum(SARVAM_CODES),
  model: z.literal("bulbul:v2"),
  speaker: z.enum(["vidya", "karun"]),
  pace: z.number().min(0.3).max(3),
  pitch: z.number().min(-0.75).max(0.75),
  loudness: z.number().min(0.3).max(3),
  speech_sample_rate: z.union([z.literal(8000), z.literal(16000), z.literal(22050), z.literal(24000)]),
  enable_preprocessing: z.boolean(),
});

export const SarvamTranslateRequest = z.strictObject({
  input: z.string().min(1).max(1000),
  source_language_code: z.enum(["auto", ...SARVAM_CODES]),
  target_language_code: z.enum(SARVAM_CODES),
  model: z.literal("mayura:v1"),
  mode: z.enum(["formal", "modern-colloquial", "classic-colloquial", "code-mixed"]),
  numerals_format: z.enum(["international", "native"]).optional(),
  speaker_gender: z.enum(["Male", "Female"]).optional(),
});

export const sarvamError = (status: number, code: string, message: string): JsonReply => ({
  status,
  body: { error: { request_id: "20250612_7f1c", message, code } },
});

/** Answers text-to-speech with a tone as long as the text (SECONDS_PER_CHAR) and translate with fakeTranslate. */
export function sarvamHandler(apiKey: string): Handler {
  return (req: RecordedRequest) => {
    if (req.method !== "POST") return sarvamError(405, "invalid_request_error", "method not allowed");
    if (req.headers["api-subscription-key"] !== apiKey) return sarvamError(403, "invalid_api_key_error", "Invalid API key. Please check your API key.");
    if (req.path === "/text-to-speech") {
      const parsed = SarvamTtsRequest.safeParse(req.json);
      if (!parsed.success) return sarvamError(422, "unprocessable_entity_error", z.prettifyError(parsed.error));
      const audio = toneWav(parsed.data.text.length * SECONDS_PER_CHAR, parsed.data.speech_sample_rate);
      return { status: 200, body: { request_id: "20250612_tts", audios: [audio.toString("base64")] } };
    }
    if (req.path === "/translate") {
      const parsed = SarvamTranslateRequest.safeParse(req.json);
      if (!parsed.success) return sarvamError(422, "unprocessable_entity_error", z.prettifyError(parsed.error));
      const source = parsed.data.source_language_code === "auto" ? "en-IN" : parsed.data.source_language_code;
      return { status: 200, body: { request_id: "20250612_tr", translated_text: fakeTranslate(parsed.data.input, parsed.data.target_language_code), source_language_code: source } };
    }
    return sarvamError(404, "not_found_error", `no route ${req.path}`);
  };
}
