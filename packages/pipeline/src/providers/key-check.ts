import { fetchOutcome, type HttpOutcome } from "./http/fetch-outcome.js";

export type KeyProvider = "gemini" | "sarvam" | "openai";
/** valid/invalid: the provider answered; unverified: it could not be asked in time. */
export type KeyCheck = "valid" | "invalid" | "unverified";

export interface KeyCheckEndpoints {
  geminiBaseUrl: string;
  openaiBaseUrl: string;
  sarvamBaseUrl: string;
  timeoutMs: number;
}

function classify(outcome: HttpOutcome, rejected: number[]): KeyCheck {
  if (outcome.kind === "unreachable") return "unverified";
  if (outcome.status >= 200 && outcome.status < 300) return "valid";
  if (rejected.includes(outcome.status)) return "invalid";
  // 429 means the key was recognised but is rate limited or out of quota; 5xx tells us nothing.
  if (outcome.status === 429) return "valid";
  return "unverified";
}

/**
 * Asks each provider the cheapest question that proves a key:
 * - Gemini: list models (200 valid; 400/401/403 invalid);
 * - OpenAI-compatible: list models (200 valid; 401/403 invalid);
 * - Sarvam: a five-character translation (there is no free "who am I" call; 401/403 invalid).
 */
export function keyChecker(endpoints: KeyCheckEndpoints) {
  const { timeoutMs } = endpoints;
  const checks: Record<KeyProvider, (key: string) => Promise<KeyCheck>> = {
    gemini: async (key) =>
      classify(
        await fetchOutcome(`${endpoints.geminiBaseUrl}/v1beta/models?pageSize=1`, { headers: { "x-goog-api-key": key } }, timeoutMs),
        [400, 401, 403],
      ),
    openai: async (key) =>
      classify(await fetchOutcome(`${endpoints.openaiBaseUrl}/v1/models`, { headers: { authorization: `Bearer ${key}` } }, timeoutMs), [401, 403]),
    sarvam: async (key) =>
      classify(
        await fetchOutcome(
          `${endpoints.sarvamBaseUrl}/translate`,
          {
            method: "POST",
            headers: { "api-subscription-key": key, "content-type": "application/json" },
            body: JSON.stringify({ input: "Hello", source_language_code: "en-IN", target_language_code: "hi-IN", model: "mayura:v1", mode: "formal" }),
          },
          timeoutMs,
        ),
        [401, 403],
      ),
  };
  return (provider: KeyProvider, key: string): Promise<KeyCheck> => checks[provider](key);
}
export type KeyChecker = ReturnType<typeof keyChecker>;
