import type { JobStage } from "@lectern/contract";
import type { JobRow } from "../db/jobs.repo.js";

// What a job handler is given and returns: written by the handlers, called by the runner for both queues.

export interface ProgressUpdate {
  stage?: JobStage;
  /** 0–100 over the whole job; lower values than the last are ignored (progress never goes back). */
  percent?: number;
  message?: string;
}

export interface JobContext {
  job: JobRow;
  signal: AbortSignal;
  progress(update: ProgressUpdate): void;
}

/** Runs one kind of job; returns what the job produced (stored as JSON). */
export type JobHandler = (ctx: JobContext) => Promise<unknown>;
