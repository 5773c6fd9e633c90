import { DEFAULT_REQUEST_TIMEOUT_MS, ERRORS, RETRY_ATTEMPTS, RETRY_DELAY_MS } from "@lectern/contract";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockFetch, offContract, TEST_USER } from "../test/fetch-mock";
import { ApiError } from "./api-error";
import { onUnauthorised } from "./client";
import { generateScripts, getAuthConfig, getKeyStatus, getMediaStatus, getSections, loginLocalUser, saveApiKeys, verifySession } from "./endpoints";

const PAPER = "paper12345";

describe("API client", () => {
  let toastError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    toastError = vi.spyOn(toast, "error");
  });
  afterEach(() => {
    toastError.mockRestore();
  });

  it("sends the stored token as a bearer token and parses the answer", async () => {
    localStorage.setItem("access_token", "tok-1");
    const { requests } = mockFetch({ "GET /api/auth/verify": () => json({ valid: true, user: TEST_USER }) });
    const answer = await verifySession();
    expect(answer.user.email).toBe(TEST_USER.email);
    expect(requests[0]?.headers.get("Authorization")).toBe("Bearer tok-1");
  });

  it("falls back to the legacy auth_token key", async () => {
    localStorage.setItem("auth_token", "legacy");
    const { requests } = mockFetch({ "GET /api/keys/status": () => json({}, 500) });
    await getKeyStatus({ quiet: true }).catch(() => undefined);
    expect(requests[0]?.headers.get("Authorization")).toBe("Bearer legacy");
  });

  it("on 401 clears the stored session and tells the subscriber, without a toast", async () => {
    localStorage.setItem("access_token", "expired");
    localStorage.setItem("user_data", JSON.stringify(TEST_USER));
    localStorage.setItem("auth_token", "older");
    mockFetch({ "GET /api/keys/status": () => json({ detail: "Session expired", code: "unauthenticated" }, 401) });
    const handler = vi.fn();
    const unsubscribe = onUnauthorised(handler);
    await expect(getKeyStatus()).rejects.toMatchObject({ status: 401 });
    unsubscribe();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("access_token")).toBeNull();
    expect(localStorage.getItem("user_data")).toBeNull();
    expect(localStorage.getItem("auth_token")).toBeNull();
    expect(toastError).not.toHaveBeenCalled();
  });

  it("does not sign out on a 401 from a public route (a refused sign-in)", async () => {
    localStorage.setItem("access_token", "keep-me");
    mockFetch({ "POST /api/auth/local/login": () => json({ detail: "Local sign-in is off", code: "local_login_disabled" }, 401) });
    const handler = vi.fn();
    const unsubscribe = onUnauthorised(handler);
    await expect(loginLocalUser({ quiet: true })).rejects.toBeInstanceOf(ApiError);
    unsubscribe();
    expect(handler).not.toHaveBeenCalled();
    expect(localStorage.getItem("access_token")).toBe("keep-me");
  });

  it("turns a 404 on /scripts/ sections into an empty result, silently", async () => {
    mockFetch({ [`GET /api/scripts/${PAPER}/sections`]: () => json({ detail: "No scripts", code: "not_found" }, 404) });
    await expect(getSections(PAPER)).resolves.toEqual({ paper_id: PAPER, sections: {} });
    expect(toastError).not.toHaveBeenCalled();
  });

  it("turns a 404 on media status into no audio and no video, silently", async () => {
    mockFetch({ [`GET /api/media/${PAPER}/status`]: () => json({ detail: "Nothing yet", code: "not_found" }, 404) });
    await expect(getMediaStatus(PAPER)).resolves.toEqual({ paper_id: PAPER, audio_files: [], video_path: null });
    expect(toastError).not.toHaveBeenCalled();
  });

  it("keeps other 404s under /scripts/ silent but still failing", async () => {
    mockFetch({ [`POST /api/scripts/${PAPER}/generate`]: () => json({ detail: "No paper", code: "not_found" }, 404) });
    await expect(generateScripts(PAPER)).rejects.toMatchObject({ status: 404 });
    expect(toastError).not.toHaveBeenCalled();
  });

  it("retries a 5xx on a retried route exactly RETRY_ATTEMPTS more times, RETRY_DELAY_MS apart", async () => {
    vi.useFakeTimers();
    const { fetchMock } = mockFetch({ [`POST /api/scripts/${PAPER}/generate`]: () => json({ detail: "Busy", code: "internal_error" }, 503) });
    const outcome = generateScripts(PAPER).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * RETRY_ATTEMPTS);
    const error = await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(1 + RETRY_ATTEMPTS);
    expect(error).toMatchObject({ status: 503, message: "Busy" });
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith("Busy");
  });

  it("stops retrying as soon as a retry succeeds", async () => {
    vi.useFakeTimers();
    let calls = 0;
    mockFetch({
      [`POST /api/scripts/${PAPER}/generate`]: () =>
        ++calls === 1 ? json({ detail: "Busy" }, 500) : json({ success: true, paper_id: PAPER, writer: "local", model: "local", sections: 4 }),
    });
    const outcome = generateScripts(PAPER);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await expect(outcome).resolves.toMatchObject({ sections: 4 });
    expect(calls).toBe(2);
  });

  it("toasts a 429 with the server's detail and does not retry it, even on a retried route", async () => {
    const detail = "Too many requests: please wait 42 seconds before trying again.";
    const { fetchMock } = mockFetch({
      [`POST /api/scripts/${PAPER}/generate`]: () => json({ detail, code: "rate_limited" }, 429),
    });
    await expect(generateScripts(PAPER)).rejects.toMatchObject({ status: 429, message: detail, code: "rate_limited" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith(detail);
  });

  it("does not retry a 5xx on a route that is not marked retried", async () => {
    const { fetchMock } = mockFetch({ "POST /api/keys/setup": () => json({ detail: "Database down", code: "internal_error" }, 500) });
    await expect(saveApiKeys({ gemini_key: "k" })).rejects.toMatchObject({ status: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows detail first, then message, then the generic helper's texts (never the HTTP status line)", async () => {
    const answers = [
      json({ detail: "Detail text", message: "Message text" }, 422),
      json({ message: "Message text" }, 422),
      new Response("", { status: 418, statusText: "I'm a teapot" }),
      new Response("not json", { status: 400 }),
      new Response("<html>Bad Gateway</html>", { status: 502, statusText: "Bad Gateway" }),
      new Response("", { status: 500 }),
    ];
    mockFetch({ "GET /api/keys/status": () => answers.shift() ?? json({}, 500) });
    const texts: string[] = [];
    for (let i = 0; i < 6; i++) {
      const error = await getKeyStatus().catch((e: unknown) => e);
      texts.push(error instanceof ApiError ? error.message : "not an ApiError");
    }
    expect(texts).toEqual(["Detail text", "Message text", ERRORS.genericHelper, ERRORS.genericHelper, ERRORS.genericHelper500, ERRORS.genericHelper500]);
    expect(toastError.mock.calls.map((c: unknown[]) => c[0])).toEqual(texts);
  });

  it("does not toast when the caller asks for quiet", async () => {
    mockFetch({ "GET /api/auth/config": () => json({ detail: "Broken" }, 500) });
    await expect(getAuthConfig({ quiet: true })).rejects.toMatchObject({ message: "Broken" });
    expect(toastError).not.toHaveBeenCalled();
  });

  it("rejects an answer that does not match the contract schema", async () => {
    // Broken on purpose: this is the client's own check of the contract.
    mockFetch({ "GET /api/auth/config": () => offContract(json({ google_client_id: 42 })) });
    await expect(getAuthConfig({ quiet: true })).rejects.toBeInstanceOf(ApiError);
  });

  it("aborts a request after the default timeout", async () => {
    vi.useFakeTimers();
    let aborted = false;
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener("abort", () => {
              aborted = true;
              reject(new DOMException("Aborted", "AbortError"));
            });
          }),
      ),
    );
    const outcome = getKeyStatus({ quiet: true }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(DEFAULT_REQUEST_TIMEOUT_MS - 1);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(aborted).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0 });
    expect((error as ApiError).message).toMatch(/timed out/i);
  });

  it("sends no JSON content type when there is no body (the server refuses empty JSON)", async () => {
    const { requests } = mockFetch({
      "POST /api/auth/local/login": () => json({ success: true, access_token: "t", user: TEST_USER, expires_at: "2030-01-01T00:00:00Z" }),
    });
    await loginLocalUser();
    expect(requests[0]?.headers.get("Content-Type")).toBeNull();
    expect(requests[0]?.body).toBeUndefined();
  });
});
