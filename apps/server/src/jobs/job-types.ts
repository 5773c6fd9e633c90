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
  /**
   * The job has made its paper (one click reads its own upload): written on its row and published
   * before the run goes on, so the job's status names the paper from then on and the paper is busy
   * with this job like any other.
   */
  madePaper(paperId: string): Promise<void>;
}

/** Runs one kind of job; returns what the job produced (stored as JSON). */
export type JobHandler = (ctx: JobContext) => Promise<unknown>;
