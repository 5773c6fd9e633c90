import { clientRetries, ERROR_CODES, RETRY_ATTEMPTS } from "@lectern/contract";
import { IngestError, MAX_SENDS_PER_CALL, ProviderError } from "@lectern/pipeline";
import { describe, expect, it } from "vitest";
import { jobFailure, queueRetries } from "./job-failure.js";

/**
 * The bound on provider calls per user action, across every layer that could try again: one
 * provider request is sent at most 6 times (the provider loop's MAX_SENDS_PER_CALL, pinned by
 * with-retries.test.ts), because neither the job queue nor the web client tries again after a
 * provider's failure. Before, the web client's retries (3 tries) and the Redis queue's (JOB_ATTEMPTS,
 * 3 by default) each multiplied the loop.
 */
const PROVIDER_CALLS_PER_ACTION = 6;
/** config.ts allows JOB_ATTEMPTS up to 20: the bound must hold whatever the operator sets. */
const MOST_JOB_ATTEMPTS = 20;

/** Sends of one provider request after `err`, with every layer's own rule for trying again. */
function sendsAfter(err: unknown): number {
  const failure = jobFailure(err);
  const jobRuns = queueRetries(failure) ? MOST_JOB_ATTEMPTS : 1;
  const webTries = clientRetries({ status: failure.status, code: failure.code }) ? 1 + RETRY_ATTEMPTS : 1;
  return MAX_SENDS_PER_CALL * jobRuns * webTries;
}

describe("provider calls per user action", () => {
  it(`are at most ${PROVIDER_CALLS_PER_ACTION} for any provider's failure: the loop tries again, the job and the web client do not`, () => {
    const failures = [
      new ProviderError("Gemini is unavailable right now (503).", { role: "writer", service: "gemini", status: 503, retryable: true }),
      new ProviderError("Could not reach Sarvam.", { role: "speech", service: "sarvam", retryable: true }),
      new ProviderError("Slow down.", { role: "translation", service: "gemini", status: 429, retryable: true }),
      new ProviderError("Could not reach YouTube to upload the video.", { role: "upload", service: "youtube", retryable: true }),
      new IngestError("arXiv could not be reached from this server.", "fetch_failed"),
    ];
    for (const err of failures) expect(sendsAfter(err)).toBeLessThanOrEqual(PROVIDER_CALLS_PER_ACTION);
    expect(MAX_SENDS_PER_CALL).toBe(PROVIDER_CALLS_PER_ACTION);
  });

  it("still tries our own failures again, in the queue and in the web client", () => {
    const ours = jobFailure(new Error("the database went away"));
    expect(queueRetries(ours)).toBe(true);
    expect(clientRetries({ status: ours.status, code: ours.code })).toBe(true);
    expect(clientRetries({ status: 504, code: ERROR_CODES.stillRunning })).toBe(false);
    expect(clientRetries({ status: 502, code: ERROR_CODES.providerUnavailable })).toBe(false);
  });
});
