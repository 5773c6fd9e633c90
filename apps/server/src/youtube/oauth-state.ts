import crypto from "node:crypto";
import { ERROR_CODES, LanguageName } from "@lectern/contract";
import type { YoutubeStatesRepo } from "../db/youtube-states.repo.js";
import { AppError } from "../http/errors.js";

/**
 * The `state` of a YouTube consent link: an opaque random value bound to the signed-in user, the
 * paper and the language, usable once and only for a short while. It stops a sign-in that some
 * other page started (login CSRF) from uploading into, or from, the wrong account, and makes a
 * leaked callback URL worthless.
 */

/** Ample for Google's consent screen; a link left lying around soon stops working. */
export const STATE_TTL_MS = 15 * 60_000;

export const INVALID_STATE = "This YouTube sign-in link is no longer valid. Please start the upload again.";

const hashState = (state: string) => crypto.createHash("sha256").update(state, "utf8").digest("hex");

export interface StateTarget {
  userId: string;
  paperId: string;
  language: LanguageName;
  redirectUri: string;
}

export function oauthStates(repo: YoutubeStatesRepo, ttlMs: number = STATE_TTL_MS) {
  return {
    /** A new state for this user, paper and language; only its hash is stored. */
    async issue(target: StateTarget, now: Date = new Date()): Promise<string> {
      // 32 random bytes: unguessable, URL-safe without escaping.
      const state = crypto.randomBytes(32).toString("base64url");
      await repo.purgeExpired(now);
      await repo.insert({
        state_hash: hashState(state),
        user_id: target.userId,
        paper_id: target.paperId,
        language: target.language,
        redirect_uri: target.redirectUri,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + ttlMs).toISOString(),
      });
      return state;
    },

    /**
     * Uses the state up, or refuses it (400) when it is unknown, expired, already used, or was
     * issued to another user or for another paper. All of these get the same answer: which one
     * it was is of no use to the user and would help someone probing states.
     */
    async consume(state: string, userId: string, paperId: string): Promise<{ language: LanguageName; redirectUri: string }> {
      const row = await repo.consume(hashState(state), userId, paperId);
      const language = LanguageName.safeParse(row?.language);
      if (!row || !language.success) throw new AppError(400, ERROR_CODES.invalidOauthState, INVALID_STATE);
      return { language: language.data, redirectUri: row.redirect_uri };
    },
  };
}
export type OauthStates = ReturnType<typeof oauthStates>;
