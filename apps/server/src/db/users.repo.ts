import type { User } from "@lectern/contract";
import type { Db } from "./database.js";
import { newId, nowIso } from "./ids.js";
import type { UsersTable } from "./schema.js";

export interface Identity {
  provider: UsersTable["provider"];
  subject: string;
  email: string;
  name: string;
  picture: string | null;
}

export function toUser(row: Pick<UsersTable, "id" | "name" | "email" | "picture">): User {
  return { id: row.id, name: row.name, email: row.email, picture: row.picture };
}

export function usersRepo(db: Db) {
  return {
    /** Creates the user on first sign-in; later sign-ins refresh name, e-mail and picture. */
    async upsert(identity: Identity): Promise<User> {
      const now = nowIso();
      const row = await db
        .insertInto("users")
        .values({ id: newId(), ...identity, created_at: now, updated_at: now })
        .onConflict((oc) =>
          oc.columns(["provider", "subject"]).doUpdateSet({
            email: identity.email,
            name: identity.name,
            picture: identity.picture,
            updated_at: now,
          }),
        )
        .returning(["id", "name", "email", "picture"])
        .executeTakeFirstOrThrow();
      return toUser(row);
    },

    async byId(id: string): Promise<User | undefined> {
      const row = await db.selectFrom("users").select(["id", "name", "email", "picture"]).where("id", "=", id).executeTakeFirst();
      return row ? toUser(row) : undefined;
    },
  };
}
export type UsersRepo = ReturnType<typeof usersRepo>;
