import type { SpeechProviderName, TranslatedScript } from "@lectern/contract";

export type LlmProvider = "gemini" | "openai";
export type TranslatorName = Exclude<TranslatedScript["provider"], "none">;
/** What the provider was doing for us: writing the script, speaking it, translating it, or publishing the video. */
export type ProviderRole = "writer" | "speech" | "translation" | "upload";
export type ProviderService = LlmProvider | SpeechProviderName | TranslatorName | "youtube";

export interface ProviderFailure {
  role: ProviderRole;
  service: ProviderService;
  /** The provider's HTTP status, when it answered. */
  status?: number;
  /** Whether trying again later can help (a timeout, 429, 5xx); false for a refusal. */
  retryable?: boolean;
}

/**
 * A provider (a language model, a voice, a translator, or the offline voice programs) could not
 * do its part. `message` is written for the user (it names what to do) and never contains a key.
 * The server decides from `status` and `retryable` whether it is the user's to fix.
 */
export class ProviderError extends Error {
  readonly role: ProviderRole;
  readonly service: ProviderService;
  readonly status: number | undefined;
  readonly retryable: boolean;

  constructor(message: string, failure: ProviderFailure) {
    super(message);
    this.name = "ProviderError";
    this.role = failure.role;
    this.service = failure.service;
    this.status = failure.status;
    this.retryable = failure.retryable ?? false;
  }
}
