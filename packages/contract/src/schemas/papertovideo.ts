import { z } from "zod";
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

export const VideoMetadataResponse = z.object({ title: z.string(), authors: z.string(), date: z.string() });
