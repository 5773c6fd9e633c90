import path from "node:path";
import { openDatabase } from "../db/database.js";
import { sessionsRepo } from "../db/sessions.repo.js";
import { usersRepo } from "../db/users.repo.js";
import { hashToken, newSessionToken } from "../security/tokens.js";

/**
 * Signs a Google-style user in directly in the app's database (SQLite, or the Postgres schema given) (as a verified Google login
 * would) and returns their Authorization header, so tests can have several distinct users.
 */
export async function sessionFor(
  dataDir: string,
  subject: string,
  postgres: { databaseUrl?: string | undefined; pgSchema?: string | undefined } = {},
): Promise<Record<string, string>> {
  const handle = await openDatabase({
    databaseUrl: postgres.databaseUrl,
    sqlitePath: path.join(dataDir, "lectern.db"),
    ...(postgres.pgSchema ? { pgSchema: postgres.pgSchema } : {}),
  });
  try {
    const user = await usersRepo(handle.db).upsert({ provider: "google", subject, email: `${subject}@x.org`, name: subject, picture: null });
    const token = newSessionToken();
    await sessionsRepo(handle.db).create(user.id, hashToken(token), new Date(Date.now() + 3600_000));
    return { authorization: `Bearer ${token}` };
  } finally {
    await handle.close();
  }
}
