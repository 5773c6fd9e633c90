import { ERROR_CODES } from "@lectern/contract";
import type { ProviderError } from "@lectern/pipeline";
import { AppError } from "../http/errors.js";

/** A script writer's provider failed: the user's to fix (422) or the provider's (502). */
export function providerFailure(err: ProviderError): AppError {
  const status = err.status === 400 || err.status === 401 || err.status === 403 || err.status === 404 ? 422 : 502;
  return new AppError(status, ERROR_CODES.providerUnavailable, `${err.message} Your existing scripts were kept.`);
}
