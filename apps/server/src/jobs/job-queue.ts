import { ERROR_CODES, type JobKind } from "@lectern/contract";
import type { FastifyBaseLogger } from "fastify";
import type { JobRow, JobsRepo } from "../db/jobs.repo.js";
import { AppError } from "../http/errors.js";
import { runJob } from "./job-runner.js";
import { jobListeners } from "./job-listeners.js";
import type { JobHandler } from "./job-types.js";
import { createJobRow } from "./create-job-row.js";

export interface SubmitInput {
  userId: string;
  /** Null for a one-click job that makes its paper: nothing can be busy on a paper not yet made. */
  paperId: string | null;
  kind: JobKind;
  payload: unknown;
  /** Kinds that may not run on the same paper at the same time (409 with `busyMessage`). */
  exclusiveWith: readonly JobKind[];
  busyMessage: string;
}

export interface JobQueue {
  submit(input: SubmitInput): Promise<JobRow>;
  /** The job once it has finished (or `until` holds), or as it is when `timeoutMs` runs out. */
  wait(jobId: string, timeoutMs: number, until?: (job: JobRow) => boolean): Promise<JobRow>;
  /** The freshest state: the running copy (progress is written to the database less often). */
  current(jobId: string): Promise<JobRow | undefined>;
  /** Calls `listener` on every change of the job until the returned function is called. */
  subscribe(jobId: string, listener: (job: JobRow) => void): () => void;
  /** Picks up the jobs a previous process left unfinished. */
  start(): Promise<void>;
  /** Stops taking jobs and interrupts the running ones; they stay unfinished for the next start. */
  stop(): Promise<void>;
}

export const isFinished = (job: JobRow): boolean => job.state === "succeeded" || job.state === "failed";

/**
 * JobQueue.wait for any queue: the job once it has finished or `until` holds (the arXiv one click
 * waits only for its paper), or as it is when `timeoutMs` runs out. The state is read again after
 * subscribing, in case it finished in between.
 */
export async function waitForJob(queue: Pick<JobQueue, "current" | "subscribe">, jobId: string, timeoutMs: number, until: (job: JobRow) => boolean = () => false): Promise<JobRow> {
  const done = (job: JobRow) => isFinished(job) || until(job);
  const now = await queue.current(jobId);
  if (!now) throw new AppError(404, ERROR_CODES.notFound, "Job not found.");
  if (done(now)) return now;
  return new Promise<JobRow>((resolve) => {
    let latest = now;
    let settled = false;
    const finish = (row: JobRow) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      unsubscribe();
      resolve(row);
    };
    const timer = setTimeout(() => finish(latest), timeoutMs);
    const unsubscribe = queue.subscribe(jobId, (job) => {
      latest = job;
      if (done(job)) finish(job);
    });
    void queue
      .current(jobId)
      .then((row) => row && done(row) && finish(row))
      .catch(() => undefined);
  });
}

/**
 * The embedded job queue: state in the database (SQLite or Postgres), work in this process, at
 * most `concurrency` jobs at a time. External programs are further limited by the tool semaphore,
 * so the API stays responsive while the CPUs are busy. A job interrupted by a stop or a crash is
 * still queued or running in the database and is run again by the next start; every stage skips
 * work whose inputs are unchanged, so a rerun continues rather than starts over.
 */
export interface QueueOptions {
  concurrency: number;
  log: FastifyBaseLogger;
  /** Tidies what a job killed mid-run left behind (scratch folders), before it runs again. */
  beforeResume?: (job: JobRow) => Promise<void>;
}

export function embeddedJobQueue(repo: JobsRepo, handlers: Readonly<Record<JobKind, JobHandler>>, opts: QueueOptions): JobQueue {
  const pending: string[] = [];
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  const live = new Map<string, JobRow>();
  const listeners = jobListeners();
  let stopped = false;
  let submitting: Promise<unknown> = Promise.resolve();

  const run = async (job: JobRow, controller: AbortController): Promise<void> => {
    try {
      await runJob(job, {
        repo,
        handler: handlers[job.kind],
        signal: controller.signal,
        log: opts.log,
        publish: (row) => {
          live.set(row.id, row);
          listeners.emit(row);
        },
        // Interrupted by a stop: left unfinished in the database for the next start.
        interrupted: () => stopped,
      });
    } finally {
      live.delete(job.id);
    }
  };

  const pump = () => {
    while (!stopped && running.size < opts.concurrency && pending.length > 0) {
      const id = pending.shift();
      if (!id) break;
      const entry = { controller: new AbortController(), done: Promise.resolve() };
      running.set(id, entry);
      entry.done = (async () => {
        const job = await repo.byId(id);
        if (job && !isFinished(job)) await run(job, entry.controller);
      })()
        .catch((err: unknown) => opts.log.error({ err, jobId: id }, "job runner error"))
        .finally(() => {
          running.delete(id);
          pump();
        });
    }
  };

  const queue: JobQueue = {
    async submit(input) {
      // One submission at a time, so two requests cannot both pass the conflict check.
      const next = submitting.then(async () => {
        if (stopped) throw new AppError(503, ERROR_CODES.internal, "The server is shutting down. Please try again in a moment.");
        const busy = input.paperId === null ? [] : await repo.activeOn(input.paperId, input.exclusiveWith);
        if (busy.length > 0) throw new AppError(409, ERROR_CODES.busy, input.busyMessage);
        return createJobRow(repo, input);
      });
      submitting = next.catch(() => undefined);
      const job = await next;
      pending.push(job.id);
      pump();
      return job;
    },

    async current(jobId) {
      return live.get(jobId) ?? (await repo.byId(jobId));
    },

    subscribe: listeners.add,

    wait: (jobId, timeoutMs, until) => waitForJob(queue, jobId, timeoutMs, until),

    async start() {
      for (const job of await repo.unfinished()) {
        if (job.state === "running") {
          await opts.beforeResume?.(job).catch((err: unknown) => opts.log.warn({ err, jobId: job.id }, "could not tidy an interrupted job"));
          await repo.update(job.id, { state: "queued", message: "Resuming after a restart" });
        }
        pending.push(job.id);
      }
      pump();
    },

    async stop() {
      stopped = true;
      for (const entry of running.values()) entry.controller.abort();
      await Promise.all([...running.values()].map((e) => e.done));
    },
  };
  return queue;
}
