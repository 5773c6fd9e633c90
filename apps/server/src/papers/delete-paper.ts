import fs from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { JobKind } from "@lectern/contract";
import { CANCELLED, type JobsRepo } from "../db/jobs.repo.js";
import type { PapersRepo } from "../db/papers.repo.js";

/** Every kind of job, read from the contract so a new kind (a YouTube upload) is cancelled too. */
const ALL_KINDS: readonly JobKind[] = JobKind.options;
/** How often the deletion looks whether a cancelled run has stopped. */
const POLL_MS = 100;

export interface DeletePaperDeps {
  papers: PapersRepo;
  jobs: JobsRepo;
  /** The paper's workspace directory. */
  dirOf: (id: string) => string;
  /**
   * The longest wait for a cancelled run to stop. A run looks for its cancellation twice a second
   * and its tools are killed at once; one that has not stopped by then died with its node.
   */
  stopWaitMs: number;
}

/**
 * Deletes a paper (ownership checked by the caller): its queued and running jobs are cancelled
 * and their runs stopped first, wherever they run, so nothing writes into the workspace after it
 * is removed; then the row goes (its jobs and sign-in states cascade), then the workspace. The
 * row goes before the folder: a folder without a row is invisible and swept at a later start.
 */
export async function deletePaper(id: string, deps: DeletePaperDeps): Promise<void> {
  const stopping: string[] = [];
  for (const job of await deps.jobs.activeOn(id, ALL_KINDS)) {
    if ((await deps.jobs.cancel(job.id)) === "stopping") stopping.push(job.id);
  }
  const deadline = Date.now() + deps.stopWaitMs;
  while (stopping.length > 0 && Date.now() < deadline) {
    const rows = await Promise.all(stopping.map((jobId) => deps.jobs.byId(jobId)));
    if (rows.every((row) => !row || row.message === CANCELLED)) break;
    await sleep(POLL_MS);
  }
  await deps.papers.remove(id);
  await fs.rm(deps.dirOf(id), { recursive: true, force: true, maxRetries: 3 });
}
