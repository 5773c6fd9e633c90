import { ERROR_CODES, type ErrorCode } from "@lectern/contract";
import { toAppError } from "../http/to-app-error.js";

export interface StoredFailure {
  status: number;
  code: ErrorCode;
  /** For people: what went wrong and what to do; never a stack or a key. */
  detail: string;
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
