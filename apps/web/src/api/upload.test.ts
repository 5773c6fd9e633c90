import { DEFAULT_REQUEST_TIMEOUT_MS } from "@lectern/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeXhr } from "../test/fake-xhr";
import { onUnauthorised } from "./client";
import { UPLOAD_ABORTED, uploadPaperFile } from "./upload";

const PAPER = { paper_id: "paper0001abcd", metadata: { title: "T", authors: "A", date: "2020" }, image_files: [] };
const file = () => new File(["%PDF-1.4"], "p.pdf", { type: "application/pdf" });

describe("uploads with progress", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reports progress and the end of sending, and parses the answer", async () => {
    const sent = installFakeXhr();
    const progress: number[] = [];
    const onSent = vi.fn();
    const answer = uploadPaperFile("uploadPdf", file(), { onProgress: (f) => progress.push(f), onSent });
    const xhr = sent[0];
    xhr?.progress(1, 4);
    xhr?.progress(4, 4);
    xhr?.respond(200, PAPER);
    await expect(answer).resolves.toEqual(PAPER);
    expect(progress).toEqual([0.25, 1]);
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it("times out only after the default timeout of silence, however long the file takes to send", async () => {
    const sent = installFakeXhr();
    const answer = uploadPaperFile("uploadPdf", file()).catch((error: unknown) => error);
    const xhr = sent[0];
    for (let i = 1; i <= 3; i++) {
      await vi.advanceTimersByTimeAsync(DEFAULT_REQUEST_TIMEOUT_MS - 1);
      xhr?.progress(i, 4);
    }
    expect(xhr?.aborted).toBe(false);
    xhr?.finishUpload();
    await vi.advanceTimersByTimeAsync(DEFAULT_REQUEST_TIMEOUT_MS);
    expect(xhr?.aborted).toBe(true);
    expect(await answer).toMatchObject({ status: 0, message: expect.stringMatching(/timed out/i) as unknown });
  });

  it("is cancelled by its signal", async () => {
    const sent = installFakeXhr();
    const controller = new AbortController();
    const answer = uploadPaperFile("uploadZip", file(), { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    expect(sent[0]?.aborted).toBe(true);
    expect(await answer).toMatchObject({ code: UPLOAD_ABORTED });
  });

  it("ends the session on a 401 and keeps the server's detail on other refusals", async () => {
    localStorage.setItem("access_token", "expired");
    const sent = installFakeXhr();
    const lost = vi.fn();
    const unsubscribe = onUnauthorised(lost);
    const refused = uploadPaperFile("uploadPdf", file()).catch((error: unknown) => error);
    expect(sent[0]?.headers.Authorization).toBe("Bearer expired");
    sent[0]?.respond(401, { detail: "Session expired", code: "unauthenticated" });
    expect(await refused).toMatchObject({ status: 401 });
    expect(lost).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("access_token")).toBeNull();

    const tooBig = uploadPaperFile("uploadPdf", file()).catch((error: unknown) => error);
    sent[1]?.respond(413, { detail: "The file is larger than 50 MB.", code: "payload_too_large" });
    expect(await tooBig).toMatchObject({ status: 413, detail: "The file is larger than 50 MB." });
    expect(lost).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
