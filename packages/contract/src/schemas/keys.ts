import { z } from "zod";

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

export const KeyStatusResponse = z.object({
  gemini_configured: z.boolean(),
  sarvam_configured: z.boolean(),
  openai_configured: z.boolean(),
  gemini_key: KeyState,
  sarvam_key: KeyState,
  openai_key: KeyState,
});
export type KeyStatusResponse = z.infer<typeof KeyStatusResponse>;

/** The save answers with the fresh status so the badges update without a second call. */
export const KeySetupResponse = KeyStatusResponse.extend({ success: z.literal(true) });
