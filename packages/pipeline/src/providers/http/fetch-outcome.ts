/** Outcome of asking a provider something: an HTTP status, or no answer in time. */
export type HttpOutcome = { kind: "status"; status: number; body: string } | { kind: "unreachable"; reason: string };

/** fetch with a hard timeout; network failures and timeouts become `unreachable`, never throws. */
export async function fetchOutcome(url: string, init: RequestInit, timeoutMs: number): Promise<HttpOutcome> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: "error" });
    // Bounded read: a key check needs the status and a short error text at most.
    const body = (await res.text()).slice(0, 4096);
    return { kind: "status", status: res.status, body };
  } catch (err) {
    const reason = err instanceof Error ? (err.name === "TimeoutError" ? "timed out" : err.message) : String(err);
    return { kind: "unreachable", reason };
  }
}
