import { ERROR_CODES, type GoogleUploadRequest, type GoogleUploadResponse, type LanguageName, type YoutubeAuthUrlResponse } from "@lectern/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import { AppError } from "../http/errors.js";
import type { PapersService } from "../papers/papers.service.js";
import { uploadCaptions } from "./captions-upload.js";
import { consentRefusal } from "./google-errors.js";
import { consentUrl, exchangeCode, oauthSettings, type GoogleOAuthSettings } from "./google-oauth.js";
import type { OauthStates } from "./oauth-state.js";
import { resumableUpload } from "./resumable-upload.js";
import { videoDetails } from "./video-details.js";
import { noVideoMessage, videoSource } from "./video-source.js";

export const NOT_CONFIGURED = "YouTube upload is not set up on this server: the operator must set YOUTUBE_CLIENT_ID and YOUTUBE_CLIENT_SECRET.";
const UNEXPECTED = "Something went wrong while uploading to YouTube. Please try again.";

export interface YoutubeUploadDeps {
  youtube: Config["youtube"];
  publicUrl: string | undefined;
  papers: PapersService;
  states: OauthStates;
}

/**
 * Upload of a paper's finished video to the user's own YouTube channel (PRODUCT-SPEC §4, §7).
 *
 * How answers are chosen: while the request itself is wrong, it is refused with an HTTP error
 * ({detail, code}): 503 not set up, 404 not the user's paper, 400 a bad state, 422 no video to
 * upload. Once the state is used up, the attempt has happened, so every outcome is a 200
 * GoogleUploadResponse: success with the video's URL, or success:false with the reason (consent
 * denied, Google refused the code, YouTube refused the upload ...); the user starts again either way.
 *
 * The user's files are only read. Google's tokens live in this request's memory and are dropped
 * when it ends: nothing is stored, not even the refresh token, and nothing secret is logged.
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
      const doc = await deps.papers.document(paperId);
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

      try {
        const uploaded = await resumableUpload({
          apiBase: deps.youtube.apiBase,
          accessToken: token.accessToken,
          file: source.mp4,
          contentType: "video/mp4",
          metadata: { ...videoDetails(doc, source.language, deps.youtube.privacy) },
          chunkBytes: deps.youtube.chunkBytes,
        });
        if (!uploaded.ok) return fail(uploaded.message, uploaded.logReason);

        let captionsUploaded = false;
        if (deps.youtube.captions && source.captions) {
          const captions = await uploadCaptions({
            apiBase: deps.youtube.apiBase,
            accessToken: token.accessToken,
            expiryDate: token.expiryDate,
            videoId: uploaded.videoId,
            file: source.captions,
            language: source.language,
          });
          captionsUploaded = captions.ok;
          if (!captions.ok) log.warn({ paper_id: paperId, video_id: uploaded.videoId, reason: captions.logReason }, "YouTube captions not added; the video is uploaded");
        }
        log.info({ paper_id: paperId, language, video_id: uploaded.videoId, bytes: uploaded.bytes, resumes: uploaded.resumes, captions: captionsUploaded }, "uploaded to YouTube");
        return {
          success: true,
          video_url: `https://www.youtube.com/watch?v=${encodeURIComponent(uploaded.videoId)}`,
          privacy: uploaded.privacy ?? deps.youtube.privacy,
          captions_uploaded: captionsUploaded,
        };
      } catch (err) {
        // Only our own and file-system errors get here (Google's are answers above); safe to log.
        log.error({ err, paper_id: paperId }, "YouTube upload failed unexpectedly");
        return { success: false, error: UNEXPECTED };
      }
    },
  };
}
