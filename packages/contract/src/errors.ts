import { z } from "zod";

/** Every error the API returns has this body; `detail` is safe to show to the user. */
export const ErrorBody = z.object({
  detail: z.string(),
  code: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Stable machine-readable error codes. The HTTP status says the class, the code says which. */
export const ERROR_CODES = {
  unauthenticated: "unauthenticated", // 401: no, expired or revoked session
  invalidGoogleToken: "invalid_google_token", // 401: the Google ID token failed verification
  googleNotConfigured: "google_not_configured", // 400
  localLoginDisabled: "local_login_disabled", // 403
  notFound: "not_found", // 404: also for papers of other users
  validation: "validation_error", // 422
  invalidApiKey: "invalid_api_key", // 422: a provider rejected a key on save
  payloadTooLarge: "payload_too_large", // 413
  unsupportedMediaType: "unsupported_media_type", // 415
  rateLimited: "rate_limited", // 429
  busy: "busy", // 409: the same work is already running for this paper
  cancelled: "cancelled", // 409: a job stopped because its paper was deleted
  stillRunning: "still_running", // 504: the job outlasted the request; it carries on in the background
  providerUnavailable: "provider_unavailable", // 502
  extensionUnavailable: "extension_unavailable", // 503: this server has no built browser extension to offer
  youtubeNotConfigured: "youtube_not_configured", // 503: the operator has not set up YouTube upload
  invalidOauthState: "invalid_oauth_state", // 400: a YouTube sign-in state that is unknown, expired, used, or not this user's/paper's
  diskFull: "disk_full", // 507: the server's disk filled up while making something; what was made before is kept
  internal: "internal_error", // 500
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
