import type { Checked } from "../http/checked.js";
import type { HttpClientOptions } from "../http/client-options.js";
import { postJsonForBytes, type PostRequest } from "../http/http-post.js";
import type { Failure } from "../http/failure.js";
import { readChecked, withRetries } from "../http/with-retries.js";

/** What a speech or translation service's client is configured with: its key and address, and how to send. */
export type ServiceClientOptions = HttpClientOptions & { apiKey: string; baseUrl: string };
export type RetryOptions = Omit<ServiceClientOptions, "apiKey" | "baseUrl">;

/** One request to a speech or translation service, with how to read its answers. */
export interface ServiceCall<T> {
  /** How the user knows the service, at the start of a sentence: "Sarvam". */
  service: string;
  request: PostRequest;
  /** Reads a 2xx answer; a rejection counts as an unusable answer. */
  read: (bytes: Buffer, headers: Headers) => Checked<T>;
  describeFailure: (status: number, bodyText: string, headers: Headers) => Failure;
  /** Makes the error the caller's users see (a ProviderError). */
  fail: (message: string, status: number | undefined, retryable: boolean) => Error;
  /** Keys and tokens that must never reach a message. */
  secrets: readonly string[];
  /** What the answer is, for messages: "audio", "translation". */
  what: string;
}

/**
 * The retry policy of with-retries.ts for services that answer with audio bytes or a plain JSON
 * object instead of model-written JSON: the same request is sent each time, since a service has
 * no use for the reason an answer was unusable (not audio, unexpected shape).
 */
export async function callService<T>(call: ServiceCall<T>, options: RetryOptions, signal?: AbortSignal): Promise<T> {
  const fetchImpl = options.fetchImpl ?? fetch;
  return withRetries(
    {
      service: call.service,
      send: ({ timeoutMs }) => postJsonForBytes(fetchImpl, call.request, timeoutMs, signal),
      describeFailure: (status, bytes, headers) => call.describeFailure(status, bytes.toString("utf8"), headers),
      read: (bytes, headers) => readChecked(call.read(bytes, headers)),
      fail: (message, status, retryable) => call.fail(message, status, retryable),
      secrets: call.secrets,
      wording: { timeoutAdvice: "Try again in a few minutes.", unusable: `unusable ${call.what}`, otherwise: "Try again in a few minutes." },
    },
    options,
    signal,
  );
}

/** JSON of a 2xx body, or undefined. */
export function jsonOf(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString("utf8")) as unknown;
  } catch {
    return undefined;
  }
}
