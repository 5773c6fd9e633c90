import { ERROR_CODES } from "@lectern/contract";
import { SpeechError, TranslationError } from "@lectern/pipeline";
import { AppError } from "../http/errors.js";

/**
 * A stage error as the user reads it. A provider that refused the request (bad key, no quota,
 * unsupported text) or a missing key is the user's to fix (422); a provider that failed or could
 * not be reached is 502. Either way the files already made are kept, and the detail says so.
 */
export function mediaFailure(err: unknown, kept: string): AppError | undefined {
  if (!(err instanceof SpeechError || err instanceof TranslationError)) return undefined;
  const refused = err.status === undefined ? !err.retryable : err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429;
  const status = refused ? 422 : 502;
  return new AppError(status, refused ? ERROR_CODES.validation : ERROR_CODES.providerUnavailable, `${err.message} ${kept}`);
}
