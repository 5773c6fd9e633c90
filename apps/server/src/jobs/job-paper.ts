import type { JobRow } from "../db/jobs.repo.js";

/**
 * The paper a job works on. Every kind but one click is submitted for a paper that exists; a
 * one-click job gets its paper once ingest made it, so a missing one here is a bug, not a user's error.
 */
export function paperOf(job: Pick<JobRow, "id" | "paper_id">): string {
  if (job.paper_id === null) throw new Error(`job ${job.id} has no paper yet`);
  return job.paper_id;
}
