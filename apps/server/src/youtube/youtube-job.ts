import type { GoogleUploadResponse } from "@lectern/contract";
import { ProviderError, StageError } from "@lectern/pipeline";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import { paperOf } from "../jobs/job-paper.js";
import type { JobHandler } from "../jobs/job-types.js";
import { YoutubeJob } from "../jobs/job-payloads.js";
import type { PapersService } from "../papers/papers.service.js";
import type { KeyCipher } from "../security/key-cipher.js";
import { uploadCaptions } from "./captions-upload.js";
import { resumableUpload } from "./resumable-upload.js";
import { videoDetails } from "./video-details.js";
import { noVideoMessage, videoSource } from "./video-source.js";

export interface YoutubeJobDeps {
  papers: PapersService;
  youtube: Config["youtube"];
  /** Encrypts the access token into the job's payload and back; bound to the job's user and paper. */
  tokens: KeyCipher;
  /** Where refusals are logged with their reason (never a token); the job's failure has the user's text. */
  log?: Pick<FastifyBaseLogger, "info" | "warn"> | undefined;
}

/** What the token's ciphertext is bound to: a payload copied to another job fails to decrypt. */
export const tokenContext = (userId: string, paperId: string) => `youtube:${userId}:${paperId}`;

/**
 * A failed upload: the job fails with the user's reason, which the upload answer shows. The
 * upload loop has already tried again where that could help, so whatever YouTube said is final
 * here, and answered as YouTube's failure (502), not the user's.
 */
const refused = (message: string) => new ProviderError(message, { role: "upload", service: "youtube", retryable: true });

/**
 * The upload itself, as a background job: sends the paper's video to YouTube in resumable chunks
 * (progress is the share of bytes YouTube has), then its captions. The result is the route's
 * success answer; a refusal fails the job with the reason shown to the user.
 */
export function youtubeJobHandler(deps: YoutubeJobDeps): JobHandler {
  return async ({ job, signal, progress }) => {
    const p = YoutubeJob.parse(JSON.parse(job.payload));
    const paperId = paperOf(job);
    const accessToken = deps.tokens.decrypt(p.token, tokenContext(job.user_id, paperId));
    progress({ stage: "youtube", percent: 1, message: "Starting the upload to YouTube" });
    const source = await videoSource(deps.papers.dirOf(paperId), p.language);
    if (!source) throw new StageError(noVideoMessage(p.language), "video", "not_ready");
    const doc = await deps.papers.document(paperId);

    const uploaded = await resumableUpload({
      apiBase: deps.youtube.apiBase,
      accessToken,
      file: source.mp4,
      contentType: "video/mp4",
      metadata: { ...videoDetails(doc, source.language, deps.youtube.privacy) },
      chunkBytes: deps.youtube.chunkBytes,
      signal,
      onProgress: (received, total) => {
        const mb = (n: number) => (n / 1048576).toFixed(1);
        progress({ percent: Math.round(2 + (received / total) * 93), message: `Uploading to YouTube: ${mb(received)} of ${mb(total)} MB` });
      },
    });
    if (!uploaded.ok) {
      deps.log?.warn({ paper_id: paperId, language: p.language, reason: uploaded.logReason }, "YouTube upload did not happen");
      throw refused(uploaded.message);
    }

    let captionsUploaded = false;
    if (deps.youtube.captions && source.captions) {
      progress({ percent: 96, message: "Adding the captions on YouTube" });
      const captions = await uploadCaptions({
        apiBase: deps.youtube.apiBase,
        accessToken,
        expiryDate: p.expiry_date ?? undefined,
        videoId: uploaded.videoId,
        file: source.captions,
        language: source.language,
      });
      captionsUploaded = captions.ok;
      if (!captions.ok) deps.log?.warn({ paper_id: paperId, video_id: uploaded.videoId, reason: captions.logReason }, "YouTube captions not added; the video is uploaded");
    }
    deps.log?.info({ paper_id: paperId, language: p.language, video_id: uploaded.videoId, bytes: uploaded.bytes, resumes: uploaded.resumes, captions: captionsUploaded }, "uploaded to YouTube");
    const answer: GoogleUploadResponse = {
      success: true,
      video_url: `https://www.youtube.com/watch?v=${encodeURIComponent(uploaded.videoId)}`,
      privacy: uploaded.privacy ?? deps.youtube.privacy,
      captions_uploaded: captionsUploaded,
    };
    return answer;
  };
}
