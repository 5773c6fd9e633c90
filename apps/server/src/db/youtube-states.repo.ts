import type { Db } from "./database.js";
import { nowIso } from "./ids.js";
import type { YoutubeOauthStatesTable } from "./schema.js";

export type YoutubeStateRow = YoutubeOauthStatesTable;

export function youtubeStatesRepo(db: Db) {
  return {
    async insert(row: Omit<YoutubeStateRow, "used_at">): Promise<void> {
      await db.insertInto("youtube_oauth_states").values({ ...row, used_at: null }).execute();
    },

    /**
     * Uses the state up and answers its row, if it is unused, unexpired and belongs to this user
     * and paper; otherwise answers undefined and changes nothing. One conditional UPDATE, so of
     * two concurrent uses at most one gets the row (the database serialises the writes).
     */
    async consume(stateHash: string, userId: string, paperId: string, now: Date = new Date()): Promise<YoutubeStateRow | undefined> {
      return db
        .updateTable("youtube_oauth_states")
        .set({ used_at: nowIso(now) })
        .where("state_hash", "=", stateHash)
        .where("user_id", "=", userId)
        .where("paper_id", "=", paperId)
        .where("used_at", "is", null)
        .where("expires_at", ">", nowIso(now))
        .returningAll()
        .executeTakeFirst();
    },

    /** Housekeeping: states are worthless once expired; drop those that expired before `cutoff`. */
    async purgeExpired(cutoff: Date): Promise<number> {
      const res = await db.deleteFrom("youtube_oauth_states").where("expires_at", "<", nowIso(cutoff)).executeTakeFirst();
      return Number(res.numDeletedRows);
    },
  };
}
export type YoutubeStatesRepo = ReturnType<typeof youtubeStatesRepo>;
