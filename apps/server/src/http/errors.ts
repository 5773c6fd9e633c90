import { ERROR_CODES, type ErrorCode } from "@lectern/contract";

/** An error whose detail is safe to show to the user. Anything else becomes a generic 500. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly detail: string,
  ) {
    super(detail);
    this.name = "AppError";
  }
}

export const unauthenticated = (detail = "Your session has ended. Please sign in again.") =>
  new AppError(401, ERROR_CODES.unauthenticated, detail);

export const notFound = (detail = "Not found.") => new AppError(404, ERROR_CODES.notFound, detail);
/** A paper that is not the caller's, or no longer there: one answer for both, so existence is not disclosed. */
export const paperGone = () => notFound("Paper not found. It may have been removed; please upload it again.");

export const invalidInput = (detail: string) => new AppError(422, ERROR_CODES.validation, detail);

/** 429: the caller spent a rate-limit budget; `seconds` is also sent as Retry-After. */
export const rateLimited = (seconds: number) =>
  new AppError(429, ERROR_CODES.rateLimited, `Too many requests: please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} before trying again.`);
