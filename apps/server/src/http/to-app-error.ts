import { ERROR_CODES } from "@lectern/contract";
import { ProviderError, StageError, VideoError, type Stage } from "@lectern/pipeline";
import { AppError } from "./errors.js";

/** What a failed stage leaves in place, said once at the end of the answer. */
const KEPT: Partial<Record<Stage, string>> = {
  script: "Your existing scripts were kept.",
  slides: "The previous slides were kept.",
  audio: "Any narration made before was kept.",
  video: "Any video made before was kept.",
};

/** "X. Y." without saying twice that something was kept. */
function withKept(message: string, stage: Stage): string {
  const kept = KEPT[stage];
  return kept === undefined || /\bkept\b/.test(message) ? message : `${message} ${kept}`;
}

/**
 * A provider refused the request (a bad key, no quota, text it does not take) or a key is
 * missing: the user's to fix. A provider that failed or could not be reached is not.
 */
function refused(err: ProviderError): boolean {
  if (err.status === undefined) return !err.retryable;
  return err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429;
}

/**
 * The one place a pipeline failure becomes an HTTP answer: a refusal the user can fix is 422,
 * a provider that failed is 502, a full disk is ours to fix (507), and the detail says what was
 * kept. Undefined for errors that are not ours to explain (a bug: 500). Edits and uploads map
 * their own errors where a finer status says more (404 for an unknown section, 413 ...).
 */
export function toAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  if (err instanceof ProviderError) {
    const userFixable = refused(err);
    const detail = withKept(err.message, err.role === "writer" ? "script" : "audio");
    return new AppError(userFixable ? 422 : 502, userFixable ? ERROR_CODES.validation : ERROR_CODES.providerUnavailable, detail);
  }
  if (err instanceof VideoError && err.diskFull) return new AppError(507, ERROR_CODES.diskFull, withKept(err.message, err.stage));
  if (err instanceof StageError) return new AppError(422, ERROR_CODES.validation, withKept(err.message, err.stage));
  return undefined;
}
