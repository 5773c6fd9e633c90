import type { LoginResponse } from "@lectern/contract";
import type { SessionsRepo } from "../db/sessions.repo.js";
import type { Identity, UsersRepo } from "../db/users.repo.js";
import { hashToken, newSessionToken } from "../security/tokens.js";

/** The single local user of an offline installation. */
export const LOCAL_IDENTITY: Identity = {
  provider: "local",
  subject: "local",
  email: "local@localhost",
  name: "Local user",
  picture: null,
};

export function authService(users: UsersRepo, sessions: SessionsRepo, sessionTtlMs: number) {
  return {
    /** Upserts the user and opens a session; the token is returned once and stored only hashed. */
    async signIn(identity: Identity): Promise<LoginResponse> {
      const user = await users.upsert(identity);
      const token = newSessionToken();
      const expiresAt = new Date(Date.now() + sessionTtlMs);
      await sessions.create(user.id, hashToken(token), expiresAt);
      return { success: true, access_token: token, user, expires_at: expiresAt.toISOString() };
    },
    async signOut(token: string): Promise<void> {
      await sessions.revoke(hashToken(token));
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
