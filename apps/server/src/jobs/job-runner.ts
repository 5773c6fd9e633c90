import type { FastifyBaseLogger } from "fastify";
import { SPENT_PAYLOAD, type JobRow, type JobsRepo } from "../db/jobs.repo.js";
import { nowIso } from "../db/ids.js";
import { jobFailure, queueRetries, type StoredFailure } from "./job-failure.js";
import type { JobHandler, ProgressUpdate } from "./job-types.js";

/** Progress is written to the database at most this often (events go out at once). */
const WRITE_EVERY_MS = 1000;
/**
 * How often a run looks at its row for a cancellation (its paper being deleted). The row is the
 * one place every API node and worker shares, so a DELETE on any node reaches a run on any other.
 */
export const CANCEL_CHECK_MS = 500;

export interface RunOptions {
  repo: JobsRepo;
  handler: JobHandler;
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /** Every change of the row, at once: the database copy lags by up to a second. */
  publish(row: JobRow): void;
  /** The run was stopped on purpose (shutdown, lost claim): nothing is recorded, the job stays unfinished. */
  interrupted(): boolean;
  /**
   * A failure on our side (queueRetries) goes back to queued for another try instead of failing
   * the job. The embedded queue never retries; the Redis queue does while BullMQ has attempts left.
   */
  retryable?: (failure: StoredFailure) => boolean;
  /**
   * Asked just before the outcome is written: false means another worker has taken the job over
   * (our claim on it lapsed), so this run must not write over theirs.
   */
  stillOwner?: () => Promise<boolean>;
}

export type RunOutcome =
  | { state: "succeeded"; row: JobRow }
  | { state: "failed"; row: JobRow; failure: StoredFailure; error: unknown }
  | { state: "retrying"; row: JobRow; failure: StoredFailure; error: unknown }
  | { state: "interrupted"; error: unknown }
  /** Cancelled (its paper is being deleted): nothing more is written but the acknowledgement. */
  | { state: "cancelled" };

export const RETRY_MESSAGE = "Retrying after a temporary problem";

/**
 * Runs one job and records it, for both queues: running (attempts + 1), progress that only rises
 * (events at once, database writes at most once a second and always in order), then the result,
 * the failure as the error a waiting request answers with, or back to queued for a retry.
 */
export async function runJob(job: JobRow, opts: RunOptions): Promise<RunOutcome> {
  const { repo } = opts;
  const startedAt = nowIso();
  let row: JobRow = { ...job, state: "running", attempts: job.attempts + 1, started_at: startedAt, updated_at: startedAt, message: job.attempts > 0 ? "Resuming" : "Starting" };
  // Conditional: a job cancelled while it waited is never started.
  if (!(await repo.updateIfActive(job.id, { state: "running", attempts: row.attempts, started_at: startedAt, message: row.message }))) return { state: "cancelled" };
  opts.publish(row);
  const cancel = watchCancellation(job.id, repo, opts.log);
  const signal = AbortSignal.any([opts.signal, cancel.signal]);
  /** The run stops here for a cancellation: the handler has returned, so the deletion may go on. */
  const stopped = async (): Promise<RunOutcome> => {
    await writing;
    await repo.cancelStopped(job.id);
    const now = await repo.byId(job.id);
    if (now) opts.publish(now);
    return { state: "cancelled" };
  };
  let lastWrite = Date.now();
  // Progress writes go one after another, and the final write waits for them, so a late
  // progress write can never land on top of the finished state.
  let writing: Promise<void> = Promise.resolve();
  const progress = (update: ProgressUpdate) => {
    if (signal.aborted) return;
    const stageChanged = update.stage !== undefined && update.stage !== row.stage;
    const percent = Math.max(row.percent, Math.min(99, update.percent ?? row.percent));
    row = { ...row, ...(update.stage ? { stage: update.stage } : {}), ...(update.message ? { message: update.message } : {}), percent, updated_at: nowIso() };
    opts.publish(row);
    if (stageChanged || Date.now() - lastWrite >= WRITE_EVERY_MS) {
      lastWrite = Date.now();
      const saved = { stage: row.stage, percent: row.percent, message: row.message };
      writing = writing.then(() => repo.updateIfActive(job.id, saved).then(() => undefined)).catch((err: unknown) => opts.log.warn({ err }, "job progress not saved"));
    }
  };

  const madePaper = async (paperId: string) => {
    row = { ...row, paper_id: paperId, updated_at: nowIso() };
    // After the progress writes queued so far, and awaited: the row names the paper before the
    // run goes on, so a job submitted for this paper from now on finds it busy.
    await writing;
    await repo.updateIfActive(job.id, { paper_id: paperId });
    opts.publish(row);
  };

  let outcome: RunOutcome;
  try {
    const result = await opts.handler({ job: row, signal, progress, madePaper }).finally(cancel.stop);
    if (cancel.signal.aborted) return await stopped();
    await writing;
    if (opts.stillOwner && !(await opts.stillOwner())) return { state: "interrupted", error: new Error("the claim on the job was lost") };
    const finished = nowIso();
    row = { ...row, state: "succeeded", stage: "done", percent: 100, message: "Done", result: JSON.stringify(result ?? {}), finished_at: finished, updated_at: finished };
    if (!(await repo.updateIfActive(job.id, { state: "succeeded", stage: "done", percent: 100, message: "Done", result: row.result, finished_at: finished, payload: SPENT_PAYLOAD }))) return await stopped();
    outcome = { state: "succeeded", row };
  } catch (err) {
    if (cancel.signal.aborted) return await stopped();
    if (opts.signal.aborted && opts.interrupted()) return { state: "interrupted", error: err };
    await writing;
    if (opts.stillOwner && !(await opts.stillOwner())) return { state: "interrupted", error: err };
    const failure = jobFailure(err);
    const now = nowIso();
    if (queueRetries(failure) && opts.retryable?.(failure)) {
      opts.log.warn({ err, jobId: job.id, kind: job.kind }, "job failed, will be tried again");
      row = { ...row, state: "queued", message: RETRY_MESSAGE, updated_at: now };
      if (!(await repo.updateIfActive(job.id, { state: "queued", message: RETRY_MESSAGE }))) return await stopped();
      outcome = { state: "retrying", row, failure, error: err };
    } else {
      if (failure.status >= 500) opts.log.error({ err, jobId: job.id, kind: job.kind }, "job failed");
      row = { ...row, state: "failed", message: failure.detail, error_status: failure.status, error_code: failure.code, finished_at: now, updated_at: now };
      if (!(await repo.updateIfActive(job.id, { state: "failed", message: failure.detail, error_status: failure.status, error_code: failure.code, finished_at: now, payload: SPENT_PAYLOAD }))) return await stopped();
      outcome = { state: "failed", row, failure, error: err };
    }
  }
  opts.publish(row);
  return outcome;
}

/** Looks at the job's row every CANCEL_CHECK_MS; aborts `signal` once the row is finished or gone. */
function watchCancellation(jobId: string, repo: JobsRepo, log: FastifyBaseLogger): { signal: AbortSignal; stop: () => void } {
  const controller = new AbortController();
  let looking = false;
  const timer = setInterval(() => {
    if (looking) return;
    looking = true;
    repo
      .byId(jobId)
      .then((row) => {
        if (!row || row.state === "succeeded" || row.state === "failed") controller.abort(new Error("the job was cancelled"));
      })
      .catch((err: unknown) => log.warn({ err, jobId }, "could not look for a cancellation"))
      .finally(() => {
        looking = false;
      });
  }, CANCEL_CHECK_MS);
  timer.unref();
  return { signal: controller.signal, stop: () => clearInterval(timer) };
}
