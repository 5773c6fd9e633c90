import { ERROR_CODES } from "@lectern/contract";
import { Queue } from "bullmq";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database.js";
import { SPENT_PAYLOAD, type JobRow, type JobsRepo } from "../db/jobs.repo.js";
import { nowIso } from "../db/ids.js";
import { AppError } from "../http/errors.js";
import { createExclusive } from "./exclusive-create.js";
import { redisJobEvents } from "./job-events.js";
import { isFinished, waitForJob, type JobQueue } from "./job-queue.js";
import type { JobMessage } from "./job-row.js";
import { bullConnection, JOBS_QUEUE, type RedisSettings } from "./redis-names.js";

export interface RedisQueueOptions {
  db: Db;
  repo: JobsRepo;
  redis: RedisSettings;
  /** Tries per job (BullMQ attempts); only failures on our side are tried again. */
  attempts: number;
  /** First retry delay; each further one doubles. */
  backoffMs?: number;
  log: FastifyBaseLogger;
}

/** Pub/sub can drop an event (a reconnect): listeners of unfinished jobs are re-checked this often. */
const RECHECK_MS = 5000;
/** What BullMQ keeps of finished jobs (the database keeps the jobs themselves). */
const KEEP_COMPLETED = { age: 24 * 3600, count: 1000 };
const KEEP_FAILED = { age: 7 * 24 * 3600, count: 5000 };

/** The freshest of the two copies: a finished row wins, else the later update. */
function freshest(live: JobRow | undefined, stored: JobRow | undefined): JobRow | undefined {
  if (!live || !stored) return stored ?? live;
  if (isFinished(stored)) return stored;
  if (isFinished(live)) return live;
  return live.updated_at >= stored.updated_at ? live : stored;
}

/**
 * The API side of the Redis-backed queue: the jobs table stays the record of every job (as with
 * the embedded queue); BullMQ on Redis carries the job ids to worker processes, which may run on
 * other machines (job-worker.ts). Live state comes back over Redis pub/sub (job-events.ts). This
 * side runs no job: `start()` only opens the event subscription.
 */
export function redisJobQueue(opts: RedisQueueOptions): JobQueue {
  const { repo, log } = opts;
  const bull = new Queue<JobMessage>(JOBS_QUEUE, { connection: bullConnection(opts.redis), prefix: opts.redis.prefix });
  bull.on("error", (err: Error) => log.warn({ err }, "job queue connection error"));
  const bus = redisJobEvents(opts.redis, log);
  let stopped = false;

  // The safety net for dropped events: one timer for every watched job of this process.
  const watched = new Map<string, Set<(job: JobRow) => void>>();
  const recheck = setInterval(() => {
    for (const [jobId, set] of watched) {
      void queue
        .current(jobId)
        .then((row) => {
          if (row && isFinished(row)) for (const listener of set) listener(row);
        })
        .catch((err: unknown) => log.warn({ err, jobId }, "job re-check failed"));
    }
  }, RECHECK_MS);
  recheck.unref();

  const queue: JobQueue = {
    async submit(input) {
      if (stopped) throw new AppError(503, ERROR_CODES.internal, "The server is shutting down. Please try again in a moment.");
      const job = await createExclusive(opts.db, input);
      try {
        await bull.add(
          job.kind,
          { jobId: job.id },
          {
            jobId: job.id,
            attempts: opts.attempts,
            backoff: { type: "exponential", delay: opts.backoffMs ?? 2000 },
            removeOnComplete: KEEP_COMPLETED,
            removeOnFail: KEEP_FAILED,
          },
        );
      } catch (err) {
        // Without its queue entry nothing would ever run the row, and it would keep the paper busy.
        log.error({ err, jobId: job.id }, "could not enqueue a job");
        const detail = "The job queue is unavailable right now. Please try again in a moment.";
        await repo.update(job.id, { state: "failed", message: detail, error_status: 503, error_code: ERROR_CODES.internal, finished_at: nowIso(), payload: SPENT_PAYLOAD });
        throw new AppError(503, ERROR_CODES.internal, detail);
      }
      return job;
    },

    async current(jobId) {
      const [live, stored] = await Promise.all([bus.live(jobId), repo.byId(jobId)]);
      // A job deleted with its paper has no row, whatever Redis still remembers.
      return stored ? freshest(live, stored) : undefined;
    },

    subscribe(jobId, listener) {
      // Each listener hears a finished state once, whether from an event or from a re-check.
      let ended = false;
      const once = (row: JobRow) => {
        if (ended) return;
        if (isFinished(row)) ended = true;
        listener(row);
      };
      const set = watched.get(jobId) ?? new Set();
      set.add(once);
      watched.set(jobId, set);
      const off = bus.subscribe(jobId, once);
      return () => {
        off();
        set.delete(once);
        if (set.size === 0) watched.delete(jobId);
      };
    },

    wait: (jobId, timeoutMs, until) => waitForJob(queue, jobId, timeoutMs, until),

    async start() {
      // Events reach this process from here on; the SSE route and wait() subscribe synchronously.
      await bus.listening();
    },

    async stop() {
      stopped = true;
      clearInterval(recheck);
      await bull.close();
      await bus.close();
    },
  };
  return queue;
}
