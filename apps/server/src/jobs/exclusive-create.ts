import { ERROR_CODES } from "@lectern/contract";
import { sql } from "kysely";
import type { Db } from "../db/database.js";
import { jobsRepo, type JobRow } from "../db/jobs.repo.js";
import { AppError } from "../http/errors.js";
import type { SubmitInput } from "./job-queue.js";
import { createJobRow } from "./create-job-row.js";

/**
 * The conflict check and the insert as one step that holds across API nodes (Postgres): a
 * transaction-scoped advisory lock per paper makes submissions for one paper take turns, and it is
 * released only by the commit, so the next one's check sees the row this one inserted. Unlike a
 * lock with a lease, it cannot expire under a slow holder, and it dies with a dead connection.
 */
export async function createExclusive(db: Db, input: SubmitInput): Promise<JobRow> {
  const paperId = input.paperId;
  // A job that makes its own paper (one click) has nothing to be exclusive with yet.
  if (paperId === null) return createJobRow(jobsRepo(db), input);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`lectern-job-submit:${paperId}`}, 0))`.execute(trx);
    const repo = jobsRepo(trx);
    const busy = await repo.activeOn(paperId, input.exclusiveWith);
    if (busy.length > 0) throw new AppError(409, ERROR_CODES.busy, input.busyMessage);
    return createJobRow(repo, input);
  });
}
