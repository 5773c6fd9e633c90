import type { SpeechProviderName } from "@lectern/contract";

/**
 * Narration could not be made. `message` is for the user (it says what to do) and never holds a
 * key; `provider` is absent for problems of the workspace itself (no script yet); `status` is the
 * provider's HTTP status when there was one; `retryable` says whether trying later can help.
 */
export class SpeechError extends Error {
  constructor(
    message: string,
    readonly provider?: SpeechProviderName,
    readonly status?: number,
    readonly retryable = false,
  ) {
    super(message);
    this.name = "SpeechError";
  }
}
