/** What every LLM client (script writer, bullets) is configured with. */
export interface LlmClientOptions {
  apiKey: string;
  /** Scheme and host (and port), e.g. "https://generativelanguage.googleapis.com"; a trailing "/v1" or "/v1beta" is tolerated. */
  baseUrl: string;
  model: string;
  /** Per request; default 90 s. */
  timeoutMs?: number;
  /** Retries after 429, 5xx and network failures; default 3. */
  maxRetries?: number;
  fetchImpl?: typeof fetch;
  /** First backoff delay; default 1 s, doubling with jitter. */
  retryBaseMs?: number;
  /** How to wait between retries; injectable so tests do not wait. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Source of jitter in [0, 1); injectable so tests are deterministic. */
  random?: () => number;
  /**
   * Sampling temperature. Gemini defaults to 0.4; OpenAI-compatible calls send none unless given,
   * because OpenAI's reasoning models reject any value but their default.
   */
  temperature?: number;
  /** Prompt budget in characters, for self-hosted models with a small context. */
  maxPromptChars?: number;
}

/** Base URL without trailing slashes or a version segment the caller may have pasted. */
export function trimBaseUrl(baseUrl: string, versionSegment: string): string {
  const trimmed = baseUrl.trim().replace(/\/+$/, "");
  return trimmed.endsWith(`/${versionSegment}`) ? trimmed.slice(0, -versionSegment.length - 1) : trimmed;
}
