import type { TranslatedScript } from "@lectern/contract";

export type TranslatorName = Exclude<TranslatedScript["provider"], "none">;

/**
 * Narration could not be translated. `message` is for the user and never holds a key; `provider`
 * is absent when no translator was available at all.
 */
export class TranslationError extends Error {
  constructor(
    message: string,
    readonly provider?: TranslatorName,
    readonly status?: number,
    readonly retryable = false,
  ) {
    super(message);
    this.name = "TranslationError";
  }
}
