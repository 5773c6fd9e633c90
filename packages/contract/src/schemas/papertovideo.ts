import { z } from "zod";
import { JobId } from "./jobs.js";
import { PaperProcessed } from "./papers.js";

/**
 * The file one-click answers when its job has finished: `video_url` is a signed stream URL. When
 * the job outlasts the request (it keeps running in the background), `video_url` is null and
 * /video-display follows the job (`job_id`).
 */
export const OneClickResponse = PaperProcessed.extend({ video_url: z.string().nullable(), job_id: z.string().optional() });
export type OneClickResponse = z.infer<typeof OneClickResponse>;

/** Multipart field of the arXiv one-click call. */
export const ArxivOneClickFields = z.object({ arxiv_url: z.string().trim().min(1).max(2048) });

/** The arXiv one-click answers once ingested; the video continues as a background job. */
export const ArxivOneClickResponse = PaperProcessed.extend({ job_id: z.string().optional() });

/**
 * Fields of the one-click start (a Lectern addition): a paper file in the multipart field `file`
 * with `source` saying which kind it is, or an arXiv link in `arxiv_url`, never both.
 */
export const OneClickStartFields = z.object({
  source: z.enum(["pdf", "latex"]).optional(),
  arxiv_url: z.string().trim().min(1).max(2048).optional(),
});
export type OneClickStartFields = z.infer<typeof OneClickStartFields>;

/** The one-click start answers at once (202) with the job that reads the paper and makes the video. */
export const OneClickStarted = z.object({ job_id: JobId });
export type OneClickStarted = z.infer<typeof OneClickStarted>;

export const VideoMetadataResponse = z.object({ title: z.string(), authors: z.string(), date: z.string() });
