// Test support: OpenAI's /v1/audio/speech (PROVIDERS.md) as a fake server handler. Like OpenAI it
// answers 24 kHz WAV, so the client's conversion to the narration rate is exercised too.
import { z } from "zod";
import type { Handler, JsonReply, RecordedRequest } from "./fake-speech-server.js";
import { SECONDS_PER_CHAR, toneWav } from "./wav-fixture.js";

export const OpenAiSpeechRequest = z.strictObject({
  model: z.string().min(1),
  input: z.string().min(1).max(4096),
  voice: z.string().min(1),
  response_format: z.literal("wav"),
  speed: z.number().min(0.25).max(4).optional(),
});

export const openaiSpeechError = (status: number, message: string, code: string | null, type = "invalid_request_error"): JsonReply => ({
  status,
  body: { error: { message, type, param: null, code } },
});

export function openaiSpeechHandler(apiKey: string, sampleRate = 24_000): Handler {
  return (req: RecordedRequest) => {
    if (req.headers.authorization !== `Bearer ${apiKey}`) return openaiSpeechError(401, "Incorrect API key provided.", "invalid_api_key");
    if (req.method !== "POST" || req.path !== "/v1/audio/speech") return openaiSpeechError(404, `Invalid URL (${req.method} ${req.path})`, null);
    const parsed = OpenAiSpeechRequest.safeParse(req.json);
    if (!parsed.success) return openaiSpeechError(400, z.prettifyError(parsed.error), null);
    return { status: 200, bytes: toneWav(parsed.data.input.length * SECONDS_PER_CHAR, sampleRate), contentType: "audio/wav" };
  };
}
