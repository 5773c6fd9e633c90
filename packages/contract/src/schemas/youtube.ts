import { z } from "zod";
import { LanguageName } from "../languages.js";
import { PaperId } from "./common.js";
import { Job } from "./jobs.js";

/**
 * Upload to the user's own YouTube channel.
 * The consent URL is made by the server so the `state` it carries is bound to the signed-in user,
 * the paper and the language, and can be used once.
 */
export const YoutubeAuthUrlQuery = z.object({
  paper_id: PaperId,
  /** Which language's video to upload; absent: the one made most recently. */
  language: LanguageName.optional(),
});
export const YoutubeAuthUrlResponse = z.object({
  url: z.string(),
  /** The state inside `url`; /oauth2callback sends it back with the code. */
  state: z.string(),
});
export type YoutubeAuthUrlResponse = z.infer<typeof YoutubeAuthUrlResponse>;

/** Google's `error` on the redirect when consent was not given (e.g. access_denied). */
const ConsentError = z.string().min(1).max(200);

const OauthState = z.string().min(1).max(2048);
const uploadFields = {
  code: z.string().min(1).max(2048).optional(),
  error: ConsentError.optional(),
  paper_id: PaperId,
};
const codeOrError = (b: { code?: string | undefined; error?: string | undefined }) => (b.code === undefined) !== (b.error === undefined);
const CODE_OR_ERROR = { message: "send either code or error", path: ["code"] };

/**
 * The published callback body {code, paper_id}, plus the `state` that came back with it. A denied consent comes
 * back with `error` instead of `code`; it is sent too, so the server retires the state and words
 * the message.
 */
export const GoogleUploadRequest = z.object({ ...uploadFields, state: OauthState }).refine(codeOrError, CODE_OR_ERROR);
export type GoogleUploadRequest = z.infer<typeof GoogleUploadRequest>;

/**
 * What the route reads: the same, with `state` optional only so that a spec-shaped callback
 * ({code, paper_id}) is answered with why the state is needed rather than a schema message.
 */
export const GoogleUploadBody = z.object({ ...uploadFields, state: OauthState.optional() }).refine(codeOrError, CODE_OR_ERROR);
export type GoogleUploadBody = z.infer<typeof GoogleUploadBody>;

export const GoogleUploadResponse = z.object({
  success: z.boolean(),
  /** https://www.youtube.com/watch?v=<id> on success. */
  video_url: z.string().optional(),
  /** User-facing reason on failure (the screen shows 'Upload failed: ' + error). */
  error: z.string().optional(),
  /** Privacy the video was uploaded with ("unlisted" unless the operator changed it). */
  privacy: z.string().optional(),
  /** Whether the language's captions were added; false when the quota or YouTube refused them. */
  captions_uploaded: z.boolean().optional(),
  /**
   * The upload runs as a background job (a Lectern addition). When it outlasts the wait (less than
   * the client's timeout), the answer is success false with no error and this job still queued or
   * running: follow it with GET /jobs/{id} or its events_url; its result is this answer.
   */
  job: Job.optional(),
});
export type GoogleUploadResponse = z.infer<typeof GoogleUploadResponse>;
