import type { Checked } from "./checked.js";
import type { LlmClientOptions } from "./client-options.js";
import { postJson } from "./http-post.js";
import { readJsonText } from "./json-text.js";
import { ProviderError } from "./provider-error.js";
import { abortableSleep, backoffMs, RETRY_DEFAULTS } from "./retry-policy.js";
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

const midSentence = (service: string) => service.replace(/^The /, "the ");

/** Provider messages are echoed to the user; a key must never travel with them. */
function withoutKey(message: string, apiKey: string): string {
  return apiKey.length >= 4 ? message.split(apiKey).join("[key]") : message;
}

/**
 * Asks a model for JSON and returns it checked. Policy:
 * - 429, 5xx and network failures: up to `maxRetries` retries, waiting what the provider asked
 *   (Retry-After) or exponential backoff with jitter; a wait longer than a minute is not waited.
 * - timeout (per request): retried once, then a clear error.
 * - an unusable answer (not JSON, truncated, a section missing ...): asked again once with the
 *   reason added, then a ProviderError.
 * - anything else (400/401/403/404, a safety block): no retry, the provider's meaning in words.
 * - the caller's signal aborting: stops at once with the signal's reason.
 */
export async function askJson<T>(wire: Wire, asking: Asking<T>, options: LlmClientOptions, signal?: AbortSignal): Promise<T> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? RETRY_DEFAULTS.timeoutMs;
  const maxRetries = options.maxRetries ?? RETRY_DEFAULTS.maxRetries;
  const sleep = options.sleep ?? abortableSleep;
  const random = options.random ?? Math.random;
  const fail = (message: string, status?: number, retryable = false) =>
    new ProviderError(withoutKey(message, options.apiKey), wire.provider, status, retryable);

  let retries = 0;
  let timeouts = 0;
  let invalidReason: string | undefined;
  let structured = true;
  const backoff = () => backoffMs(retries, options.retryBaseMs ?? RETRY_DEFAULTS.baseMs, random);

  for (;;) {
    signal?.throwIfAborted();
    const question =
      invalidReason === undefined
        ? asking.question
        : { ...asking.question, user: `${asking.question.user}\n\nA previous answer was rejected because ${invalidReason}. Follow every rule exactly.` };
    const outcome = await postJson(fetchImpl, wire.request(question, { structured }), timeoutMs, signal);

    if (outcome.kind === "timeout") {
      if (timeouts < RETRY_DEFAULTS.timeoutRetries && retries < maxRetries) {
        timeouts++;
        retries++;
        continue;
      }
      throw fail(`${wire.service} did not answer within ${Math.round(timeoutMs / 1000)} seconds. Try again, or choose a faster model.`, undefined, true);
    }
    if (outcome.kind === "network") {
      if (retries < maxRetries) {
        await sleep(backoff(), signal);
        retries++;
        continue;
      }
      throw fail(`Could not reach ${midSentence(wire.service)} (${outcome.reason}). Check the base URL and your connection.`, undefined, true);
    }
    if (outcome.status < 200 || outcome.status >= 300) {
      const failure = wire.describeFailure(outcome.status, outcome.text, outcome.headers);
      if (failure.retryWithoutSchema && structured) {
        structured = false;
        continue;
      }
      const wait = failure.retryAfterMs ?? backoff();
      if (failure.retryable && retries < maxRetries && wait <= RETRY_DEFAULTS.maxRetryAfterMs) {
        await sleep(wait, signal);
        retries++;
        continue;
      }
      throw fail(failure.message, outcome.status, failure.retryable);
    }

    const checked = readAnswer(wire, outcome.text, asking);
    if (checked.kind === "blocked") throw fail(checked.message, outcome.status, false);
    if (checked.kind === "value") return checked.value;
    if (invalidReason === undefined) {
      invalidReason = checked.reason;
      continue;
    }
    throw fail(`${wire.service} returned an unusable ${asking.what} twice (${checked.reason}). ${asking.otherwise ?? "Try again, or use the local writer."}`, outcome.status, true);
  }
}

type Read<T> = { kind: "value"; value: T } | { kind: "invalid"; reason: string } | { kind: "blocked"; message: string };

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
  const checked = asking.accept(json.value);
  return checked.ok ? { kind: "value", value: checked.value } : { kind: "invalid", reason: checked.reason };
}
