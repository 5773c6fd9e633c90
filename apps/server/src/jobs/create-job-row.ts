import type { JobRow, JobsRepo } from "../db/jobs.repo.js";
import { paperGone } from "../http/errors.js";

/** SQLite's and Postgres's words for a row naming a parent that is not there (any more). */
function isForeignKeyViolation(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  return code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY" || (typeof message === "string" && /FOREIGN KEY constraint failed/i.test(message));
}

/**
 * Inserts the job's row. A paper deleted between the route's ownership check and this insert
 * makes the insert break the jobs→papers foreign key: that is the paper being gone (404), the
 * same answer the route gives a moment later, not a server fault.
 */
export async function createJobRow(repo: JobsRepo, input: { userId: string; paperId: string | null; kind: JobRow["kind"]; payload?: unknown }): Promise<JobRow> {
  try {
    return await repo.create({ user_id: input.userId, paper_id: input.paperId, kind: input.kind, payload: JSON.stringify(input.payload ?? {}) });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw paperGone();
    throw err;
  }
}
