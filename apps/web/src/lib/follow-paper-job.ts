import type { Job, JobKind } from "@lectern/contract";
import { isApiError } from "../api/api-error";
import { listJobs } from "../api/endpoints";
import { isJobActive, newestJob } from "./jobs";
import { sleep } from "./sleep";

/** Errors that mean there is nothing to follow: a server without jobs, or a session that ended. */
const NOTHING_TO_FOLLOW = new Set([401, 403, 404, 501]);

export interface FollowOptions {
  /** Between two readings of the paper's jobs, counted from the last answer. */
  pollMs: number;
  /** Gives up (null) when the job has still not ended this long after the call. No limit when left out. */
  limitMs?: number;
  /**
   * Waits one `pollMs` before the first reading: for a job whose request has only just given up
   * waiting, which a reading at once would most likely find still at work.
   */
  delayFirst?: boolean;
  /**
   * Reads only the paper's active jobs and looks at the running ones. Such a list never shows a
   * job that has ended, so a job not running (yet, or any more) is waited for: the follow ends
   * only through `signal`, `limitMs` or a failed reading. For live progress while a request is in
   * flight, where the request's own answer says when the work is done.
   */
  runningOnly?: boolean;
  /**
   * What a failed reading does. "end" (the default): the follow ends with null. "retry": the jobs
   * are read again after `pollMs`, so a passing network blip does not stop the progress, unless
   * the error says there is nothing to follow (a server without jobs, a session that ended).
   */
  onError?: "end" | "retry";
  /** Each reading of the job while it works, for the screen's progress. */
  onUpdate?: (job: Job) => void;
  /** Stops the follow (null): nothing more is read, and an answer arriving after is ignored. */
  signal?: AbortSignal;
}

/**
 * Follows the paper's newest job of `kind` (read at once, then every `pollMs`) until it ends,
 * and answers it. The one loop every screen uses to wait for a paper's job.
 *
 * Null when it cannot be followed: the jobs cannot be read (see `onError`), there is no such job
 * (unless `runningOnly`), it outlasts `limitMs`, or `signal` stopped it. Used for a job the request
 * stopped waiting for (504 still_running), one already running when another was asked for (409),
 * and, with `runningOnly`, for the progress of a job whose request is still in flight.
 */
export async function followPaperJob(
  paperId: string,
  kind: JobKind,
  { pollMs, limitMs = Infinity, delayFirst = false, runningOnly = false, onError = "end", onUpdate, signal }: FollowOptions,
): Promise<Job | null> {
  const deadline = Date.now() + limitMs;
  if (delayFirst) await sleep(pollMs, signal);
  while (!signal?.aborted) {
    let jobs: Job[] | null;
    try {
      ({ jobs } = await listJobs({ paperId, activeOnly: runningOnly }, { quiet: true }));
    } catch (error) {
      if (onError === "end" || (isApiError(error) && NOTHING_TO_FOLLOW.has(error.status))) return null;
      jobs = null; // a passing failure: read again after the pause
    }
    if (signal?.aborted) return null;
    if (jobs) {
      const job = newestJob(runningOnly ? jobs.filter((candidate) => candidate.state === "running") : jobs, [kind]);
      if (job) {
        if (!isJobActive(job)) return job;
        onUpdate?.(job);
      } else if (!runningOnly) {
        return null;
      }
    }
    if (Date.now() + pollMs > deadline) return null;
    await sleep(pollMs, signal);
  }
  return null;
}

/** The paper's newest job of `kind` if it is queued or running now; null otherwise (or unknown). */
export async function activePaperJob(paperId: string, kind: JobKind): Promise<Job | null> {
  try {
    const { jobs } = await listJobs({ paperId, activeOnly: true }, { quiet: true });
    return newestJob(jobs, [kind]);
  } catch {
    return null;
  }
}
