import { z } from "zod";
import { trimBaseUrl } from "../http/client-options.js";
import type { LlmClientOptions } from "./client-options.js";
import { parseProtoDuration, parseRetryAfter } from "../http/retry-policy.js";
import { toGeminiSchema } from "./schema-spec.js";
import type { Failure } from "../http/failure.js";
import type { AnswerRead, Wire } from "./wire.js";

/** generateContent's answer, as far as we read it (PROVIDERS.md). */
const GenerateContentResponse = z.object({
  candidates: z
    .array(
      z.object({
        content: z.object({ parts: z.array(z.object({ text: z.string().optional(), thought: z.boolean().optional() })).optional() }).optional(),
        finishReason: z.string().optional(),
      }),
    )
    .optional(),
  promptFeedback: z.object({ blockReason: z.string().optional() }).optional(),
});

/** Google's error envelope: {error: {code, message, status, details: [ErrorInfo | RetryInfo | QuotaFailure ...]}}. */
const GoogleError = z.object({
  error: z.object({
    message: z.string().optional(),
    status: z.string().optional(),
    details: z
      .array(
        z.looseObject({
          reason: z.string().optional(),
          retryDelay: z.string().optional(),
          violations: z.array(z.looseObject({ quotaId: z.string().optional() })).optional(),
        }),
      )
      .optional(),
  }),
});

/** Low enough to stay faithful to the paper, high enough that a retry is not a copy of a bad answer. */
export const GEMINI_DEFAULT_TEMPERATURE = 0.4;

/** Finish reasons that mean the content itself was refused; asking again gives the same answer. */
const REFUSED = new Set(["SAFETY", "PROHIBITED_CONTENT", "BLOCKLIST", "SPII", "IMAGE_SAFETY"]);

function readAnswer(body: unknown): AnswerRead {
  const parsed = GenerateContentResponse.safeParse(body);
  if (!parsed.success) return { kind: "invalid", reason: "the response had an unexpected shape" };
  const { candidates, promptFeedback } = parsed.data;
  if (promptFeedback?.blockReason) {
    return { kind: "blocked", message: `Gemini blocked this request (${promptFeedback.blockReason}). Try another model or the local writer.` };
  }
  const candidate = candidates?.[0];
  if (candidate === undefined) return { kind: "invalid", reason: "the response had no candidates" };
  const finish = candidate.finishReason ?? "STOP";
  if (REFUSED.has(finish)) return { kind: "blocked", message: `Gemini stopped writing for safety reasons (${finish}). Try another model or the local writer.` };
  if (finish === "MAX_TOKENS") return { kind: "invalid", reason: "the answer was cut off at the output token limit" };
  if (finish !== "STOP") return { kind: "invalid", reason: `the answer stopped early (${finish})` };
  // Thinking models may return thought parts first; only the answer parts form the JSON.
  const text = (candidate.content?.parts ?? [])
    .filter((p) => p.thought !== true)
    .map((p) => p.text ?? "")
    .join("");
  return text.trim() === "" ? { kind: "invalid", reason: "the answer was empty" } : { kind: "text", text };
}

function describeFailure(model: string, status: number, bodyText: string, headers: Headers): Failure {
  let error: z.infer<typeof GoogleError>["error"] | undefined;
  try {
    error = GoogleError.safeParse(JSON.parse(bodyText)).data?.error;
  } catch {
    error = undefined;
  }
  const details = error?.details ?? [];
  const said = (error?.message ?? "").replace(/\s+/g, " ").slice(0, 200);
  const keyRejected = { message: `The Gemini key was rejected (${status}). Check it in API Setup.`, retryable: false };
  const modelMissing = { message: `The model ${model} is not available for this key. Choose another model in API Setup.`, retryable: false };

  if (status === 401 || details.some((d) => d.reason === "API_KEY_INVALID") || /API key not valid|API key expired/i.test(said)) return keyRejected;
  if (status === 404 || /models\/\S+ is not found/i.test(said)) return modelMissing;
  if (status === 403) {
    if (details.some((d) => d.reason === "SERVICE_DISABLED")) {
      return { message: "The Gemini API is not enabled for this key's Google Cloud project (403). Enable it, or create a key in Google AI Studio.", retryable: false };
    }
    return keyRejected;
  }
  if (status === 400 && /location is not supported/i.test(said)) {
    return { message: "Gemini is not available in the server's region for this key (400).", retryable: false };
  }
  if (status === 429) {
    const perDay = details.some((d) => (d.violations ?? []).some((v) => /PerDay/i.test(v.quotaId ?? "")));
    const retryAfterMs = parseRetryAfter(headers.get("retry-after")) ?? parseProtoDuration(details.find((d) => d.retryDelay)?.retryDelay);
    return {
      message: perDay
        ? "The Gemini quota for this key is used up for today (429). Try again tomorrow, or raise the key's quota."
        : "The Gemini quota for this key is exhausted for now (429). Wait a minute and try again, or check the key's plan.",
      retryable: !perDay,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  if (status === 408 || status >= 500) {
    const retryAfterMs = parseRetryAfter(headers.get("retry-after"));
    return {
      message: `Gemini is unavailable right now (${status}). Try again in a few minutes.`,
      retryable: true,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  return { message: `Gemini rejected the request (${status})${said ? `: ${said}` : "."}`, retryable: false };
}

/** Gemini generateContent (PROVIDERS.md): key in x-goog-api-key, JSON forced by responseSchema. */
export function geminiWire(options: LlmClientOptions): Wire {
  const base = trimBaseUrl(options.baseUrl, "v1beta");
  // People paste "models/gemini-2.5-flash" from the model list as often as the bare name.
  const model = options.model.trim().replace(/^models\//, "");
  return {
    provider: "gemini",
    service: "Gemini",
    request: (question) => ({
      url: `${base}/v1beta/models/${encodeURIComponent(model)}:generateContent`,
      headers: { "x-goog-api-key": options.apiKey },
      body: {
        contents: [{ role: "user", parts: [{ text: question.user }] }],
        systemInstruction: { parts: [{ text: question.system }] },
        generationConfig: {
          responseMimeType: "application/json",
          responseSchema: toGeminiSchema(question.schema),
          temperature: options.temperature ?? GEMINI_DEFAULT_TEMPERATURE,
        },
      },
    }),
    readAnswer,
    describeFailure: (status, bodyText, headers) => describeFailure(model, status, bodyText, headers),
  };
}
