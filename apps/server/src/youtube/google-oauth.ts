import type { OAuth2Client } from "google-auth-library";
import { z } from "zod";
import { MESSAGES, oauthErrorCode, tokenRefusal } from "./google-errors.js";

/** What the consent asks for: upload to the channel, the e-mail, openid. */
export const UPLOAD_SCOPE = "https://www.googleapis.com/auth/youtube.upload";
export const YOUTUBE_SCOPES = [UPLOAD_SCOPE, "https://www.googleapis.com/auth/userinfo.email", "openid"];

export interface GoogleOAuthSettings {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
}

/** Token answers are a boundary: only what we use is required. */
const TokenAnswer = z.object({
  access_token: z.string().min(1),
  expiry_date: z.number().optional(),
  scope: z.string().optional(),
});

export type CodeExchange =
  | { ok: true; accessToken: string; expiryDate: number | undefined }
  /** `logReason` is safe to log: an error code or status, never a token, code or secret. */
  | { ok: false; message: string; logReason: string };

/** Google's libraries load on first use: they add about 0.4 s to every server start otherwise. */
export const googleAuthLibrary = () => import("google-auth-library");

async function client(settings: GoogleOAuthSettings, redirectUri: string): Promise<OAuth2Client> {
  const { OAuth2Client } = await googleAuthLibrary();
  return new OAuth2Client({
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    redirectUri,
    endpoints: { oauth2AuthBaseUrl: settings.authUrl, oauth2TokenUrl: settings.tokenUrl },
    // A hung token endpoint must not hold the request; gaxios retries 5xx and network failures.
    transporterOptions: { timeout: 30_000 },
  });
}

/** Google's consent page for uploading one video: authorisation-code flow with forced consent. */
export async function consentUrl(settings: GoogleOAuthSettings, redirectUri: string, state: string): Promise<string> {
  return (await client(settings, redirectUri)).generateAuthUrl({
    response_type: "code",
    // Offline and forced consent are what the product asks Google for; the refresh token
    // this yields is not kept (see exchangeCode).
    access_type: "offline",
    prompt: "consent",
    scope: YOUTUBE_SCOPES,
    state,
  });
}

/**
 * Trades the one-time code for an access token, with the redirect_uri the consent carried.
 * Only the access token is kept, in memory, for this one upload: Lectern never stores Google
 * tokens (no refresh token either), so a later upload asks for consent again.
 */
export async function exchangeCode(settings: GoogleOAuthSettings, redirectUri: string, code: string): Promise<CodeExchange> {
  try {
    const { tokens } = await (await client(settings, redirectUri)).getToken({ code, redirect_uri: redirectUri });
    const parsed = TokenAnswer.safeParse(tokens);
    if (!parsed.success) return { ok: false, message: tokenRefusal(undefined, redirectUri), logReason: "token answer without access_token" };
    // Google lets the user untick single permissions on the consent screen.
    if (parsed.data.scope !== undefined && !parsed.data.scope.split(" ").includes(UPLOAD_SCOPE)) {
      return { ok: false, message: MESSAGES.scopeMissing, logReason: "upload scope not granted" };
    }
    return { ok: true, accessToken: parsed.data.access_token, expiryDate: parsed.data.expiry_date };
  } catch (err) {
    // Never log `err` itself: its request config carries the code and the client secret.
    const { gaxios } = await googleAuthLibrary();
    if (err instanceof gaxios.GaxiosError && err.response) {
      const error = oauthErrorCode(err.response.data);
      if (err.response.status < 500) return { ok: false, message: tokenRefusal(error, redirectUri), logReason: `token endpoint ${err.response.status} ${error ?? ""}`.trim() };
      return { ok: false, message: MESSAGES.googleUnreachable, logReason: `token endpoint ${err.response.status}` };
    }
    const cause = err instanceof Error ? err.name : "unknown";
    return { ok: false, message: MESSAGES.googleUnreachable, logReason: `token endpoint unreachable (${cause})` };
  }
}

/** The OAuth client settings when the operator set up YouTube upload (id and secret), else undefined. */
export function oauthSettings(youtube: { clientId: string | undefined; clientSecret: string | undefined; authUrl: string; tokenUrl: string }): GoogleOAuthSettings | undefined {
  const { clientId, clientSecret, authUrl, tokenUrl } = youtube;
  return clientId && clientSecret ? { clientId, clientSecret, authUrl, tokenUrl } : undefined;
}
