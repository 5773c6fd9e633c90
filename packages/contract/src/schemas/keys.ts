import { z } from "zod";
import { NarrationLanguage, narrationLanguages } from "./media.js";

export const KEY_FIELDS = ["gemini_key", "sarvam_key", "openai_key"] as const;
export type KeyField = (typeof KEY_FIELDS)[number];

/**
 * Absent field: leave the stored key as it is. Empty string: remove it. Otherwise: store it
 * (trimmed). A key that its provider rejects makes the whole save fail with 422 and nothing
 * changes; a key that cannot be checked (provider unreachable) is stored as `unverified`.
 */
const KeyInput = z.string().trim().max(512).optional();
export const KeySetupRequest = z.object({
  gemini_key: KeyInput,
  sarvam_key: KeyInput,
  openai_key: KeyInput,
});
export type KeySetupRequest = z.infer<typeof KeySetupRequest>;

export const KeyState = z.enum(["valid", "invalid", "unverified", "missing"]);
export type KeyState = z.infer<typeof KeyState>;

/**
 * A key's state as a person reads it. "missing" is a key never set, which is no fault; an
 * "unverified" key is stored but its provider could not be reached to check it.
 */
export const KeyStateText = z.enum(["valid", "invalid", "could not be checked", "not set"]);
export type KeyStateText = z.infer<typeof KeyStateText>;
export const KEY_STATE_TEXT: Record<KeyState, KeyStateText> = {
  valid: "valid",
  invalid: "invalid",
  unverified: "could not be checked",
  missing: "not set",
};

/** A key worth using: its provider has not refused it (an unchecked key is tried). */
export const keyUsable = (state: KeyState | undefined): boolean => state === "valid" || state === "unverified";

export const KeyStatusResponse = z.object({
  gemini_configured: z.boolean(),
  sarvam_configured: z.boolean(),
  openai_configured: z.boolean(),
  gemini_key: KeyState,
  sarvam_key: KeyState,
  openai_key: KeyState,
  /** The same states in words ("not set", "could not be checked"); optional for older servers. */
  gemini_status: KeyStateText.optional(),
  sarvam_status: KeyStateText.optional(),
  openai_status: KeyStateText.optional(),
  /** Which narration languages these keys allow, and what the others need. */
  narration_languages: z.array(NarrationLanguage).optional(),
});
export type KeyStatusResponse = z.infer<typeof KeyStatusResponse>;

/** The save answers with the fresh status so the badges update without a second call. */
export const KeySetupResponse = KeyStatusResponse.extend({ success: z.literal(true) });

/** Narration languages the keys in a status allow: any usable Sarvam, Gemini or OpenAI key translates. */
export function narrationLanguagesFor(status: Pick<KeyStatusResponse, "gemini_key" | "sarvam_key" | "openai_key">): NarrationLanguage[] {
  const translation = [status.sarvam_key, status.gemini_key, status.openai_key].some(keyUsable);
  return narrationLanguages({ translation });
}
