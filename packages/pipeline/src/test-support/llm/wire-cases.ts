// Test support: the two LLM wires side by side, so a behaviour can be tested on both alike.
import { z } from "zod";
import { geminiWriter } from "../../providers/llm/gemini-writer.js";
import { openaiWriter } from "../../providers/llm/openai-writer.js";
import type { ScriptWriterFn } from "../../script/types.js";
import { chatCompletion, geminiAnswer, googleError, openaiError } from "./wire-answers.js";

export interface WireCase {
  name: string;
  /** A writer for this wire talking to `baseUrl`, never waiting between retries. */
  writer: (baseUrl: string) => ScriptWriterFn;
  /** A 200 answer carrying `text` as the model's JSON. */
  answer: (text: string) => unknown;
  /** A 401 answer: the key was refused, nothing to retry. */
  keyRefused: () => unknown;
  /** The user message of a recorded request body. */
  userText: (json: unknown) => string;
}

const GeminiBody = z.object({ contents: z.array(z.object({ parts: z.array(z.object({ text: z.string() })) })) });
const ChatBody = z.object({ messages: z.array(z.object({ role: z.string(), content: z.string() })) });
const noWait = { sleep: async () => undefined, random: () => 0.5, timeoutMs: 2_000 };

export const WIRES: WireCase[] = [
  {
    name: "Gemini",
    writer: (baseUrl) => geminiWriter({ apiKey: "AIzaSyFAKE-key", baseUrl, model: "gemini-2.5-flash", ...noWait }),
    answer: (text) => geminiAnswer(text),
    keyRefused: () => googleError(401, "UNAUTHENTICATED", "Request had invalid authentication credentials."),
    userText: (json) => GeminiBody.parse(json).contents[0]?.parts[0]?.text ?? "",
  },
  {
    name: "OpenAI-compatible",
    writer: (baseUrl) => openaiWriter({ apiKey: "sk-FAKE-key", baseUrl, model: "gpt-4o-mini", ...noWait }),
    answer: (text) => chatCompletion(text),
    keyRefused: () => openaiError("Incorrect API key provided.", "invalid_request_error", "invalid_api_key"),
    userText: (json) => ChatBody.parse(json).messages.find((m) => m.role === "user")?.content ?? "",
  },
];
