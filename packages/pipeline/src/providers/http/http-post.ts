/** What came back from one POST: an answer with any status (its body read as B), no answer in time, or no connection. */
export type PostOutcome<B> = { kind: "answer"; status: number; headers: Headers; body: B } | { kind: "timeout" } | { kind: "network"; reason: string };

export interface PostRequest {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * POSTs JSON with a per-request timeout. Never throws for network trouble (that is an outcome the
 * retry loop decides about), except when the caller's signal aborts: then it throws the signal's
 * reason, because a cancelled generation must stop, not be retried.
 */
export function postJson(fetchImpl: typeof fetch, request: PostRequest, timeoutMs: number, signal?: AbortSignal): Promise<PostOutcome<string>> {
  return post(fetchImpl, request, timeoutMs, signal, "application/json", (res) => res.text());
}

/** postJson for services that answer with bytes (speech) rather than JSON text; same rules. */
export function postJsonForBytes(fetchImpl: typeof fetch, request: PostRequest, timeoutMs: number, signal?: AbortSignal): Promise<PostOutcome<Buffer>> {
  return post(fetchImpl, request, timeoutMs, signal, "*/*", async (res) => Buffer.from(await res.arrayBuffer()));
}

async function post<B>(
  fetchImpl: typeof fetch,
  request: PostRequest,
  timeoutMs: number,
  signal: AbortSignal | undefined,
  accept: string,
  read: (res: Response) => Promise<B>,
): Promise<PostOutcome<B>> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const res = await fetchImpl(request.url, {
      method: "POST",
      headers: { "content-type": "application/json", accept, ...request.headers },
      body: JSON.stringify(request.body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      // A redirect would carry the key header to wherever it points.
      redirect: "error",
    });
    return { kind: "answer", status: res.status, headers: res.headers, body: await read(res) };
  } catch (err) {
    signal?.throwIfAborted();
    if (timeout.aborted) return { kind: "timeout" };
    return { kind: "network", reason: networkReason(err) };
  }
}

/** Node's fetch says "fetch failed" and puts the useful part (ECONNREFUSED ...) in `cause`. */
function networkReason(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause: unknown = err.cause;
  if (cause instanceof Error) {
    const code = "code" in cause ? cause.code : undefined;
    return typeof code === "string" ? code : cause.message;
  }
  return err.message;
}
