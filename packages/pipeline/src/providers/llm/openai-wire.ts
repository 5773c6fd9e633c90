import { z } from "zod";
import { trimBaseUrl } from "../http/client-options.js";
import type { LlmClientOptions } from "./client-options.js";
import { parseRetryAfter } from "../http/retry-policy.js";
import { toStrictJsonSchema } from "./schema-spec.js";
import type { Failure } from "../http/failure.js";
import type { AnswerRead, Wire } from "./wire.js";
import { openaiNames, readOpenaiError, type OpenaiNames } from "../http/openai-compatible.js";

/** chat.completion, as far as we read it (PROVIDERS.md). */
const ChatCompletion = z.object({
  choices: z.array(
    z.object({
      message: z.object({ content: z.string().nullable().optional(), refusal: z.string().nullable().optional() }).optional(),
      finish_reason: z.string().nullable().optional(),
    }),
  ),
});

function readAnswer(service: string, body: unknown): AnswerRead {
  const parsed = ChatCompletion.safeParse(body);
  const choice = parsed.data?.choices[0];
  if (choice === undefined) return { kind: "invalid", reason: "the response had no choices" };
  const refusal = choice.message?.refusal;
  if (refusal) return { kind: "blocked", message: `${service} declined to write this: ${refusal.slice(0, 200)}` };
  if (choice.finish_reason === "content_filter") {
    return { kind: "blocked", message: `${service} stopped writing because of its content filter. Try another model or the local writer.` };
  }
  if (choice.finish_reason === "length") return { kind: "invalid", reason: "the answer was cut off at the output token limit" };
  const text = choice.message?.content ?? "";
  return text.trim() === "" ? { kind: "invalid", reason: "the answer was empty" } : { kind: "text", text };
}

function describeFailure(who: OpenaiNames, model: string, status: number, bodyText: string, headers: Headers): Failure {
  const { said, code } = readOpenaiError(bodyText);
  const retryAfterMs = parseRetryAfter(headers.get("retry-after"));
  const after = retryAfterMs === undefined ? {} : { retryAfterMs };

  if (status === 401 || code === "invalid_api_key") return { message: `${who.key} was rejected (${status}). Check it in API Setup.`, retryable: false };
  if (status === 403) {
    if (code === "unsupported_country_region_territory") return { message: `${who.service} is not available in the server's region (403).`, retryable: false };
    return { message: `${who.key} was rejected (403). Check it in API Setup.`, retryable: false };
  }
  if (code === "model_not_found" || (status === 404 && /model/i.test(said))) {
    return { message: `The model ${model} is not available for this key. Choose another model in API Setup.`, retryable: false };
  }
  if (status === 404) return { message: `${who.service} has no chat completions endpoint (404). Check the base URL in API Setup.`, retryable: false };
  if (status === 400 && /response_format|json_schema/i.test(said)) {
    return { message: `${who.service} does not support JSON schema answers (400): ${said}`, retryable: false, retryWithoutSchema: true };
  }
  if (status === 400 && /context length|context window|maximum context|too many tokens/i.test(said)) {
    return { message: `The paper is too long for ${model}'s context window (400). Choose a model with a larger context.`, retryable: false };
  }
  if (status === 429) {
    // insufficient_quota is a billing state, not a rate: waiting does not help.
    if (code === "insufficient_quota") return { message: `${who.key} has no quota left (429). Check the plan and billing for this key.`, retryable: false };
    return { message: `${who.service} is rate limiting this key (429). Wait a minute and try again.`, retryable: true, ...after };
  }
  if (status === 408 || status >= 500) return { message: `${who.service} is unavailable right now (${status}). Try again in a few minutes.`, retryable: true, ...after };
  return { message: `${who.service} rejected the request (${status})${said ? `: ${said}` : "."}`, retryable: false };
}

/**
 * OpenAI-compatible chat completions (PROVIDERS.md): Bearer key, strict json_schema answer format.
 * Self-hosted servers that reject the schema are asked again without it; the answer is validated
 * either way.
 */
export function openaiWire(options: LlmClientOptions): Wire {
  const base = trimBaseUrl(options.baseUrl, "v1");
  const model = options.model.trim();
  const who = openaiNames(base);
  // Local servers (Ollama, llama.cpp) often run without a key.
  const auth: Record<string, string> = options.apiKey === "" ? {} : { authorization: `Bearer ${options.apiKey}` };
  return {
    provider: "openai",
    service: who.service,
    request: (question, { structured }) => ({
      url: `${base}/v1/chat/completions`,
      headers: auth,
      body: {
        model,
        messages: [
          { role: "system", content: question.system },
          { role: "user", content: question.user },
        ],
        ...(structured
          ? { response_format: { type: "json_schema", json_schema: { name: question.schemaName, strict: true, schema: toStrictJsonSchema(question.schema) } } }
          : {}),
        ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
      },
    }),
    readAnswer: (body) => readAnswer(who.service, body),
    describeFailure: (status, bodyText, headers) => describeFailure(who, model, status, bodyText, headers),
  };
}
