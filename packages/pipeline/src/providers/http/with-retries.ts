import type { Checked } from "./checked.js";
import type { HttpClientOptions } from "./client-options.js";
import type { PostOutcome } from "./http-post.js";
import { abortableSleep, backoffMs, RETRY_DEFAULTS } from "./retry-policy.js";
import type { Failure } from "./failure.js";

/** The retry settings every provider client takes; each defaults to RETRY_DEFAULTS. */
export type RetrySettings = Pick<HttpClientOptions, "timeoutMs" | "maxRetries" | "retryBaseMs" | "sleep" | "random">;


/** What a 2xx answer held: the value, an unusable answer (asking again may help), or a refusal (it will not). */
export type Read<T> = { kind: "value"; value: T } | { kind: "invalid"; reason: string } | { kind: "blocked"; message: string };

/** What the next request should look like. */
export interface Attempt {
  /** Why the previous answer was unusable, on the one re-ask: a model can be told, so it does not repeat it. */
  invalidReason: string | undefined;
  /** False once the server rejected the response schema itself. */
  structured: boolean;
  /** Per request, already defaulted: the loop quotes it when the service does not answer. */
  timeoutMs: number;
}

/** The parts of the user-facing messages that differ between kinds of service. */
export interface Wording {
  /** After "did not answer within N seconds.": "Try again in a few minutes." */
  timeoutAdvice: string;
  /** What came back unusable twice, with its article: "an unusable script", "unusable audio". */
  unusable: string;
  /** What the user can do then: "Try again, or use the local writer." */
  otherwise: string;
}

/** One call to a provider, with how to send it and how to read what comes back. */
export interface Retried<B, T> {
  /** How the user knows the service, at the start of a sentence: "Sarvam", "The OpenAI-compatible server at host:port". */
  service: string;
  /** Sends one request. Throws only when the caller's signal aborts: everything else is an outcome to decide about. */
  send: (attempt: Attempt) => Promise<PostOutcome<B>>;
  describeFailure: (status: number, body: B, headers: Headers) => Failure;
  /** Reads a 2xx answer. */
  read: (body: B, headers: Headers) => Read<T>;
  /** Makes the error the user sees (a ProviderError); the message is already scrubbed. */
  fail: (message: string, status: number | undefined, retryable: boolean) => Error;
  /** Keys and tokens that must never reach a message: provider messages are echoed to the user. */
  secrets: readonly string[];
  wording: Wording;
}

/**
 * Sends a call until it gives a usable answer. Policy:
 * - 429, 5xx and network failures: up to `maxRetries` retries, waiting what the provider asked
 *   (Retry-After) or exponential backoff with jitter; a wait longer than a minute is not waited.
 * - timeout (per request): retried once, then a clear error.
 * - an unusable 2xx answer: asked again once, with the reason passed to `send`.
 * - a rejected response schema: asked again once without one.
 * - anything else (400/401/403/404, a safety block): no retry, the provider's meaning in words.
 * - the caller's signal aborting: stops at once with the signal's reason.
 */
/** What a network error code means to a user; an unknown code says only that the connection failed. */
const NETWORK_WORDS: Record<string, string> = {
  ECONNREFUSED: "nothing answered at its address",
  ENOTFOUND: "its address could not be found",
  EAI_AGAIN: "its address could not be looked up",
  ECONNRESET: "the connection was cut off",
  EPIPE: "the connection was cut off",
  ETIMEDOUT: "the connection timed out",
  EHOSTUNREACH: "the network cannot reach it",
  ENETUNREACH: "the network cannot reach it",
  UND_ERR_SOCKET: "the connection was cut off",
  UND_ERR_CONNECT_TIMEOUT: "the connection timed out",
  CERT_HAS_EXPIRED: "its security certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "its security certificate could not be verified",
  SELF_SIGNED_CERT_IN_CHAIN: "its security certificate could not be verified",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "its security certificate could not be verified",
  ERR_TLS_CERT_ALTNAME_INVALID: "its security certificate is for another address",
};

/** A failure to connect in words: never a bare code such as "ECONNREFUSED". */
export function networkWords(reason: string): string {
  const known = NETWORK_WORDS[reason];
  if (known) return known;
  return /^[A-Z][A-Z0-9_]+$/.test(reason) ? "the connection failed" : reason;
}

export async function withRetries<B, T>(call: Retried<B, T>, settings: RetrySettings, signal?: AbortSignal): Promise<T> {
  const timeoutMs = settings.timeoutMs ?? RETRY_DEFAULTS.timeoutMs;
  const maxRetries = settings.maxRetries ?? RETRY_DEFAULTS.maxRetries;
  const sleep = settings.sleep ?? abortableSleep;
  const random = settings.random ?? Math.random;
  const { service, wording } = call;
  const fail = (message: string, status: number | undefined, retryable: boolean) => call.fail(scrub(message, call.secrets), status, retryable);

  let retries = 0;
  let timeouts = 0;
  let invalidReason: string | undefined;
  let structured = true;
  const backoff = () => backoffMs(retries, settings.retryBaseMs ?? RETRY_DEFAULTS.baseMs, random);

  for (;;) {
    signal?.throwIfAborted();
    const outcome = await call.send({ invalidReason, structured, timeoutMs });

    if (outcome.kind === "timeout") {
      if (timeouts < RETRY_DEFAULTS.timeoutRetries && retries < maxRetries) {
        timeouts++;
        retries++;
        continue;
      }
      throw fail(`${service} did not answer within ${Math.round(timeoutMs / 1000)} seconds. ${wording.timeoutAdvice}`, undefined, true);
    }
    if (outcome.kind === "network") {
      if (retries < maxRetries) {
        await sleep(backoff(), signal);
        retries++;
        continue;
      }
      throw fail(`Could not reach ${midSentence(service)}: ${networkWords(outcome.reason)}. Check the base URL and your internet connection, then try again.`, undefined, true);
    }
    if (outcome.status < 200 || outcome.status >= 300) {
      const failure = call.describeFailure(outcome.status, outcome.body, outcome.headers);
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

    const read = call.read(outcome.body, outcome.headers);
    if (read.kind === "blocked") throw fail(read.message, outcome.status, false);
    if (read.kind === "value") return read.value;
    if (invalidReason === undefined) {
      invalidReason = read.reason;
      continue;
    }
    throw fail(`${service} returned ${wording.unusable} twice (${read.reason}). ${wording.otherwise}`, outcome.status, true);
  }
}

/** A check's verdict as a read answer: a rejection counts as an unusable answer. */
export function readChecked<T>(checked: Checked<T>): Read<T> {
  return checked.ok ? { kind: "value", value: checked.value } : { kind: "invalid", reason: checked.reason };
}

/** Service names start sentences ("The OpenAI-compatible server ..."); inside one they take a small "the". */
const midSentence = (service: string) => service.replace(/^The /, "the ");

/** A secret under 4 characters is no real key (often an empty one, unset), and replacing it would mangle the message. */
function scrub(message: string, secrets: readonly string[]): string {
  return secrets.reduce((m, secret) => (secret.length >= 4 ? m.split(secret).join("[key]") : m), message);
}
