import fs from "node:fs";
import type { Language } from "@lectern/contract";
import { parseApiError } from "./google-errors.js";
import { googleAuthLibrary } from "./google-oauth.js";

export interface CaptionsInput {
  apiBase: string;
  accessToken: string;
  expiryDate: number | undefined;
  videoId: string;
  /** The language's WebVTT file, read only. */
  file: string;
  language: Language;
}

/** `logReason` is safe to log: a status and Google's reason, never a token. */
export type CaptionsResult = { ok: true } | { ok: false; logReason: string };

/**
 * Adds the narration's captions to the uploaded video (captions.insert: a multipart/related
 * upload of the metadata and the .vtt). Captions are a bonus: any failure, the 400-unit quota
 * cost included, is reported to the caller and never fails the upload.
 */
export async function uploadCaptions(input: CaptionsInput): Promise<CaptionsResult> {
  const [{ youtube }, { gaxios, OAuth2Client }] = await Promise.all([import("@googleapis/youtube"), googleAuthLibrary()]);
  const auth = new OAuth2Client();
  auth.setCredentials({ access_token: input.accessToken, ...(input.expiryDate ? { expiry_date: input.expiryDate } : {}) });
  const api = youtube({ version: "v3", auth });
  try {
    await api.captions.insert(
      {
        part: ["snippet"],
        requestBody: { snippet: { videoId: input.videoId, language: input.language.code, name: input.language.name, isDraft: false } },
        media: { mimeType: "text/vtt", body: fs.createReadStream(input.file) },
      },
      // The upload URL is built from the per-call rootUrl (a client-wide one is not applied to
      // media uploads). A stream body cannot be replayed, so no retries.
      { rootUrl: `${input.apiBase}/`, timeout: 60_000, retry: false },
    );
    return { ok: true };
  } catch (err) {
    // Never log `err` itself: its request config carries the Authorization header.
    if (err instanceof gaxios.GaxiosError && err.response) {
      const failure = parseApiError(err.response.status, err.response.data);
      return { ok: false, logReason: `HTTP ${failure.status} ${failure.reason ?? ""}`.trim() };
    }
    return { ok: false, logReason: `captions request failed (${err instanceof Error ? err.name : "unknown"})` };
  }
}
