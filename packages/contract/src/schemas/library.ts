import { z } from "zod";
import { LanguageName } from "../languages.js";
import { PaperId } from "./common.js";
import { Job } from "./jobs.js";

// A researcher's papers (My papers, and the workflow's progress): what exists on the server for
// each paper, read from its workspace, so every screen and every browser shows the same thing.

export const PaperSourceKind = z.enum(["zip", "pdf", "arxiv", "biorxiv"]);
export type PaperSourceKind = z.infer<typeof PaperSourceKind>;

/** One narration language of a paper: its audio, its video and the video's length. */
export const PaperLanguageState = z.object({
  language: LanguageName,
  audio: z.boolean(),
  video: z.boolean(),
  /** Seconds; null without a video. */
  duration_s: z.number().min(0).nullable(),
});
export type PaperLanguageState = z.infer<typeof PaperLanguageState>;

export const PaperSummary = z.object({
  paper_id: PaperId,
  title: z.string(),
  source_kind: PaperSourceKind,
  created_at: z.string(),
  /** Signed URL of the first slide, else the first figure; null when the paper has neither. */
  thumbnail_url: z.string().nullable(),
  has_script: z.boolean(),
  has_slides: z.boolean(),
  /** Languages with audio or a video, the most recently made first. */
  languages: z.array(PaperLanguageState),
  /** The queued or running job on this paper, if any (the newest). */
  running_job: Job.nullable(),
});
export type PaperSummary = z.infer<typeof PaperSummary>;

export const PAPERS_PAGE_DEFAULT = 20;
export const PAPERS_PAGE_MAX = 50;

/** Newest first; `cursor` is the `next_cursor` of the previous page (opaque). */
export const PapersListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAPERS_PAGE_MAX).default(PAPERS_PAGE_DEFAULT),
  cursor: z.string().min(1).max(200).regex(/^[A-Za-z0-9_-]+$/, "invalid cursor").optional(),
});
export type PapersListQuery = z.infer<typeof PapersListQuery>;

export const PapersListResponse = z.object({
  papers: z.array(PaperSummary),
  /** null on the last page. */
  next_cursor: z.string().nullable(),
});
export type PapersListResponse = z.infer<typeof PapersListResponse>;

export const DeletePaperResponse = z.object({ success: z.literal(true), paper_id: PaperId });
export type DeletePaperResponse = z.infer<typeof DeletePaperResponse>;
