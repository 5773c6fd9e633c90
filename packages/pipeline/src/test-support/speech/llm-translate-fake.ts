// Test support: Gemini and OpenAI-compatible chat endpoints that translate like a model would,
// answering each request from its own items (the JSON array the translate prompt carries), so
// batching and ordering can be checked end to end.
import { z } from "zod";
import { chatCompletion, geminiAnswer } from "../llm/wire-answers.js";
import { fakeTranslate } from "./fake-translation.js";
import type { Handler, RecordedRequest } from "./fake-speech-server.js";

const GeminiRequest = z.object({
  contents: z.tuple([z.object({ role: z.literal("user"), parts: z.tuple([z.object({ text: z.string() })]) })]),
  systemInstruction: z.object({ parts: z.tuple([z.object({ text: z.string() })]) }),
  generationConfig: z.object({ responseMimeType: z.literal("application/json"), responseSchema: z.unknown() }),
});
const ChatRequest = z.object({
  model: z.string(),
  messages: z.tuple([z.object({ role: z.literal("system"), content: z.string() }), z.object({ role: z.literal("user"), content: z.string() })]),
});

/** The user message of either wire. */
export function userText(req: RecordedRequest): string {
  const gemini = GeminiRequest.safeParse(req.json);
  if (gemini.success) return gemini.data.contents[0].parts[0].text;
  return ChatRequest.parse(req.json).messages[1].content;
}

export function systemText(req: RecordedRequest): string {
  const gemini = GeminiRequest.safeParse(req.json);
  if (gemini.success) return gemini.data.systemInstruction.parts[0].text;
  return ChatRequest.parse(req.json).messages[0].content;
}

/** The items a translate request carries (one line of JSON; a retry appends its reason below). */
export function itemsOf(req: RecordedRequest): string[] {
  const json = /Items \(a JSON array\):\n(.*)/.exec(userText(req))?.[1];
  return z.array(z.string()).parse(JSON.parse(json ?? "null"));
}

/** What the model "says": the translation answer, or a Hinglish pass (fake-translated, with a marker). */
export function modelAnswer(req: RecordedRequest, code: string): string {
  const text = userText(req);
  if (text.includes("Items (a JSON array)")) return JSON.stringify({ translations: itemsOf(req).map((t) => fakeTranslate(t, code)) });
  const hindi = /(?:Current Hindi narration to polish|Narration to polish):\n(.*)/.exec(text)?.[1] ?? "";
  return JSON.stringify({ text: `${hindi} ठीक` });
}

export function geminiTranslateHandler(key: string, code: string): Handler {
  return (req) =>
    req.headers["x-goog-api-key"] !== key
      ? { status: 400, body: { error: { code: 400, message: "API key not valid. Please pass a valid API key.", status: "INVALID_ARGUMENT", details: [{ reason: "API_KEY_INVALID" }] } } }
      : { status: 200, body: geminiAnswer(modelAnswer(req, code)) };
}

export function openaiTranslateHandler(key: string, code: string): Handler {
  return (req) =>
    req.headers.authorization !== `Bearer ${key}`
      ? { status: 401, body: { error: { message: "Incorrect API key provided", type: "invalid_request_error", param: null, code: "invalid_api_key" } } }
      : { status: 200, body: chatCompletion(modelAnswer(req, code)) };
}
