import { DEFAULT_REQUEST_TIMEOUT_MS, ERROR_CODES, type ErrorCode, type RouteDef } from "@lectern/contract";
import type { JobRow } from "../db/jobs.repo.js";
import { AppError } from "../http/errors.js";
import type { JobQueue } from "./job-queue.js";

/** The request gives up this long before the client would, so the client reads our answer. */
const MARGIN_MS = 10_000;

/**
 * The published API's synchronous endpoints keep their contract: they submit a job and answer with
 * its result, or with its failure as the error it would have been. A job that outlasts the
 * client's timeout carries on; the answer says so (504 still_running).
 */
export async function awaitJob(queue: JobQueue, job: JobRow, route: RouteDef): Promise<unknown> {
  const done = await queue.wait(job.id, requestWaitMs(route));
  if (done.state === "succeeded") return done.result ? (JSON.parse(done.result) as unknown) : {};
  if (done.state === "failed") throw failedJobError(done);
  throw stillRunning();
}

/** A failed job as the error its request answers with: its status, code and message for people. */
export function failedJobError(job: JobRow): AppError {
  return new AppError(job.error_status ?? 500, (job.error_code ?? ERROR_CODES.internal) as ErrorCode, job.message);
}

/** The request's wait is over but its job carries on. */
export function stillRunning(): AppError {
  return new AppError(504, ERROR_CODES.stillRunning, "This is taking longer than usual. It carries on in the background: come back to this step in a few minutes.");
}

/** How long a request may wait for its job: the route's client timeout, less a margin. */
export function requestWaitMs(route: RouteDef): number {
  return Math.max(1000, (route.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS) - MARGIN_MS);
}
