import type { Db } from "./database.js";
import { newId, nowIso } from "./ids.js";
import type { JobsTable } from "./schema.js";

export type JobRow = JobsTable;
export type JobPatch = Partial<Pick<JobRow, "state" | "stage" | "percent" | "message" | "result" | "error_status" | "error_code" | "attempts" | "started_at" | "finished_at">>;

const ACTIVE = ["queued", "running"] as const;

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

    async update(id: string, patch: JobPatch): Promise<void> {
      await db.updateTable("jobs").set({ ...patch, updated_at: nowIso() }).where("id", "=", id).execute();
    },
  };
}
export type JobsRepo = ReturnType<typeof jobsRepo>;
