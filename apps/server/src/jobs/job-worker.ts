import type { JobKind } from "@lectern/contract";
import { type Job, UnrecoverableError, WaitingError, Worker } from "bullmq";
import type { FastifyBaseLogger } from "fastify";
import { SPENT_PAYLOAD, type JobRow, type JobsRepo } from "../db/jobs.repo.js";
import { nowIso } from "../db/ids.js";
import { jobFailure } from "./job-failure.js";
import { redisJobEvents } from "./job-events.js";
import { isFinished } from "./job-queue.js";
import { JobMessage } from "./job-row.js";
import { runJob } from "./job-runner.js";
import type { JobHandler } from "./job-types.js";
import { bullConnection, JOBS_QUEUE, type RedisSettings } from "./redis-names.js";

export interface WorkerOptions {
  repo: JobsRepo;
  handlers: Readonly<Record<JobKind, JobHandler>>;
  redis: RedisSettings;
  /** Jobs this process runs at once. */
  concurrency: number;
  /** BullMQ lockDuration: a job whose worker stops renewing its claim moves on after this. */
  lockMs: number;
  /** On close: how long running jobs may finish before they are handed back to the queue. */
  shutdownGraceMs: number;
  log: FastifyBaseLogger;
  /** Tidies what an interrupted run left behind (scratch folders), before the job runs again. */
  beforeResume?: (job: JobRow) => Promise<void>;
}

export interface JobWorker {
  /** Resolves once the worker is connected and taking jobs. */
  ready(): Promise<void>;
  /** Takes no new job; running ones finish within the grace time, or are handed back. */
  close(): Promise<void>;
  /** Hands every running job back to the queue now (a second signal, or the grace time is up). */
  handBack(): void;
}

const ALL_KINDS: readonly JobKind[] = ["script", "slides", "audio", "video", "oneclick"];
const HANDED_BACK = "Waiting for a worker (the previous one was shut down)";

/**
 * A worker process's side of the Redis-backed queue: a BullMQ Worker that takes job ids from
 * Redis and runs them with the same runner and handlers as the embedded queue.
 *
 * - Retries: a failure on our side (status >= 500) puts the row back to queued and rethrows, so
 *   BullMQ tries again after an exponential backoff while attempts remain; a user's error (< 500)
 *   fails the job at once (UnrecoverableError: no retry).
 * - Stalled jobs: a worker that dies stops renewing its lock; after `lockMs` another worker's
 *   stalled check puts the job back in the queue. The row still says running, so the next worker
 *   tidies the leftovers first; stages swap finished artifacts in whole and skip work whose inputs
 *   are unchanged, so the rerun continues where the dead worker stopped.
 * - A worker that loses its lock while alive (event loop stalled longer than lockMs) stops its run
 *   and writes no outcome: the job is someone else's by then.
 */
export function runJobWorker(opts: WorkerOptions): JobWorker {
  const { repo, log } = opts;
  const bus = redisJobEvents(opts.redis, log);
  const running = new Map<string, { controller: AbortController; why: "shutdown" | "lost" | undefined }>();

  /** A rerun tidies the paper's scratch folders, unless another job on the paper is running now. */
  const tidy = async (job: JobRow) => {
    // A one-click job that has not made its paper yet has no scratch folders: its reader starts afresh.
    if (!opts.beforeResume || job.paper_id === null) return;
    const others = (await repo.activeOn(job.paper_id, ALL_KINDS)).filter((j) => j.id !== job.id && j.state === "running");
    if (others.length > 0) return;
    await opts.beforeResume(job).catch((err: unknown) => log.warn({ err, jobId: job.id }, "could not tidy an interrupted job"));
  };

  const processor = async (bullJob: Job<JobMessage>, token?: string): Promise<void> => {
    const { jobId } = JobMessage.parse(bullJob.data);
    const job = await repo.byId(jobId);
    // Deleted with its paper, or finished by a run whose queue entry was not closed.
    if (!job || isFinished(job)) return;
    if (job.attempts > 0) await tidy(job);
    // Progress only rises, also across workers: start from the freshest copy a dead one published.
    const live = await bus.live(jobId);
    const from = live && !isFinished(live) ? { ...job, percent: Math.max(job.percent, live.percent) } : job;

    const entry = { controller: new AbortController(), why: undefined as "shutdown" | "lost" | undefined };
    running.set(jobId, entry);
    const attempt = bullJob.attemptsMade + 1;
    const attempts = bullJob.opts.attempts ?? 1;
    log.info({ jobId, kind: job.kind, paperId: job.paper_id, attempt, run: job.attempts + 1 }, "job started");
    try {
      const outcome = await runJob(from, {
        repo,
        handler: opts.handlers[job.kind],
        signal: entry.controller.signal,
        log,
        publish: (row) => bus.publish(row),
        interrupted: () => entry.why !== undefined,
        retryable: () => attempt < attempts,
        // Renewing the lock is also the proof that it is still ours.
        stillOwner: async () => (token ? (await bullJob.extendLock(token, opts.lockMs).catch(() => 0)) === 1 : true),
      });
      await bus.flush();
      if (outcome.state === "interrupted") {
        if (entry.why === "shutdown" && token) {
          // Handed back: waiting again at once, for another worker (not counted as an attempt).
          // The row says queued before the queue entry moves: once it has moved another worker
          // may take it at once, and its "running" must not be overwritten by our "queued".
          await repo.update(jobId, { state: "queued", message: HANDED_BACK });
          const row = await repo.byId(jobId);
          if (row) bus.publish(row);
          await bus.flush();
          await bullJob.moveToWait(token);
          log.info({ jobId }, "job handed back");
          throw new WaitingError();
        }
        log.warn({ jobId }, "job stopped: another worker has taken it over");
        throw new Error("This worker lost its claim on the job.");
      }
      log.info({ jobId, kind: job.kind, state: outcome.state, attempt }, "job finished");
      if (outcome.state === "failed") throw new UnrecoverableError(outcome.failure.detail);
      if (outcome.state === "retrying") throw outcome.error instanceof Error ? outcome.error : new Error(outcome.failure.detail);
    } finally {
      running.delete(jobId);
    }
  };

  const worker = new Worker<JobMessage>(JOBS_QUEUE, processor, {
    connection: { ...bullConnection(opts.redis), maxRetriesPerRequest: null },
    prefix: opts.redis.prefix,
    concurrency: opts.concurrency,
    lockDuration: opts.lockMs,
    // Look for dead workers' jobs as often as a lock can lapse (BullMQ's default is 30 s).
    stalledInterval: Math.min(opts.lockMs, 30_000),
    // A job that keeps killing its worker (out of memory, say) fails at its third stall.
    maxStalledCount: 2,
  });
  worker.on("error", (err: Error) => log.warn({ err }, "job worker error"));
  worker.on("stalled", (jobId: string) => log.warn({ jobId }, "job stalled: its worker stopped renewing its claim; back in the queue"));
  worker.on("lockRenewalFailed", (jobIds: string[]) => {
    for (const jobId of jobIds) {
      const entry = running.get(jobId);
      if (!entry) continue;
      entry.why = "lost";
      entry.controller.abort();
    }
  });
  // A job BullMQ fails without our processor recording it (stalled too often): record it.
  worker.on("failed", (bullJob: Job<JobMessage> | undefined) => {
    if (!bullJob) return;
    void (async () => {
      const state = await bullJob.getState();
      if (state !== "failed" && state !== "unknown") return;
      const parsed = JobMessage.safeParse(bullJob.data);
      const row = parsed.success ? await repo.byId(parsed.data.jobId) : undefined;
      if (!row || isFinished(row)) return;
      const failure = jobFailure(new Error(bullJob.failedReason));
      const finished = nowIso();
      await repo.update(row.id, { state: "failed", message: failure.detail, error_status: failure.status, error_code: failure.code, finished_at: finished, payload: SPENT_PAYLOAD });
      bus.publish({ ...row, state: "failed", message: failure.detail, error_status: failure.status, error_code: failure.code, finished_at: finished, updated_at: finished });
      log.error({ jobId: row.id, reason: bullJob.failedReason }, "job failed in the queue");
    })().catch((err: unknown) => log.warn({ err }, "could not record a job the queue failed"));
  });

  const handBack = () => {
    for (const entry of running.values()) {
      entry.why = "shutdown";
      entry.controller.abort();
    }
  };

  let closing: Promise<void> | undefined;
  return {
    ready: () => worker.waitUntilReady(),
    handBack,
    close() {
      closing ??= (async () => {
        const deadline = setTimeout(handBack, opts.shutdownGraceMs);
        // BullMQ takes no new job from here and resolves once the running ones have returned.
        await worker.close();
        clearTimeout(deadline);
        await bus.close();
      })();
      return closing;
    },
  };
}
