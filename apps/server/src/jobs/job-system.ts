import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import type { Db } from "../db/database.js";
import type { Services } from "../services.js";
import { embeddedJobQueue, type JobQueue } from "./job-queue.js";
import { runJobWorker, type JobWorker } from "./job-worker.js";
import { redisJobQueue } from "./redis-job-queue.js";

export interface JobSystem {
  queue: JobQueue;
  /** Stops running jobs (embedded: left for the next start; Redis: finished or handed back), then the queue. */
  stop(): Promise<void>;
}

/**
 * The queue the API uses. Without REDIS_URL: the embedded queue (jobs run in this process). With
 * it: BullMQ on Redis, jobs run by worker processes (`npm run worker`), and by this process too
 * when SERVE_RUNS_JOBS is set. The routes see the same JobQueue either way.
 */
export function jobSystemFor(config: Config, db: Db, services: Services, log: FastifyBaseLogger): JobSystem {
  const { jobsTable: repo, handlers, beforeResume } = services;
  if (!config.redis) {
    const queue = embeddedJobQueue(repo, handlers, { concurrency: config.jobConcurrency, log, beforeResume });
    return { queue, stop: () => queue.stop() };
  }
  const queue = redisJobQueue({ db, repo, redis: config.redis, attempts: config.jobAttempts, log });
  const worker: JobWorker | undefined = config.serveRunsJobs ? jobWorkerFor(config, services, log) : undefined;
  return {
    queue,
    async stop() {
      await worker?.close();
      await queue.stop();
    },
  };
}

/** A worker with this configuration's settings (the worker process and SERVE_RUNS_JOBS). */
export function jobWorkerFor(config: Config, services: Services, log: FastifyBaseLogger): JobWorker {
  if (!config.redis) throw new Error("A job worker needs REDIS_URL.");
  return runJobWorker({
    repo: services.jobsTable,
    handlers: services.handlers,
    redis: config.redis,
    concurrency: config.jobConcurrency,
    lockMs: config.jobLockMs,
    shutdownGraceMs: config.jobShutdownGraceMs,
    log,
    beforeResume: services.beforeResume,
  });
}
