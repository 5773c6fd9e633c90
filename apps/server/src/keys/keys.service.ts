import { ERROR_CODES, KEY_FIELDS, KEY_STATE_TEXT, narrationLanguagesFor, type KeyField, type KeyState, type KeySetupRequest, type KeyStatusResponse } from "@lectern/contract";
import type { KeyCheck, KeyChecker } from "@lectern/pipeline";
import type { KeyProvider, KeysRepo, KeyWrite, StoredKey } from "../db/keys.repo.js";
import { AppError } from "../http/errors.js";
import type { KeyCipher } from "../security/key-cipher.js";

const PROVIDER_OF: Record<KeyField, KeyProvider> = { gemini_key: "gemini", sarvam_key: "sarvam", openai_key: "openai" };
const LABEL: Record<KeyProvider, string> = { gemini: "Gemini", sarvam: "Sarvam", openai: "OpenAI" };
/** A verdict older than this is asked again when the status is read. */
const RECHECK_AFTER_MS = 60 * 60_000;

const context = (userId: string, provider: KeyProvider) => `${userId}:${provider}`;

export function keysService(repo: KeysRepo, cipher: KeyCipher, check: KeyChecker) {
  function toResponse(stored: StoredKey[]): KeyStatusResponse {
    const by = new Map(stored.map((k) => [k.provider, k.status]));
    const state = (p: KeyProvider): KeyState => by.get(p) ?? "missing";
    const states = { gemini_key: state("gemini"), sarvam_key: state("sarvam"), openai_key: state("openai") };
    return {
      gemini_configured: by.has("gemini"),
      sarvam_configured: by.has("sarvam"),
      openai_configured: by.has("openai"),
      ...states,
      // In words, so a client need not guess that "missing" is no fault.
      gemini_status: KEY_STATE_TEXT[states.gemini_key],
      sarvam_status: KEY_STATE_TEXT[states.sarvam_key],
      openai_status: KEY_STATE_TEXT[states.openai_key],
      narration_languages: narrationLanguagesFor(states),
    };
  }

  return {
    /**
     * Saves the given keys all-or-nothing: a key that its provider rejects fails the whole save
     * with a message naming it, and the previously stored keys stay as they were.
     */
    async setup(userId: string, request: KeySetupRequest): Promise<KeyStatusResponse> {
      const fields = KEY_FIELDS.filter((f) => request[f] !== undefined);
      const writes = await Promise.all(
        fields.map(async (field): Promise<KeyWrite & { verdict?: KeyCheck }> => {
          const provider = PROVIDER_OF[field];
          const key = request[field] ?? "";
          if (key === "") return { provider };
          const verdict = await check(provider, key);
          return { provider, verdict, stored: { ciphertext: cipher.encrypt(key, context(userId, provider)), status: verdict } };
        }),
      );
      const rejected = writes.filter((w) => w.verdict === "invalid").map((w) => LABEL[w.provider]);
      if (rejected.length > 0) {
        const names = rejected.join(" and ");
        const noun = rejected.length > 1 ? "keys were" : "key was";
        throw new AppError(422, ERROR_CODES.invalidApiKey, `The ${names} ${noun} rejected by the provider. Check the key and try again; nothing was changed.`);
      }
      await repo.apply(userId, writes);
      return toResponse(await repo.list(userId));
    },

    /** Current status; unverified or stale verdicts are asked again (each within the check timeout). */
    async status(userId: string, now: number = Date.now()): Promise<KeyStatusResponse> {
      const stored = await repo.list(userId);
      const refreshed = await Promise.all(
        stored.map(async (k): Promise<StoredKey> => {
          const stale = k.status === "unverified" || now - Date.parse(k.checkedAt) > RECHECK_AFTER_MS;
          if (!stale) return k;
          let plaintext: string;
          try {
            plaintext = cipher.decrypt(k.ciphertext, context(userId, k.provider));
          } catch {
            // The server secret changed since the key was saved: the key is unusable.
            return { ...k, status: "invalid" };
          }
          const verdict = await check(k.provider, plaintext);
          await repo.setStatus(userId, k.provider, k.ciphertext, verdict);
          return { ...k, status: verdict };
        }),
      );
      return toResponse(refreshed);
    },

    /** Stored verdicts without asking providers again (for choosing a default writer quickly). */
    async storedStates(userId: string): Promise<Record<KeyProvider, KeyStatusResponse["gemini_key"]>> {
      const by = new Map((await repo.list(userId)).map((k) => [k.provider, k.status]));
      return { gemini: by.get("gemini") ?? "missing", sarvam: by.get("sarvam") ?? "missing", openai: by.get("openai") ?? "missing" };
    },

    /** The plaintext key for a provider call, or undefined. Never sent to the client. */
    async keyFor(userId: string, provider: KeyProvider): Promise<string | undefined> {
      const k = (await repo.list(userId)).find((s) => s.provider === provider);
      if (!k) return undefined;
      try {
        return cipher.decrypt(k.ciphertext, context(userId, provider));
      } catch {
        return undefined;
      }
    },
  };
}
export type KeysService = ReturnType<typeof keysService>;
