import { z } from "zod";
import { PaperId } from "./common.js";

// Background jobs (issue 7): every long piece of work runs as a job with persisted state, visible
// to its owner only. The published API's synchronous endpoints await their job; clients may watch it.

export const JobId = z.string().regex(/^[a-z0-9]{8,40}$/, "invalid job id");
/** "youtube": an upload of a finished video to the user's channel. */
export const JobKind = z.enum(["script", "slides", "audio", "video", "oneclick", "youtube"]);
export type JobKind = z.infer<typeof JobKind>;
export const JobState = z.enum(["queued", "running", "succeeded", "failed"]);
export type JobState = z.infer<typeof JobState>;
/** Where a job is: the pipeline stage it runs (one-click goes through several). */
export const JobStage = z.enum(["queued", "ingest", "script", "slides", "audio", "video", "youtube", "done"]);
export type JobStage = z.infer<typeof JobStage>;

export const Job = z.object({
  id: JobId,
  kind: JobKind,
  /**
   * The paper the job works on. Null only while a one-click job is still reading its upload or
   * link: the paper exists once ingest succeeded, and the job names it from then on.
   */
  paper_id: PaperId.nullable(),
  state: JobState,
  stage: JobStage,
  /** 0–100 over the whole job (a one-click job spreads its stages over the range). */
  percent: z.number().min(0).max(100),
  /** What is happening now, for people ("Speaking section 3 of 7"); the failure reason when failed. */
  message: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
  /** Signed URL of the Server-Sent Events stream of this job (EventSource cannot send a token). */
  events_url: z.string().optional(),
  /** A finished YouTube upload: the video's address on YouTube (what its upload answer said). */
  video_url: z.string().optional(),
});
export type Job = z.infer<typeof Job>;

export const JobIdParams = z.object({ id: JobId });
export const JobsListQuery = z.object({
  paper_id: PaperId.optional(),
  /** "true": only queued and running jobs. */
  active: z.enum(["true", "false"]).optional(),
});
export const JobsListResponse = z.object({ jobs: z.array(Job) });

/**
 * One event of GET /jobs/{id}/events (text/event-stream): `event: job` with the Job as JSON data,
 * sent at once and on every change; the stream ends after the job succeeds or fails.
 */
export const JOB_EVENT = "job";
