import type { Job } from "@lectern/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/api-error";
import { listJobs } from "../api/endpoints";
import { makeJob } from "../test/jobs";
import { followPaperJob } from "./follow-paper-job";

vi.mock("../api/endpoints", () => ({ listJobs: vi.fn() }));

const PAPER_ID = "paper0042follow";
const POLL_MS = 1000;
const list = vi.mocked(listJobs);
const reads = () => list.mock.calls.length;
const answer = (...jobs: Job[]) => Promise.resolve({ jobs });
const failure = (status: number) => new ApiError({ message: `status ${String(status)}`, status, url: "/api/jobs" });
// Made when read, so no refusal sits unhandled while it waits for its turn.
const refused = (status: number) => () => Promise.reject(failure(status));
/** Lets the answers already given settle, without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

const audio = (fields: Partial<Job> = {}) => makeJob(PAPER_ID, { kind: "audio", stage: "audio", percent: 20, message: "Speaking", ...fields });

/** A promise the test resolves or rejects itself, for an answer that arrives late. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("followPaperJob", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    list.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reads at once, then once every poll, reporting the working job until it ends, and answers the ended job", async () => {
    const done = audio({ state: "succeeded", stage: "done", percent: 100, message: "Done" });
    list.mockReturnValueOnce(answer(audio({ percent: 30 }))).mockReturnValueOnce(answer(audio({ percent: 60 }))).mockReturnValueOnce(answer(done));
    const onUpdate = vi.fn();
    const result = followPaperJob(PAPER_ID, "audio", { pollMs: POLL_MS, limitMs: 60_000, onUpdate });

    expect(reads()).toBe(1);
    expect(list).toHaveBeenCalledWith({ paperId: PAPER_ID, activeOnly: false }, { quiet: true });
    await settle();
    expect(onUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ percent: 30 }));
    // No second reading before a whole poll has passed.
    await vi.advanceTimersByTimeAsync(POLL_MS - 1);
    expect(reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads()).toBe(2);
    expect(onUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ percent: 60 }));
    await vi.advanceTimersByTimeAsync(POLL_MS);

    await expect(result).resolves.toEqual(done);
    expect(reads()).toBe(3);
    expect(onUpdate).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("follows the newest job of the kind asked for, and answers null when there is none", async () => {
    const older = audio({ id: "job00000001", state: "failed", created_at: new Date(Date.now() - 60_000).toISOString() });
    const newer = audio({ id: "job00000002", state: "succeeded" });
    list.mockReturnValueOnce(answer(older, newer, makeJob(PAPER_ID, { kind: "video", id: "job00000003" })));
    await expect(followPaperJob(PAPER_ID, "audio", { pollMs: POLL_MS })).resolves.toEqual(newer);

    list.mockReturnValueOnce(answer(makeJob(PAPER_ID, { kind: "video" })));
    await expect(followPaperJob(PAPER_ID, "audio", { pollMs: POLL_MS })).resolves.toBeNull();
    expect(reads()).toBe(2);
  });

  it("gives up with null once the job would outlast the limit, counted from the call", async () => {
    list.mockImplementation(() => answer(audio()));
    const result = followPaperJob(PAPER_ID, "audio", { pollMs: POLL_MS, limitMs: 3 * POLL_MS });
    await vi.advanceTimersByTimeAsync(10 * POLL_MS);
    await expect(result).resolves.toBeNull();
    // Read at 0, 1, 2 and 3 polls; a fourth pause would end past the limit.
    expect(reads()).toBe(4);
  });

  it("with delayFirst waits one poll before the first reading, within the same limit", async () => {
    list.mockImplementation(() => answer(audio()));
    const result = followPaperJob(PAPER_ID, "audio", { pollMs: POLL_MS, limitMs: 3 * POLL_MS, delayFirst: true });
    expect(reads()).toBe(0);
    await vi.advanceTimersByTimeAsync(POLL_MS - 1);
    expect(reads()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(10 * POLL_MS);
    await expect(result).resolves.toBeNull();
    expect(reads()).toBe(3);
  });

  describe("runningOnly", () => {
    it("reads the active jobs, looks only at running ones of the kind, and waits while there is none", async () => {
      const onUpdate = vi.fn();
      list
        .mockReturnValueOnce(answer())
        .mockReturnValueOnce(answer(audio({ state: "queued", stage: "queued" }), makeJob(PAPER_ID, { kind: "slides", id: "job00000009" })))
        .mockReturnValueOnce(answer(audio({ percent: 45 })))
        .mockImplementation(() => answer());
      const stop = new AbortController();
      const result = followPaperJob(PAPER_ID, "audio", { pollMs: POLL_MS, runningOnly: true, onUpdate, signal: stop.signal });

      expect(list).toHaveBeenCalledWith({ paperId: PAPER_ID, activeOnly: true }, { quiet: true });
      await vi.advanceTimersByTimeAsync(POLL_MS);
      expect(onUpdate).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(POLL_MS);
      expect(onUpdate).toHaveBeenCalledTimes(1);
      expect(onUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ percent: 45 }));
      // The job has left the active list: still waiting, until stopped.
      await vi.advanceTimersByTimeAsync(5 * POLL_MS);
      expect(reads()).toBe(8);
      stop.abort();
      await expect(result).resolves.toBeNull();
    });
  });

  describe("stopping through the signal", () => {
    it("ignores an answer arriving after the stop, and reads no more", async () => {
      const late = deferred<{ jobs: Job[] }>();
      list.mockReturnValueOnce(late.promise).mockImplementation(() => answer(audio()));
      const onUpdate = vi.fn();
      const stop = new AbortController();
      const result = followPaperJob(PAPER_ID, "audio", { pollMs: POLL_MS, runningOnly: true, onUpdate, signal: stop.signal });
      expect(reads()).toBe(1);

      stop.abort();
      late.resolve({ jobs: [audio({ percent: 90 })] });
      await expect(result).resolves.toBeNull();
      await vi.advanceTimersByTimeAsync(5 * POLL_MS);
      expect(onUpdate).not.toHaveBeenCalled();
      expect(reads()).toBe(1);
    });

    it("ignores a failure arriving after the stop", async () => {
      const late = deferred<{ jobs: Job[] }>();
      list.mockReturnValueOnce(late.promise);
      const stop = new AbortController();
      const result = followPaperJob(PAPER_ID, "audio", { pollMs: POLL_MS, onError: "retry", signal: stop.signal });
      stop.abort();
      late.reject(failure(500));
      await expect(result).resolves.toBeNull();
      await vi.advanceTimersByTimeAsync(5 * POLL_MS);
      expect(reads()).toBe(1);
    });

    it("cuts the pause between two readings short, leaving no timer behind", async () => {
      list.mockImplementation(() => answer(audio()));
      const stop = new AbortController();
      const result = followPaperJob(PAPER_ID, "audio", { pollMs: POLL_MS, signal: stop.signal });
      await settle();
      expect(vi.getTimerCount()).toBe(1);
      stop.abort();
      await expect(result).resolves.toBeNull();
      expect(vi.getTimerCount()).toBe(0);
      expect(reads()).toBe(1);
    });
  });

  describe("failed readings", () => {
    it("end the follow with null by default", async () => {
      list.mockImplementationOnce(refused(500));
      await expect(followPaperJob(PAPER_ID, "audio", { pollMs: POLL_MS, limitMs: 60_000 })).resolves.toBeNull();
      list.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")));
      await expect(followPaperJob(PAPER_ID, "audio", { pollMs: POLL_MS, limitMs: 60_000 })).resolves.toBeNull();
      expect(reads()).toBe(2);
      expect(vi.getTimerCount()).toBe(0);
    });

    it('with onError "retry" are read again after a poll, the job then followed as before', async () => {
      const done = audio({ state: "succeeded", stage: "done", percent: 100 });
      list
        .mockImplementationOnce(refused(500))
        .mockImplementationOnce(refused(0))
        .mockReturnValueOnce(answer(audio({ percent: 70 })))
        .mockReturnValueOnce(answer(done));
      const onUpdate = vi.fn();
      const result = followPaperJob(PAPER_ID, "audio", { pollMs: POLL_MS, onError: "retry", onUpdate });
      await settle();
      await vi.advanceTimersByTimeAsync(POLL_MS - 1);
      expect(reads()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(reads()).toBe(2);
      await vi.advanceTimersByTimeAsync(2 * POLL_MS);
      await expect(result).resolves.toEqual(done);
      expect(onUpdate).toHaveBeenCalledTimes(1);
      expect(reads()).toBe(4);
    });

    it.each([401, 403, 404, 501])('with onError "retry" still end quietly on %i: there is nothing to follow', async (status) => {
      list.mockImplementationOnce(refused(status)).mockImplementation(() => answer(audio()));
      const result = followPaperJob(PAPER_ID, "audio", { pollMs: POLL_MS, runningOnly: true, onError: "retry" });
      await expect(result).resolves.toBeNull();
      await vi.advanceTimersByTimeAsync(5 * POLL_MS);
      expect(reads()).toBe(1);
    });
  });
});
