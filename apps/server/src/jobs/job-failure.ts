import { ERROR_CODES, type ErrorCode } from "@lectern/contract";
import { toAppError } from "../http/to-app-error.js";

export interface StoredFailure {
  status: number;
  code: ErrorCode;
  /** For people: what went wrong and what to do; never a stack or a key. */
  detail: string;
}

/**
 * Whether a failed job goes back to the queue for another try (where the queue tries again at all:
 * the Redis queue, while BullMQ has attempts left). Only a failure on our side; never a provider's
 * (502 provider_unavailable): its own loop has tried again already (MAX_SENDS_PER_CALL), and each
 * run of the job would start that loop over.
 */
export function queueRetries(failure: StoredFailure): boolean {
  return failure.status >= 500 && failure.code !== ERROR_CODES.providerUnavailable;
}

/**
 * What a failed job tells its owner (and the request waiting for it). Errors we know say what
 * went wrong in their own words; anything else is a 500 with a plain sentence (and is logged).
 */
export function jobFailure(err: unknown): StoredFailure {
  const known = toAppError(err);
  if (known) return { status: known.statusCode, code: known.code, detail: known.detail };
  return { status: 500, code: ERROR_CODES.internal, detail: "Something went wrong on our side while making this. Please try again." };
}
