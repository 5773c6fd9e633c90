import { ERROR_CODES } from "./errors.js";

/** Further tries the web client makes on a route marked `retried`, RETRY_DELAY_MS apart. */
export const RETRY_ATTEMPTS = 2;
export const RETRY_DELAY_MS = 1_000;

/**
 * Whether the web client tries a failed request again (on a route marked `retried`): only for a
 * failure on our side that another try may mend. Never for a job that outlasted its request
 * (asking again is refused, 409), nor for a provider's failure (502 provider_unavailable): the
 * provider's own loop has tried again already, and each new request would start that loop over
 * (the bound on provider calls is in apps/server/src/jobs/provider-calls.test.ts).
 */
export function clientRetries(failure: { status: number; code: string | undefined }): boolean {
  return failure.status >= 500 && failure.code !== ERROR_CODES.stillRunning && failure.code !== ERROR_CODES.providerUnavailable;
}
