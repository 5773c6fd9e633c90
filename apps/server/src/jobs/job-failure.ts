import { ERROR_CODES, type ErrorCode } from "@lectern/contract";
import { ProviderError, SlidesError, VideoError } from "@lectern/pipeline";
import { AppError } from "../http/errors.js";
import { mediaFailure } from "../media/media-failure.js";
import { videoFailure } from "../media/video-stage.js";

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
  if (err instanceof AppError) return { status: err.statusCode, code: err.code, detail: err.detail };
  const media = mediaFailure(err, "");
  if (media) return { status: media.statusCode, code: media.code, detail: media.detail.trim() };
  if (err instanceof VideoError) {
    const failure = videoFailure(err);
    return { status: failure.statusCode, code: failure.code, detail: failure.detail };
  }
  if (err instanceof SlidesError) return { status: 422, code: ERROR_CODES.validation, detail: err.message };
  if (err instanceof ProviderError) {
    const status = err.status === 400 || err.status === 401 || err.status === 403 || err.status === 404 ? 422 : 502;
    return { status, code: ERROR_CODES.providerUnavailable, detail: err.message };
  }
  return { status: 500, code: ERROR_CODES.internal, detail: "Something went wrong on our side while making this. Please try again." };
}
