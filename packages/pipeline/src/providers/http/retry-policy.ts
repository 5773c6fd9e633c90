import { setTimeout as delay } from "node:timers/promises";

export const RETRY_DEFAULTS = {
  maxRetries: 3,
  baseMs: 1_000,
  /** No single backoff wait is longer than this. */
  maxBackoffMs: 20_000,
  /** A provider asking us to wait longer than this is treated as "out of quota for now". */
  maxRetryAfterMs: 60_000,
  timeoutMs: 90_000,
  /** A timed-out request is retried once only: two 90 s waits is already long for a user. */
  timeoutRetries: 1,
  /** An unusable answer is asked for again once. */
  invalidRetries: 1,
} as const;

/**
 * The most requests one provider call sends (with-retries.ts): the first, `maxRetries` more after
 * 429, 5xx, a network failure or a timeout, one re-ask after an unusable answer and one without a
 * response schema the server rejected. Nothing above the loop sends it again (a job is not run
 * again for a provider's failure, nor does the web client ask again), so this is also the bound
 * per user action: apps/server/src/jobs/provider-calls.test.ts keeps it.
 */
export const MAX_SENDS_PER_CALL = 1 + RETRY_DEFAULTS.maxRetries + RETRY_DEFAULTS.invalidRetries + 1;

/** Exponential backoff with jitter: base·2^n scaled into [½, 1), so clients do not retry in step. */
export function backoffMs(retry: number, baseMs: number, random: () => number): number {
  const ceiling = Math.min(RETRY_DEFAULTS.maxBackoffMs, baseMs * 2 ** retry);
  return Math.round(ceiling * (0.5 + random() / 2));
}

/** Retry-After is seconds ("7") or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === "") return undefined;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** A protobuf Duration as Google APIs write it in RetryInfo: "37s", "1.5s". */
export function parseProtoDuration(value: string | undefined): number | undefined {
  const m = value === undefined ? null : /^(\d+(?:\.\d+)?)s$/.exec(value.trim());
  return m?.[1] === undefined ? undefined : Math.round(Number(m[1]) * 1000);
}

/** Waits, but gives up at once (with the signal's reason) when the caller cancels. */
export async function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted();
  try {
    await delay(ms, undefined, signal ? { signal } : {});
  } catch (err) {
    signal?.throwIfAborted();
    throw err;
  }
}
