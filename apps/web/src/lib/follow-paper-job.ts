import type { Job, JobKind } from "@lectern/contract";
import { listJobs } from "../api/endpoints";
import { isJobActive, newestJob } from "./jobs";
import { sleep } from "./sleep";

export interface FollowOptions {
  /** Between two readings of the paper's jobs. */
  pollMs: number;
  /** Gives up (null) when the job is still not done after this long. */
  limitMs: number;
  /** Each reading of the job while it works, for the screen's progress. */
  onUpdate?: (job: Job) => void;
}

/**
 * Follows the paper's newest job of `kind` (read at once, then every `pollMs`) until it ends,
 * and answers it. Null when it cannot be followed: the jobs cannot be read, there is no such
 * job, or it outlasts `limitMs`. For a job the request stopped waiting for (504 still_running)
 * or one already running when another was asked for (409).
 */
export async function followPaperJob(paperId: string, kind: JobKind, { pollMs, limitMs, onUpdate }: FollowOptions): Promise<Job | null> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    let jobs: Job[];
    try {
      ({ jobs } = await listJobs({ paperId }, { quiet: true }));
    } catch {
      return null;
    }
    const job = newestJob(jobs, [kind]);
    if (!job) return null;
    if (!isJobActive(job)) return job;
    onUpdate?.(job);
    if (Date.now() + pollMs > deadline) return null;
    await sleep(pollMs);
  }
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
