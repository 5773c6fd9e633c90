import { ERROR_CODES, type ErrorCode } from "@lectern/contract";
import { ProviderError, StageError, type ProviderRole, type Stage } from "@lectern/pipeline";
import { AppError } from "./errors.js";

/** What a failed stage leaves in place, said once at the end of the answer. */
const KEPT: Partial<Record<Stage, string>> = {
  script: "Your existing scripts were kept.",
  slides: "The previous slides were kept.",
  audio: "Any narration made before was kept.",
  video: "Any video made before was kept.",
};

/** The stage whose earlier work a provider's failure leaves in place; an upload changes nothing of ours. */
const PROVIDER_STAGE: Record<ProviderRole, Stage | undefined> = { writer: "script", speech: "audio", translation: "audio", upload: undefined };

/** "X. Y." without saying twice that something was kept. */
function withKept(message: string, stage: Stage | undefined): string {
  const kept = stage && KEPT[stage];
  return kept === undefined || /\bkept\b/.test(message) ? message : `${message} ${kept}`;
}

/**
 * A stage error's reason as an HTTP status; any other reason is the user's input (422). Ingest's
 * reasons come from the paper's source, the rest from stage-error.ts (and a script edit's).
 */
const STATUS_BY_REASON: Readonly<Record<string, number>> = {
  gone: 404,
  not_found: 404,
  no_script: 404,
  archive_too_large: 413,
  too_large: 413,
  fetch_failed: 502,
  disk_full: 507,
};

const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  404: ERROR_CODES.notFound,
  413: ERROR_CODES.payloadTooLarge,
  502: ERROR_CODES.providerUnavailable,
  507: ERROR_CODES.diskFull,
};

/**
 * Reasons where the stage tried its work and failed, so the answer says what was kept. One not
 * ready, gone, or an edit naming what is not there changed nothing and says only that.
 */
const TRIED = new Set(["unusable", "disk_full"]);

/**
 * A provider refused the request (a bad key, no quota, text it does not take) or a key is
 * missing: the user's to fix. A provider that failed or could not be reached is not.
 */
function refused(err: ProviderError): boolean {
  if (err.status === undefined) return !err.retryable;
  return err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429;
}

/**
 * The one place a failure becomes an HTTP answer, for routes and for jobs alike (job-failure.ts):
 * a provider's refusal the user can fix is 422, a provider that failed is 502; a stage error's
 * status is its reason's (a full disk is ours to fix, 507), and the detail says what was kept.
 * Undefined for errors that are not ours to explain (a bug: 500).
 */
export function toAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  if (err instanceof ProviderError) {
    const userFixable = refused(err);
    const detail = withKept(err.message, PROVIDER_STAGE[err.role]);
    return new AppError(userFixable ? 422 : 502, userFixable ? ERROR_CODES.validation : ERROR_CODES.providerUnavailable, detail);
  }
  if (err instanceof StageError) {
    const reason = err.reason;
    const status = STATUS_BY_REASON[reason] ?? 422;
    const detail = TRIED.has(reason) ? withKept(err.message, err.stage) : err.message;
    return new AppError(status, CODE_BY_STATUS[status] ?? ERROR_CODES.validation, detail);
  }
  return undefined;
}
