import { ERROR_CODES } from "@lectern/contract";
import type { Db } from "./database.js";
import { newId, nowIso } from "./ids.js";
import type { JobsTable } from "./schema.js";

export type JobRow = JobsTable;
export type JobPatch = Partial<Pick<JobRow, "state" | "stage" | "percent" | "message" | "result" | "error_status" | "error_code" | "attempts" | "started_at" | "finished_at" | "payload" | "paper_id">>;

/**
 * A job's payload is needed only while it can still run; a finished job keeps none of it (a
 * YouTube upload's encrypted access token goes with it).
 */
export const SPENT_PAYLOAD = "{}";

const ACTIVE = ["queued", "running"] as const;

/** A cancelled job's message while its run is stopping, and once it has stopped (or never started). */
export const CANCEL_STOPPING = "Stopping: its paper is being deleted";
export const CANCELLED = "Cancelled: its paper was deleted";

export function jobsRepo(db: Db) {
  return {
    async create(row: Pick<JobRow, "user_id" | "paper_id" | "kind" | "payload">): Promise<JobRow> {
      const now = nowIso();
      const job: JobRow = {
        ...row,
        id: newId(),
        state: "queued",
        stage: "queued",
        percent: 0,
        message: "Waiting to start",
        result: null,
        error_status: null,
        error_code: null,
        attempts: 0,
        created_at: now,
        updated_at: now,
        started_at: null,
        finished_at: null,
      };
      await db.insertInto("jobs").values(job).execute();
      return job;
    },

    async byId(id: string): Promise<JobRow | undefined> {
      return db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
    },

    /** The job if it exists AND belongs to the user; other users' jobs look absent. */
    async owned(id: string, userId: string): Promise<JobRow | undefined> {
      return db.selectFrom("jobs").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
    },

    async listForUser(userId: string, filter: { paperId?: string | undefined; active?: boolean }): Promise<JobRow[]> {
      let q = db.selectFrom("jobs").selectAll().where("user_id", "=", userId);
      if (filter.paperId) q = q.where("paper_id", "=", filter.paperId);
      if (filter.active) q = q.where("state", "in", ACTIVE);
      return q.orderBy("created_at", "desc").orderBy("id", "desc").limit(50).execute();
    },

    /** Queued or running jobs of these kinds on a paper (any user: a paper has one owner). */
    async activeOn(paperId: string, kinds: readonly JobRow["kind"][]): Promise<JobRow[]> {
      return db.selectFrom("jobs").selectAll().where("paper_id", "=", paperId).where("kind", "in", kinds).where("state", "in", ACTIVE).execute();
    },

    /** Every unfinished job, oldest first: what a starting server must run. */
    async unfinished(): Promise<JobRow[]> {
      return db.selectFrom("jobs").selectAll().where("state", "in", ACTIVE).orderBy("created_at", "asc").orderBy("id", "asc").execute();
    },

    /** Queued or running jobs of the user on any of these papers, newest first. */
    async activeOnPapers(userId: string, paperIds: readonly string[]): Promise<JobRow[]> {
      if (paperIds.length === 0) return [];
      return db
        .selectFrom("jobs")
        .selectAll()
        .where("user_id", "=", userId)
        .where("paper_id", "in", paperIds)
        .where("state", "in", ACTIVE)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
    },

    /**
     * Writes `patch` only while the job is still queued or running: a run never writes over a
     * cancellation that landed first. Answers whether it wrote.
     */
    async updateIfActive(id: string, patch: JobPatch): Promise<boolean> {
      const res = await db.updateTable("jobs").set({ ...patch, updated_at: nowIso() }).where("id", "=", id).where("state", "in", ACTIVE).executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    /**
     * Cancels a job (the database is what every node and worker reads): a queued one is finished at
     * once (`stopped`), a running one is marked and its run stops when it next looks (`stopping`).
     */
    async cancel(id: string): Promise<"stopped" | "stopping" | "finished"> {
      const now = nowIso();
      const cancelled = { state: "failed" as const, error_status: 409, error_code: ERROR_CODES.cancelled, finished_at: now, updated_at: now, payload: SPENT_PAYLOAD };
      const queued = await db.updateTable("jobs").set({ ...cancelled, message: CANCELLED }).where("id", "=", id).where("state", "=", "queued").executeTakeFirst();
      if (Number(queued.numUpdatedRows) > 0) return "stopped";
      const running = await db.updateTable("jobs").set({ ...cancelled, message: CANCEL_STOPPING }).where("id", "=", id).where("state", "=", "running").executeTakeFirst();
      return Number(running.numUpdatedRows) > 0 ? "stopping" : "finished";
    },

    /** A cancelled run has stopped: the deletion waiting for it may go on. */
    async cancelStopped(id: string): Promise<void> {
      await db.updateTable("jobs").set({ message: CANCELLED, updated_at: nowIso() }).where("id", "=", id).where("error_code", "=", ERROR_CODES.cancelled).execute();
    },

    async update(id: string, patch: JobPatch): Promise<void> {
      await db.updateTable("jobs").set({ ...patch, updated_at: nowIso() }).where("id", "=", id).execute();
    },
  };
}
export type JobsRepo = ReturnType<typeof jobsRepo>;
