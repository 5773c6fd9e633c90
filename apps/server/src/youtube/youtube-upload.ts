import { ERROR_CODES, GoogleUploadResponse, type GoogleUploadRequest, type LanguageName, type YoutubeAuthUrlResponse } from "@lectern/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import { AppError } from "../http/errors.js";
import type { JobQueue } from "../jobs/job-queue.js";
import { jobView } from "../jobs/job-view.js";
import type { PapersService } from "../papers/papers.service.js";
import type { KeyCipher } from "../security/key-cipher.js";
import type { UrlSigner } from "../security/url-signer.js";
import { consentRefusal } from "./google-errors.js";
import { consentUrl, exchangeCode, oauthSettings, type GoogleOAuthSettings } from "./google-oauth.js";
import type { OauthStates } from "./oauth-state.js";
import { noVideoMessage, videoSource } from "./video-source.js";
import { tokenContext } from "./youtube-job.js";

export const NOT_CONFIGURED = "YouTube upload is not set up on this server: the operator must set YOUTUBE_CLIENT_ID and YOUTUBE_CLIENT_SECRET.";
const UNEXPECTED = "Something went wrong while uploading to YouTube. Please try again.";
const BUSY = "This paper's video is already being uploaded to YouTube. Wait for that upload to finish.";

export interface YoutubeUploadDeps {
  youtube: Config["youtube"];
  publicUrl: string | undefined;
  papers: PapersService;
  states: OauthStates;
  jobs: JobQueue;
  /** Encrypts the access token into the upload job's payload. */
  tokens: KeyCipher;
  /** Signs the upload job's event-stream URL. */
  signer: UrlSigner;
}

/**
 * Upload of a paper's finished video to the user's own YouTube channel, with the code from Google's consent.
 *
 * How answers are chosen: while the request itself is wrong, it is refused with an HTTP error
 * ({detail, code}): 503 not set up, 404 not the user's paper, 400 a bad state, 422 no video to
 * upload. Once the state is used up, the attempt has happened, so every outcome is a 200
 * GoogleUploadResponse: success with the video's URL, or success:false with the reason (consent
 * denied, Google refused the code, YouTube refused the upload ...); the user starts again either way.
 *
 * The code is exchanged in the request; the upload runs as a background job (youtube-job.ts) that
 * this request waits for, up to YOUTUBE_UPLOAD_WAIT_MS; past that the answer carries the job to
 * follow. The user's files are only read. Only the access token leaves this request, encrypted in
 * the job's payload (it lapses with Google's expiry, about an hour); no refresh token is asked
 * for or kept, and nothing secret is logged.
 */
export function youtubeUploads(deps: YoutubeUploadDeps) {
  const settings = (): GoogleOAuthSettings => {
    const found = oauthSettings(deps.youtube);
    if (!found) throw new AppError(503, ERROR_CODES.youtubeNotConfigured, NOT_CONFIGURED);
    return found;
  };

  return {
    /** The consent URL for this paper's video in this language (or the newest one). */
    async authUrl(userId: string, paperId: string, asked: LanguageName | undefined, requestOrigin: string): Promise<YoutubeAuthUrlResponse> {
      const oauth = settings();
      await deps.papers.owned(paperId, userId);
      const source = await videoSource(deps.papers.dirOf(paperId), asked);
      if (!source) throw new AppError(422, ERROR_CODES.validation, noVideoMessage(asked));
      // Behind a proxy the request's own origin may be internal: PUBLIC_URL says the real one.
      // (A forged Host header gains nothing: Google only redirects to registered URIs.)
      const redirectUri = `${new URL(deps.publicUrl ?? requestOrigin).origin}/oauth2callback`;
      const state = await deps.states.issue({ userId, paperId, language: source.language.name, redirectUri });
      return { url: await consentUrl(oauth, redirectUri, state), state };
    },

    async upload(userId: string, body: GoogleUploadRequest, log: FastifyBaseLogger): Promise<GoogleUploadResponse> {
      const oauth = settings();
      const paperId = body.paper_id;
      await deps.papers.owned(paperId, userId);
      const { language, redirectUri } = await deps.states.consume(body.state, userId, paperId);

      const fail = (error: string, reason: string): GoogleUploadResponse => {
        log.warn({ paper_id: paperId, language, reason }, "YouTube upload did not happen");
        return { success: false, error };
      };
      if (body.code === undefined) return fail(consentRefusal(body.error ?? "access_denied"), `consent not given (${body.error ?? "no code"})`);
      const source = await videoSource(deps.papers.dirOf(paperId), language);
      if (!source) return fail(noVideoMessage(language), "the video is gone");

      const token = await exchangeCode(oauth, redirectUri, body.code);
      if (!token.ok) return fail(token.message, token.logReason);

      // The upload itself is a background job (a large video on a slow uplink outlasts any
      // request); this request waits for it up to the wait, then answers with the job to follow.
      const job = await deps.jobs.submit({
        userId,
        paperId,
        kind: "youtube",
        payload: { language, token: deps.tokens.encrypt(token.accessToken, tokenContext(userId, paperId)), expiry_date: token.expiryDate ?? null },
        exclusiveWith: ["youtube"],
        busyMessage: BUSY,
      });
      const done = await deps.jobs.wait(job.id, deps.youtube.uploadWaitMs);
      const view = jobView(done, deps.signer);
      if (done.state === "succeeded") return { ...GoogleUploadResponse.parse(done.result ? JSON.parse(done.result) : {}), job: view };
      if (done.state === "failed") {
        // Our own and file-system errors (500) are not worded for people; YouTube's refusals are.
        const error = (done.error_status ?? 500) >= 500 && done.error_code !== ERROR_CODES.providerUnavailable ? UNEXPECTED : done.message;
        return { ...fail(error, `upload job failed: ${done.message}`), job: view };
      }
      return { success: false, job: view };
    },
  };
}
