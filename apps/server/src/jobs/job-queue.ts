import { ERROR_CODES, type JobKind, type JobStage } from "@lectern/contract";
import type { FastifyBaseLogger } from "fastify";
import type { JobRow, JobsRepo } from "../db/jobs.repo.js";
import { nowIso } from "../db/ids.js";
import { AppError } from "../http/errors.js";
import { jobFailure } from "./job-failure.js";

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

export interface SubmitInput {
  userId: string;
  paperId: string;
  kind: JobKind;
  payload: unknown;
  /** Kinds that may not run on the same paper at the same time (409 with `busyMessage`). */
  exclusiveWith: readonly JobKind[];
  busyMessage: string;
}

export interface JobQueue {
  submit(input: SubmitInput): Promise<JobRow>;
  /** The job once it has finished, or as it is when `timeoutMs` runs out. */
  wait(jobId: string, timeoutMs: number): Promise<JobRow>;
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

/** Progress is written to the database at most this often (events go out at once). */
const WRITE_EVERY_MS = 1000;

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
  const listeners = new Map<string, Set<(job: JobRow) => void>>();
  let stopped = false;
  let submitting: Promise<unknown> = Promise.resolve();

  const emit = (job: JobRow) => {
    for (const listener of listeners.get(job.id) ?? []) listener(job);
  };

  const run = async (job: JobRow, controller: AbortController): Promise<void> => {
    const startedAt = nowIso();
    let row: JobRow = { ...job, state: "running", attempts: job.attempts + 1, started_at: startedAt, updated_at: startedAt, message: job.attempts > 0 ? "Resuming" : "Starting" };
    live.set(job.id, row);
    await repo.update(job.id, { state: "running", attempts: row.attempts, started_at: startedAt, message: row.message });
    emit(row);
    let lastWrite = Date.now();
    // Progress writes go one after another, and the final write waits for them, so a late
    // progress write can never land on top of the finished state.
    let writing: Promise<void> = Promise.resolve();
    const progress = (update: ProgressUpdate) => {
      if (controller.signal.aborted) return;
      const stageChanged = update.stage !== undefined && update.stage !== row.stage;
      const percent = Math.max(row.percent, Math.min(99, update.percent ?? row.percent));
      row = { ...row, ...(update.stage ? { stage: update.stage } : {}), ...(update.message ? { message: update.message } : {}), percent, updated_at: nowIso() };
      live.set(job.id, row);
      emit(row);
      if (stageChanged || Date.now() - lastWrite >= WRITE_EVERY_MS) {
        lastWrite = Date.now();
        const saved = { stage: row.stage, percent: row.percent, message: row.message };
        writing = writing.then(() => repo.update(job.id, saved)).catch((err: unknown) => opts.log.warn({ err }, "job progress not saved"));
      }
    };
    const handler = handlers[job.kind];
    try {
      const result = await handler({ job: row, signal: controller.signal, progress });
      await writing;
      const finished = nowIso();
      row = { ...row, state: "succeeded", stage: "done", percent: 100, message: "Done", result: JSON.stringify(result ?? {}), finished_at: finished, updated_at: finished };
      await repo.update(job.id, { state: "succeeded", stage: "done", percent: 100, message: "Done", result: row.result, finished_at: finished });
    } catch (err) {
      // Interrupted by a stop: leave it unfinished in the database for the next start.
      if (controller.signal.aborted && stopped) return;
      const failure = jobFailure(err);
      if (failure.status >= 500) opts.log.error({ err, jobId: job.id, kind: job.kind }, "job failed");
      await writing;
      const finished = nowIso();
      row = { ...row, state: "failed", message: failure.detail, error_status: failure.status, error_code: failure.code, finished_at: finished, updated_at: finished };
      await repo.update(job.id, { state: "failed", message: failure.detail, error_status: failure.status, error_code: failure.code, finished_at: finished });
    } finally {
      live.delete(job.id);
    }
    emit(row);
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
        const busy = await repo.activeOn(input.paperId, input.exclusiveWith);
        if (busy.length > 0) throw new AppError(409, ERROR_CODES.busy, input.busyMessage);
        return repo.create({ user_id: input.userId, paper_id: input.paperId, kind: input.kind, payload: JSON.stringify(input.payload ?? {}) });
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

    subscribe(jobId, listener) {
      const set = listeners.get(jobId) ?? new Set();
      set.add(listener);
      listeners.set(jobId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(jobId);
      };
    },

    async wait(jobId, timeoutMs) {
      const now = await queue.current(jobId);
      if (!now) throw new AppError(404, ERROR_CODES.notFound, "Job not found.");
      if (isFinished(now)) return now;
      return new Promise<JobRow>((resolve) => {
        let latest = now;
        const timer = setTimeout(() => {
          unsubscribe();
          resolve(latest);
        }, timeoutMs);
        const unsubscribe = queue.subscribe(jobId, (job) => {
          latest = job;
          if (!isFinished(job)) return;
          clearTimeout(timer);
          unsubscribe();
          resolve(job);
        });
      });
    },

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
