import type { BhashiniConfig } from "./speech-bhashini.js";
import type { RetryOptions } from "./service-call.js";

/**
 * The keys a request may use, as the server holds them for the signed-in user (and Bhashini as the
 * operator configured it). Blank keys count as absent. One object for speechFor and translatorFor.
 */
export interface ProviderKeys {
  sarvam?: { apiKey: string; baseUrl?: string };
  gemini?: { apiKey: string; baseUrl?: string; model?: string };
  openai?: {
    apiKey: string;
    baseUrl?: string;
    /** Chat model for translation. */
    model?: string;
    /** Speech model and the voice names for female (vidya) and male (karun). */
    speechModel?: string;
    voices?: { female?: string; male?: string };
  };
  bhashini?: BhashiniConfig;
  /** Timeouts, retries and (in tests) fetch for every client made from these keys. */
  retry?: RetryOptions;
}

/** A key that is there and not blank. */
export const hasKey = (entry: { apiKey: string } | undefined): entry is { apiKey: string } => entry !== undefined && entry.apiKey.trim() !== "";
