import { z } from "zod";

// Google's error answers, parsed (they are a boundary), and the words the user sees for each.
// The screen shows 'Upload failed: ' + one of these, so each says what happened and what to do.

/** Google API errors (YouTube Data API): {error: {code, message, errors: [{reason, message}]}}. */
const ApiErrorBody = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional(), message: z.string().optional() })).optional(),
  }),
});

/** OAuth token endpoint errors: {error: "invalid_grant", error_description}. */
const OAuthErrorBody = z.object({ error: z.string(), error_description: z.string().optional() });

export interface ApiFailure {
  status: number;
  /** errors[0].reason, e.g. quotaExceeded; what the mapping keys on. */
  reason: string | undefined;
  message: string | undefined;
}

export function parseApiError(status: number, body: unknown): ApiFailure {
  let json: unknown = body;
  if (typeof body === "string") {
    try {
      json = JSON.parse(body);
    } catch {
      json = undefined;
    }
  }
  const parsed = ApiErrorBody.safeParse(json);
  if (!parsed.success) return { status, reason: undefined, message: undefined };
  return { status, reason: parsed.data.error.errors?.[0]?.reason, message: parsed.data.error.message ?? parsed.data.error.errors?.[0]?.message };
}

/** The `error` code of a token endpoint answer, when it is one. */
export function oauthErrorCode(body: unknown): string | undefined {
  const parsed = OAuthErrorBody.safeParse(body);
  return parsed.success ? parsed.data.error : undefined;
}

/** Google's own text can be long or odd; keep it short and on one line. */
const brief = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ").trim().slice(0, 300);
/** An error code from a URL or a body is shown only if it looks like one. */
const codeOnly = (text: string) => (/^[A-Za-z0-9_.-]{1,64}$/.test(text) ? text : "unknown");

export const MESSAGES = {
  consentDenied: "You did not allow Lectern to upload to your YouTube channel.",
  scopeMissing: "You did not allow Lectern to upload videos to your YouTube channel. Please connect again and allow it to manage your YouTube videos.",
  codeRejected: "Google did not accept the sign-in (it may have expired or been used already). Please connect again.",
  googleUnreachable: "Could not reach Google to finish the sign-in. Please try again in a moment.",
  youtubeUnreachable: "Could not reach YouTube to upload the video. Please try again in a moment.",
  sessionExpired: "YouTube ended the upload before it finished. Please start the upload again.",
  videoChanged: "The video file changed while it was being uploaded. Please start the upload again.",
} as const;

export function consentRefusal(error: string): string {
  if (error === "access_denied") return MESSAGES.consentDenied;
  return `Google sign-in did not finish (${codeOnly(error)}). Please try again.`;
}

export function tokenRefusal(error: string | undefined, redirectUri: string): string {
  switch (error) {
    case "invalid_grant":
      return MESSAGES.codeRejected;
    case "invalid_client":
    case "unauthorized_client":
      return "Google did not accept this server's YouTube settings. The operator must check YOUTUBE_CLIENT_ID and YOUTUBE_CLIENT_SECRET.";
    case "redirect_uri_mismatch":
      return `Google did not accept this server's return address. The operator must register ${redirectUri} as an authorised redirect URI (or set PUBLIC_URL).`;
    default:
      return `Google did not accept the sign-in (${codeOnly(error ?? "unknown")}). Please connect again.`;
  }
}

const VIDEO_REASONS: Record<string, string> = {
  quotaExceeded: "YouTube's daily upload allowance for this Lectern server has been used up. Please try again tomorrow.",
  uploadLimitExceeded: "Your YouTube channel has reached its upload limit for now. Please try again later: YouTube lifts the limit within a day.",
  youtubeSignupRequired: "Your Google account has no YouTube channel yet. Create one on youtube.com, then try again.",
  rateLimitExceeded: "YouTube is receiving too many requests right now. Please wait a few minutes and try again.",
  userRateLimitExceeded: "YouTube is receiving too many requests right now. Please wait a few minutes and try again.",
  insufficientPermissions: "Lectern was not allowed to upload to your YouTube channel. Please connect again and allow it to manage your YouTube videos.",
  forbidden: "YouTube did not allow this upload to your channel. Please check your channel on youtube.com and try again.",
  authError: "YouTube did not accept the sign-in. Please connect again.",
  invalidTitle: "YouTube did not accept the video title. Edit the paper's title and try again.",
  invalidDescription: "YouTube did not accept the video description. Edit the paper's details and try again.",
};

/** The user's reason for a refused upload, from YouTube's status and error reason. */
export function youtubeRefusal(failure: ApiFailure): string {
  const known = failure.reason ? VIDEO_REASONS[failure.reason] : undefined;
  if (known) return known;
  if (failure.status === 401) return VIDEO_REASONS.authError ?? MESSAGES.codeRejected;
  if (failure.status >= 500) return `YouTube is not answering properly right now (HTTP ${failure.status}). Please try again later.`;
  const detail = brief(failure.message);
  return `YouTube refused the upload (${codeOnly(failure.reason ?? String(failure.status))})${detail ? `: ${detail}` : "."}`;
}
