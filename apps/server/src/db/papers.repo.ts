import type { Db } from "./database.js";
import { nowIso } from "./ids.js";
import type { PapersTable } from "./schema.js";

export type PaperRow = PapersTable;

export function papersRepo(db: Db) {
  return {
    async insert(row: Omit<PaperRow, "created_at" | "updated_at">): Promise<void> {
      const now = nowIso();
      await db.insertInto("papers").values({ ...row, created_at: now, updated_at: now }).execute();
    },

    /** The paper if it exists AND belongs to the user; other users' papers look absent. */
    async owned(id: string, userId: string): Promise<PaperRow | undefined> {
      return db.selectFrom("papers").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
    },

    async byId(id: string): Promise<PaperRow | undefined> {
      return db.selectFrom("papers").selectAll().where("id", "=", id).executeTakeFirst();
    },

    /**
     * The user's papers newest first, `limit` of them after the keyset `after` (the last row of the
     * previous page): a page never repeats or skips a paper when papers are added meanwhile.
     */
    async listForUser(userId: string, limit: number, after?: Pick<PaperRow, "created_at" | "id">): Promise<PaperRow[]> {
      let q = db.selectFrom("papers").selectAll().where("user_id", "=", userId);
      if (after) {
        q = q.where((eb) => eb.or([eb("created_at", "<", after.created_at), eb.and([eb("created_at", "=", after.created_at), eb("id", "<", after.id)])]));
      }
      return q.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
    },

    /** Deletes the row; its jobs and YouTube sign-in states go with it (foreign keys cascade). */
    async remove(id: string): Promise<void> {
      await db.deleteFrom("papers").where("id", "=", id).execute();
    },

    async setTitle(id: string, title: string): Promise<void> {
      await db.updateTable("papers").set({ title, updated_at: nowIso() }).where("id", "=", id).execute();
    },
  };
}
export type PapersRepo = ReturnType<typeof papersRepo>;
