/** How any provider client (a model, a voice, a translator) sends its requests and retries them. */
export interface HttpClientOptions {
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
}

/** Base URL without trailing slashes or a version segment the caller may have pasted. */
export function trimBaseUrl(baseUrl: string, versionSegment: string): string {
  const trimmed = baseUrl.trim().replace(/\/+$/, "");
  return trimmed.endsWith(`/${versionSegment}`) ? trimmed.slice(0, -versionSegment.length - 1) : trimmed;
}
