import type { Db } from "./database.js";
import { nowIso } from "./ids.js";
import type { UserKeysTable } from "./schema.js";

export type KeyProvider = UserKeysTable["provider"];
export type StoredKeyStatus = UserKeysTable["status"];
export interface StoredKey {
  provider: KeyProvider;
  ciphertext: string;
  status: StoredKeyStatus;
  checkedAt: string;
}
export interface KeyWrite {
  provider: KeyProvider;
  /** undefined: remove the key. */
  stored?: { ciphertext: string; status: StoredKeyStatus };
}

export function keysRepo(db: Db) {
  return {
    async list(userId: string): Promise<StoredKey[]> {
      const rows = await db.selectFrom("user_keys").select(["provider", "ciphertext", "status", "checked_at"]).where("user_id", "=", userId).execute();
      return rows.map((r) => ({ provider: r.provider, ciphertext: r.ciphertext, status: r.status, checkedAt: r.checked_at }));
    },

    /** Applies all writes in one transaction: a save changes every key or none. */
    async apply(userId: string, writes: KeyWrite[]): Promise<void> {
      const now = nowIso();
      await db.transaction().execute(async (trx) => {
        for (const w of writes) {
          if (!w.stored) {
            await trx.deleteFrom("user_keys").where("user_id", "=", userId).where("provider", "=", w.provider).execute();
            continue;
          }
          const values = { ciphertext: w.stored.ciphertext, status: w.stored.status, checked_at: now, updated_at: now };
          await trx
            .insertInto("user_keys")
            .values({ user_id: userId, provider: w.provider, ...values })
            .onConflict((oc) => oc.columns(["user_id", "provider"]).doUpdateSet(values))
            .execute();
        }
      });
    },

    /** Records a re-check, but only if the key was not replaced meanwhile. */
    async setStatus(userId: string, provider: KeyProvider, ciphertext: string, status: StoredKeyStatus): Promise<void> {
      await db
        .updateTable("user_keys")
        .set({ status, checked_at: nowIso() })
        .where("user_id", "=", userId)
        .where("provider", "=", provider)
        .where("ciphertext", "=", ciphertext)
        .execute();
    },
  };
}
export type KeysRepo = ReturnType<typeof keysRepo>;
