import type { User } from "@lectern/contract";
import type { Db } from "./database.js";
import { newId, nowIso } from "./ids.js";
import { toUser } from "./users.repo.js";

export function sessionsRepo(db: Db) {
  return {
    async create(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db
        .insertInto("sessions")
        .values({ id: newId(), token_hash: tokenHash, user_id: userId, created_at: nowIso(), expires_at: nowIso(expiresAt), revoked_at: null })
        .execute();
    },

    /** The user of a live session: not revoked and not expired at `now`. */
    async userFor(tokenHash: string, now: Date = new Date()): Promise<User | undefined> {
      const row = await db
        .selectFrom("sessions")
        .innerJoin("users", "users.id", "sessions.user_id")
        .select(["users.id", "users.name", "users.email", "users.picture"])
        .where("sessions.token_hash", "=", tokenHash)
        .where("sessions.revoked_at", "is", null)
        .where("sessions.expires_at", ">", nowIso(now))
        .executeTakeFirst();
      return row ? toUser(row) : undefined;
    },

    async revoke(tokenHash: string): Promise<void> {
      await db.updateTable("sessions").set({ revoked_at: nowIso() }).where("token_hash", "=", tokenHash).where("revoked_at", "is", null).execute();
    },

    /** Housekeeping: drop sessions that ended more than a day ago. */
    async purgeEnded(now: Date = new Date()): Promise<number> {
      const cutoff = nowIso(new Date(now.getTime() - 24 * 3600_000));
      const res = await db
        .deleteFrom("sessions")
        .where((eb) => eb.or([eb("expires_at", "<", cutoff), eb("revoked_at", "<", cutoff)]))
        .executeTakeFirst();
      return Number(res.numDeletedRows);
    },
  };
}
export type SessionsRepo = ReturnType<typeof sessionsRepo>;
