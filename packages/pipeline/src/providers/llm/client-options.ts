import type { HttpClientOptions } from "../http/client-options.js";

/** What every LLM client (script writer, bullets, LLM translation) is configured with. */
export interface LlmClientOptions extends HttpClientOptions {
  apiKey: string;
  /** Scheme and host (and port), e.g. "https://generativelanguage.googleapis.com"; a trailing "/v1" or "/v1beta" is tolerated. */
  baseUrl: string;
  model: string;
  /**
   * Sampling temperature. Gemini defaults to 0.4; OpenAI-compatible calls send none unless given,
   * because OpenAI's reasoning models reject any value but their default.
   */
  temperature?: number;
  /** Prompt budget in characters, for self-hosted models with a small context. */
  maxPromptChars?: number;
}
