import type { Checked } from "../llm/checked.js";
import type { LlmClientOptions } from "../llm/client-options.js";
import { postJsonForBytes, type PostRequest } from "../llm/http-post.js";
import { abortableSleep, backoffMs, RETRY_DEFAULTS } from "../llm/retry-policy.js";
import type { Failure } from "../llm/wire.js";

/** What a speech or translation client is configured with: the LLM clients' options minus the model. */
export type ServiceClientOptions = Pick<LlmClientOptions, "apiKey" | "baseUrl" | "timeoutMs" | "maxRetries" | "fetchImpl" | "retryBaseMs" | "sleep" | "random">;
export type RetryOptions = Omit<ServiceClientOptions, "apiKey" | "baseUrl">;

/** One request to a speech or translation service, with how to read its answers. */
export interface ServiceCall<T> {
  /** How the user knows the service, at the start of a sentence: "Sarvam". */
  service: string;
  request: PostRequest;
  /** Reads a 2xx answer; a rejection counts as an unusable answer. */
  read: (bytes: Buffer, headers: Headers) => Checked<T>;
  describeFailure: (status: number, bodyText: string, headers: Headers) => Failure;
  /** Makes the error the caller's users see (SpeechError or TranslationError). */
  fail: (message: string, status: number | undefined, retryable: boolean) => Error;
  /** Keys and tokens that must never reach a message. */
  secrets: readonly string[];
  /** What the answer is, for messages: "audio", "translation". */
  what: string;
}

const midSentence = (service: string) => service.replace(/^The /, "the ");

/**
 * The retry policy of the LLM clients (ask-json.ts), for services that answer with audio bytes or
 * a plain JSON object instead of model-written JSON:
 * - 429, 5xx and network failures: up to `maxRetries` retries after Retry-After or backoff with
 *   jitter; a wait longer than a minute is not waited;
 * - timeout: retried once, then a clear error;
 * - an unusable 2xx answer (not audio, unexpected shape): asked again once;
 * - anything else: no retry, the provider's meaning in words;
 * - the caller's signal aborting: stops at once.
 */
export async function callService<T>(call: ServiceCall<T>, options: RetryOptions, signal?: AbortSignal): Promise<T> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? RETRY_DEFAULTS.timeoutMs;
  const maxRetries = options.maxRetries ?? RETRY_DEFAULTS.maxRetries;
  const sleep = options.sleep ?? abortableSleep;
  const random = options.random ?? Math.random;
  const scrub = (message: string) => call.secrets.reduce((m, s) => (s.length >= 4 ? m.split(s).join("[key]") : m), message);
  const fail = (message: string, status?: number, retryable = false) => call.fail(scrub(message), status, retryable);
  const backoff = (retry: number) => backoffMs(retry, options.retryBaseMs ?? RETRY_DEFAULTS.baseMs, random);

  let retries = 0;
  let timeouts = 0;
  let invalid: string | undefined;
  for (;;) {
    signal?.throwIfAborted();
    const outcome = await postJsonForBytes(fetchImpl, call.request, timeoutMs, signal);
    if (outcome.kind === "timeout") {
      if (timeouts < RETRY_DEFAULTS.timeoutRetries && retries < maxRetries) {
        timeouts++;
        retries++;
        continue;
      }
      throw fail(`${call.service} did not answer within ${Math.round(timeoutMs / 1000)} seconds. Try again in a few minutes.`, undefined, true);
    }
    if (outcome.kind === "network") {
      if (retries < maxRetries) {
        await sleep(backoff(retries), signal);
        retries++;
        continue;
      }
      throw fail(`Could not reach ${midSentence(call.service)} (${outcome.reason}). Check the base URL and your connection.`, undefined, true);
    }
    if (outcome.status < 200 || outcome.status >= 300) {
      const failure = call.describeFailure(outcome.status, outcome.bytes.toString("utf8"), outcome.headers);
      const wait = failure.retryAfterMs ?? backoff(retries);
      if (failure.retryable && retries < maxRetries && wait <= RETRY_DEFAULTS.maxRetryAfterMs) {
        await sleep(wait, signal);
        retries++;
        continue;
      }
      throw fail(failure.message, outcome.status, failure.retryable);
    }
    const read = call.read(outcome.bytes, outcome.headers);
    if (read.ok) return read.value;
    if (invalid === undefined) {
      invalid = read.reason;
      continue;
    }
    throw fail(`${call.service} returned unusable ${call.what} twice (${read.reason}). Try again in a few minutes.`, outcome.status, true);
  }
}

/** JSON of a 2xx body, or undefined. */
export function jsonOf(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString("utf8")) as unknown;
  } catch {
    return undefined;
  }
}
