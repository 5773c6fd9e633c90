import { z } from "zod";
import { LanguageName } from "../languages.js";
import { PaperId } from "./common.js";

/**
 * Upload to the user's own YouTube channel (PRODUCT-SPEC §4 "Video-platform upload", §7).
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

/**
 * The spec's {code, paper_id}, plus the `state` that came back with it. A denied consent comes
 * back with `error` instead of `code`; it is sent too, so the server retires the state and words
 * the message.
 */
export const GoogleUploadRequest = z
  .object({
    code: z.string().min(1).max(2048).optional(),
    error: ConsentError.optional(),
    paper_id: PaperId,
    state: z.string().min(1).max(2048),
  })
  .refine((b) => (b.code === undefined) !== (b.error === undefined), { message: "send either code or error", path: ["code"] });
export type GoogleUploadRequest = z.infer<typeof GoogleUploadRequest>;

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
});
export type GoogleUploadResponse = z.infer<typeof GoogleUploadResponse>;
