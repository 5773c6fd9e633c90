import { readChecked, withRetries, type Read } from "../http/with-retries.js";
import type { Checked } from "../http/checked.js";
import type { LlmClientOptions } from "./client-options.js";
import { postJson } from "../http/http-post.js";
import { readJsonText } from "./json-text.js";
import { ProviderError } from "../provider-error.js";
import type { JsonQuestion, Wire } from "./wire.js";

export interface Asking<T> {
  question: JsonQuestion;
  /** Checks the parsed JSON; a rejection counts as an unusable answer. */
  accept: (value: unknown) => Checked<T>;
  /** What is being written, for messages: "script", "bullet points". */
  what: string;
  /** What the user can do when answers stay unusable; default "Try again, or use the local writer." */
  otherwise?: string;
}

/**
 * Asks a model for JSON and returns it checked, with the retry policy of with-retries.ts. An
 * unusable answer (not JSON, truncated, a section missing ...) is asked again once with the reason
 * added to the question, so the model does not make the same mistake; a safety block is not retried.
 */
export async function askJson<T>(wire: Wire, asking: Asking<T>, options: LlmClientOptions, signal?: AbortSignal): Promise<T> {
  const fetchImpl = options.fetchImpl ?? fetch;
  return withRetries(
    {
      service: wire.service,
      send: ({ invalidReason, structured, timeoutMs }) => postJson(fetchImpl, wire.request(questionFor(asking.question, invalidReason), { structured }), timeoutMs, signal),
      describeFailure: (status, text, headers) => wire.describeFailure(status, text, headers),
      read: (text) => readAnswer(wire, text, asking),
      fail: (message, status, retryable) => new ProviderError(message, { role: "writer", service: wire.provider, status, retryable }),
      secrets: [options.apiKey],
      wording: {
        timeoutAdvice: "Try again, or choose a faster model.",
        unusable: `an unusable ${asking.what}`,
        otherwise: asking.otherwise ?? "Try again, or use the local writer.",
      },
    },
    options,
    signal,
  );
}

function questionFor(question: JsonQuestion, invalidReason: string | undefined): JsonQuestion {
  if (invalidReason === undefined) return question;
  return { ...question, user: `${question.user}\n\nA previous answer was rejected because ${invalidReason}. Follow every rule exactly.` };
}

function readAnswer<T>(wire: Wire, bodyText: string, asking: Asking<T>): Read<T> {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return { kind: "invalid", reason: "the response was not JSON" };
  }
  const answer = wire.readAnswer(body);
  if (answer.kind !== "text") return answer;
  const json = readJsonText(answer.text);
  if (!json.ok) return { kind: "invalid", reason: json.reason };
  return readChecked(asking.accept(json.value));
}
