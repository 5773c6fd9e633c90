export type LlmProvider = "gemini" | "openai";

/**
 * A script writer's call failed in a way the user should hear about. `message` is written for the
 * user (it names what to do) and never contains the API key; `status` is the provider's HTTP
 * status when there was one; `retryable` says whether trying again later can help.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly provider: LlmProvider,
    readonly status?: number,
    readonly retryable = false,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}
