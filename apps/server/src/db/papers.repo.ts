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

    async setTitle(id: string, title: string): Promise<void> {
      await db.updateTable("papers").set({ title, updated_at: nowIso() }).where("id", "=", id).execute();
    },
  };
}
export type PapersRepo = ReturnType<typeof papersRepo>;
