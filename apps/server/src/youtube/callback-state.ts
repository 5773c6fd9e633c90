import { ERROR_CODES, type GoogleUploadBody, type GoogleUploadRequest } from "@lectern/contract";
import { AppError } from "../http/errors.js";

/**
 * The published callback body is only {code, paper_id}. Without the state that came back from Google
 * a code could have been obtained by another site (login CSRF) or for another paper, so such a
 * callback is refused, saying what is missing and why rather than quoting the schema.
 */
export const STATE_REQUIRED =
  "The YouTube sign-in state is missing. Send back the state that Google returned with the code (it is in the sign-in link from /api/youtube_upload/auth-url): it proves this upload was started by you, for this paper, and stops another site from using your Google consent. Please start the upload again.";

export function requireState(body: GoogleUploadBody): GoogleUploadRequest {
  const { state } = body;
  if (state === undefined) throw new AppError(400, ERROR_CODES.invalidOauthState, STATE_REQUIRED);
  return { ...body, state };
}
