import { describe, expect, it } from "vitest";
import type { Failure } from "./failure.js";
import type { PostOutcome } from "./http-post.js";
import { MAX_SENDS_PER_CALL } from "./retry-policy.js";
import { withRetries, type Attempt, type Retried, type RetrySettings } from "./with-retries.js";

class TestError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

const KEY = "sk-test-secret";
const answer = (status: number, body: string): PostOutcome<string> => ({ kind: "answer", status, headers: new Headers(), body });
const timeout: PostOutcome<string> = { kind: "timeout" };

/**
 * A call whose requests get `steps` in order. A 2xx body "invalid:why" or "blocked:why" reads as
 * such, any other as the value; a non-2xx status means `failures[status]`.
 */
function fake(steps: PostOutcome<string>[], failures: Record<number, Failure> = {}, controller?: AbortController) {
  const attempts: Attempt[] = [];
  const waits: number[] = [];
  const call: Retried<string, string> = {
    service: "The test server",
    send: (attempt) => {
      attempts.push({ ...attempt });
      const next = steps.shift();
      return next === undefined ? Promise.reject(new Error("more requests than the test expected")) : Promise.resolve(next);
    },
    describeFailure: (status, body) => failures[status] ?? { message: `refused (${status}): ${body}`, retryable: false },
    read: (body) => {
      if (body.startsWith("invalid:")) return { kind: "invalid", reason: body.slice("invalid:".length) };
      if (body.startsWith("blocked:")) return { kind: "blocked", message: body.slice("blocked:".length) };
      return { kind: "value", value: body };
    },
    fail: (message, status, retryable) => new TestError(message, status, retryable),
    secrets: [KEY, "abc"],
    wording: { timeoutAdvice: "Try again later.", unusable: "an unusable script", otherwise: "Use the local writer." },
  };
  const settings: RetrySettings = {
    retryBaseMs: 1_000,
    random: () => 0,
    sleep: (ms) => {
      waits.push(ms);
      // Cancelling while waiting is what a user pressing "stop" during a backoff looks like.
      controller?.abort(new Error("stopped by the user"));
      return Promise.resolve();
    },
  };
  return { call, settings, attempts, waits, run: () => withRetries(call, settings, controller?.signal) };
}

describe("withRetries", () => {
  it("waits what Retry-After asked, then returns the answer", async () => {
    const f = fake([answer(429, ""), answer(200, "done")], { 429: { message: "busy", retryable: true, retryAfterMs: 7_000 } });
    await expect(f.run()).resolves.toBe("done");
    expect(f.waits).toEqual([7_000]);
  });

  it("backs off with jitter after network failures, then says it could not reach the service", async () => {
    const network: PostOutcome<string> = { kind: "network", reason: "ECONNREFUSED" };
    const f = fake([network, network, network, network]);
    await expect(f.run()).rejects.toMatchObject({
      message: "Could not reach the test server: nothing answered at its address. Check the base URL and your internet connection, then try again.",
      status: undefined,
      retryable: true,
    });
    expect(f.waits).toEqual([500, 1_000, 2_000]);
  });

  it("does not wait longer than the longest Retry-After it honours", async () => {
    const f = fake([answer(429, "")], { 429: { message: "out of quota", retryable: true, retryAfterMs: 120_000 } });
    await expect(f.run()).rejects.toMatchObject({ message: "out of quota", status: 429, retryable: true });
    expect(f.waits).toEqual([]);
    expect(f.attempts).toHaveLength(1);
  });

  it("retries a timeout once, without waiting", async () => {
    const f = fake([timeout, answer(200, "done")], {});
    await expect(f.run()).resolves.toBe("done");
    expect(f.attempts).toHaveLength(2);
    expect(f.waits).toEqual([]);
  });

  it("gives up after the second timeout with the caller's advice", async () => {
    const f = fake([timeout, timeout], {});
    f.settings.timeoutMs = 30_000;
    await expect(f.run()).rejects.toMatchObject({
      message: "The test server did not answer within 30 seconds. Try again later.",
      status: undefined,
      retryable: true,
    });
    expect(f.attempts.map((a) => a.timeoutMs)).toEqual([30_000, 30_000]);
  });

  it("asks again once after an unusable answer, passing the reason back", async () => {
    const f = fake([answer(200, "invalid:a section is missing"), answer(200, "done")]);
    await expect(f.run()).resolves.toBe("done");
    expect(f.attempts.map((a) => a.invalidReason)).toEqual([undefined, "a section is missing"]);
  });

  it("fails after a second unusable answer with the caller's wording", async () => {
    const f = fake([answer(200, "invalid:not JSON"), answer(200, "invalid:truncated")]);
    await expect(f.run()).rejects.toMatchObject({
      message: "The test server returned an unusable script twice (truncated). Use the local writer.",
      status: 200,
      retryable: true,
    });
  });

  it("does not ask again when the provider blocked the answer", async () => {
    const f = fake([answer(200, "blocked:The answer was blocked for safety.")]);
    await expect(f.run()).rejects.toMatchObject({ message: "The answer was blocked for safety.", status: 200, retryable: false });
    expect(f.attempts).toHaveLength(1);
  });

  it("asks once without the schema when the server rejects it", async () => {
    const noSchema: Failure = { message: "no JSON schema here", retryable: false, retryWithoutSchema: true };
    const f = fake([answer(400, ""), answer(400, "")], { 400: noSchema });
    await expect(f.run()).rejects.toMatchObject({ message: "no JSON schema here", status: 400, retryable: false });
    expect(f.attempts.map((a) => a.structured)).toEqual([true, false]);
    expect(f.waits).toEqual([]);
  });

  it("fails at once on a status that retrying will not fix", async () => {
    const f = fake([answer(401, "bad key")]);
    await expect(f.run()).rejects.toMatchObject({ message: "refused (401): bad key", status: 401, retryable: false });
    expect(f.attempts).toHaveLength(1);
  });

  it("stops at once when the caller aborts", async () => {
    const controller = new AbortController();
    controller.abort(new Error("stopped by the user"));
    const f = fake([answer(200, "done")], {}, controller);
    await expect(f.run()).rejects.toThrow("stopped by the user");
    expect(f.attempts).toHaveLength(0);
  });

  it("does not send again when the caller aborts during a wait", async () => {
    const f = fake([answer(503, ""), answer(200, "done")], { 503: { message: "down", retryable: true } }, new AbortController());
    await expect(f.run()).rejects.toThrow("stopped by the user");
    expect(f.attempts).toHaveLength(1);
  });

  it.each([
    ["ENOTFOUND", "its address could not be found"],
    ["ECONNRESET", "the connection was cut off"],
    ["CERT_HAS_EXPIRED", "its security certificate has expired"],
    ["ESOMETHINGNEW", "the connection failed"],
  ])("says %s in words", async (reason, words) => {
    const f = fake([{ kind: "network", reason }], {});
    f.settings.maxRetries = 0;
    await expect(f.run()).rejects.toThrow(`Could not reach the test server: ${words}.`);
  });

  it("scrubs every secret from the messages it makes and the provider's", async () => {
    const network: PostOutcome<string> = { kind: "network", reason: `bad header ${KEY}` };
    const f = fake([network], {});
    f.settings.maxRetries = 0;
    await expect(f.run()).rejects.toThrow("Could not reach the test server: bad header [key].");

    const g = fake([answer(403, "")], { 403: { message: `key ${KEY} is not allowed; ${KEY} again; abc stays`, retryable: false } });
    await expect(g.run()).rejects.toMatchObject({ message: "key [key] is not allowed; [key] again; abc stays" });
  });

  it("sends one call at most MAX_SENDS_PER_CALL times, however its failures combine", async () => {
    // The worst case: the schema is refused, an answer is unusable, then the service fails until the retries are spent.
    const f = fake([answer(400, ""), answer(200, "invalid:cut off"), answer(503, ""), answer(503, ""), answer(503, ""), answer(503, "")], {
      400: { message: "no schema", retryable: false, retryWithoutSchema: true },
      503: { message: "down", retryable: true },
    });
    await expect(f.run()).rejects.toMatchObject({ status: 503 });
    expect(f.attempts).toHaveLength(MAX_SENDS_PER_CALL);
    expect(MAX_SENDS_PER_CALL).toBe(6);
  });
});
