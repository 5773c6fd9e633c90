import fs from "node:fs/promises";
import { abortableSleep, backoffMs as backoff, parseRetryAfter, RETRY_DEFAULTS } from "@lectern/pipeline";
import { z } from "zod";
import { MESSAGES, parseApiError, youtubeRefusal } from "./google-errors.js";

// The YouTube Data API's resumable upload protocol (PROVIDERS.md "YouTube upload"), written here
// because the Node client library does not resume interrupted uploads
// (googleapis/google-api-nodejs-client#276). Plain fetch with the user's access token:
//  1. POST {apiBase}/upload/youtube/v3/videos?uploadType=resumable with the metadata → Location.
//  2. PUT the file to Location in chunks (Content-Range: bytes a-b/total). 308 = keep going; its
//     Range says what arrived, and the next chunk starts right after it.
//  3. After a dropped connection or a 5xx, wait as every provider call does (retry-policy.ts:
//     Retry-After in seconds or as a date, else growing delays with jitter), ask what arrived
//     (Content-Range: bytes */total) and carry on from there.
// The last chunk answers 200/201 with the video resource.

export interface ResumableUploadInput {
  apiBase: string;
  accessToken: string;
  /** Opened read-only: the user's video is never changed. */
  file: string;
  contentType: string;
  /** The video resource to create ({snippet, status}); `part` is derived from its keys. */
  metadata: Record<string, unknown>;
  /** A multiple of 256 KiB (YouTube's rule for every chunk but the last). */
  chunkBytes: number;
  /** Failures in a row without progress before giving up; default RETRY_DEFAULTS.maxRetries. */
  maxRetries?: number;
  /** First retry delay; it doubles each time, with jitter, up to RETRY_DEFAULTS.maxBackoffMs. */
  backoffMs?: number;
  /** Per chunk; a stalled connection counts as a dropped one. */
  chunkTimeoutMs?: number;
  signal?: AbortSignal;
  /** Bytes YouTube has of the total, after each chunk it acknowledged. */
  onProgress?: (received: number, total: number) => void;
}

export type UploadResult =
  | { ok: true; videoId: string; privacy: string | undefined; bytes: number; resumes: number }
  /** `message` is for the user; `logReason` for the log (never carries a token). */
  | { ok: false; message: string; logReason: string };

const VideoResource = z.object({ id: z.string().min(1), status: z.object({ privacyStatus: z.string().optional() }).optional() });

/** What one request to YouTube came to. */
type Step =
  | { kind: "session"; url: string }
  | { kind: "done"; videoId: string; privacy: string | undefined }
  | { kind: "progress"; received: number }
  | { kind: "retry"; why: string; status?: number; waitMs?: number }
  | { kind: "fail"; message: string; why: string };
type Retry = Extract<Step, { kind: "retry" }>;

const RETRYABLE = new Set([429, 500, 502, 503, 504]);

/** "bytes=0-1048575" → 1048576 bytes received; no header → nothing kept yet. */
function receivedFrom(range: string | null): number | undefined {
  if (range === null) return 0;
  const m = /^bytes=0-(\d+)$/.exec(range.trim());
  return m?.[1] === undefined ? undefined : Number(m[1]) + 1;
}

/** The wait YouTube asked for, no longer than any backoff: an upload waits rather than gives up. */
function retryAfterMs(res: Response): number | undefined {
  const ms = parseRetryAfter(res.headers.get("retry-after"));
  return ms !== undefined && ms > 0 ? Math.min(ms, RETRY_DEFAULTS.maxBackoffMs) : undefined;
}

/** 5xx and 429 are worth another try; any other error is YouTube's final word. */
function refusal(res: Response, text: string): Step {
  if (RETRYABLE.has(res.status)) {
    const waitMs = retryAfterMs(res);
    return { kind: "retry", why: `HTTP ${res.status}`, status: res.status, ...(waitMs ? { waitMs } : {}) };
  }
  const failure = parseApiError(res.status, text);
  return { kind: "fail", message: youtubeRefusal(failure), why: `HTTP ${res.status} ${failure.reason ?? ""}`.trim() };
}

/** The answer to the session start: 200 with the session URL in Location. */
async function classifyStart(res: Response, startUrl: string): Promise<Step> {
  const text = await res.text();
  const location = res.headers.get("location");
  if (res.ok && location) return { kind: "session", url: new URL(location, startUrl).toString() };
  if (res.ok) return { kind: "fail", message: MESSAGES.youtubeUnreachable, why: `session start HTTP ${res.status} without Location` };
  return refusal(res, text);
}

/** The answer to a chunk or a status query. */
async function classifyPut(res: Response): Promise<Step> {
  const text = await res.text();
  if (res.status === 200 || res.status === 201) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const video = VideoResource.safeParse(json);
    if (!video.success) return { kind: "fail", message: "YouTube finished the upload but did not say which video it made. Please check your channel.", why: "final answer without a video id" };
    return { kind: "done", videoId: video.data.id, privacy: video.data.status?.privacyStatus };
  }
  if (res.status === 308) {
    const received = receivedFrom(res.headers.get("range"));
    if (received === undefined) return { kind: "retry", why: `308 with an unreadable Range ${res.headers.get("range") ?? ""}` };
    return { kind: "progress", received };
  }
  // The session URL lives about a week; past that (or if YouTube dropped it) start over.
  if (res.status === 404 || res.status === 410) return { kind: "fail", message: MESSAGES.sessionExpired, why: `session gone (${res.status})` };
  return refusal(res, text);
}

export async function resumableUpload(input: ResumableUploadInput): Promise<UploadResult> {
  const maxRetries = input.maxRetries ?? RETRY_DEFAULTS.maxRetries;
  const baseMs = input.backoffMs ?? RETRY_DEFAULTS.baseMs;
  const chunkTimeoutMs = input.chunkTimeoutMs ?? 300_000;
  const auth = { authorization: `Bearer ${input.accessToken}` };
  const signalFor = (ms: number) => (input.signal ? AbortSignal.any([input.signal, AbortSignal.timeout(ms)]) : AbortSignal.timeout(ms));

  /** One request; a network failure or timeout is a retry, the caller's abort is not. */
  const send = async (url: string, init: RequestInit, timeoutMs: number, read: (res: Response) => Promise<Step>): Promise<Step> => {
    try {
      return await read(await fetch(url, { ...init, redirect: "manual", signal: signalFor(timeoutMs) }));
    } catch (err) {
      if (input.signal?.aborted) throw err;
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : err instanceof Error ? err.message : "unknown";
      return { kind: "retry", why: `connection failed (${cause})` };
    }
  };

  let failures = 0;
  let resumes = 0;
  let last: Retry = { kind: "retry", why: "" };
  /** Counts a failure in a row and waits before the next try; false when out of tries. */
  const backOff = async (step: Retry): Promise<boolean> => {
    failures += 1;
    last = step;
    if (failures > maxRetries) return false;
    await abortableSleep(step.waitMs ?? backoff(failures - 1, baseMs, Math.random), input.signal);
    return true;
  };
  const gaveUp = (): UploadResult => ({
    ok: false,
    message: last.status ? youtubeRefusal({ status: last.status, reason: undefined, message: undefined }) : MESSAGES.youtubeUnreachable,
    logReason: `gave up after ${failures} failures in a row: ${last.why}`,
  });

  const handle = await fs.open(input.file, "r");
  try {
    // The size is taken once from the open file: a video rebuilt meanwhile (written to a new
    // file and renamed over) does not change what this upload sends.
    const total = (await handle.stat()).size;
    if (total === 0) return { ok: false, message: "The video file is empty. Please make the video again.", logReason: "empty file" };

    // 1. Start the session.
    const part = Object.keys(input.metadata).join(",");
    const startUrl = `${input.apiBase}/upload/youtube/v3/videos?uploadType=resumable&part=${part}`;
    const startInit: RequestInit = {
      method: "POST",
      headers: { ...auth, "content-type": "application/json; charset=UTF-8", "x-upload-content-type": input.contentType, "x-upload-content-length": String(total) },
      body: JSON.stringify(input.metadata),
    };
    let sessionUrl: string | undefined;
    while (!sessionUrl) {
      const step = await send(startUrl, startInit, 60_000, (res) => classifyStart(res, startUrl));
      if (step.kind === "session") sessionUrl = step.url;
      else if (step.kind === "fail") return { ok: false, message: step.message, logReason: `session start: ${step.why}` };
      else if (step.kind !== "retry" || !(await backOff(step))) return gaveUp();
    }
    failures = 0;

    // 2. and 3. Send chunks from what YouTube has; after a failure, first ask it what that is.
    let offset = 0;
    let askFirst = false;
    for (;;) {
      let step: Step;
      if (askFirst) {
        resumes += 1;
        step = await send(sessionUrl, { method: "PUT", headers: { ...auth, "content-range": `bytes */${total}` }, body: new Uint8Array(0) }, 60_000, classifyPut);
      } else {
        const length = Math.min(input.chunkBytes, total - offset);
        const chunk = Buffer.alloc(length);
        const { bytesRead } = await handle.read(chunk, 0, length, offset);
        if (bytesRead !== length) return { ok: false, message: MESSAGES.videoChanged, logReason: `short read at ${offset}` };
        const range = `bytes ${offset}-${offset + length - 1}/${total}`;
        step = await send(sessionUrl, { method: "PUT", headers: { ...auth, "content-type": input.contentType, "content-range": range }, body: chunk }, chunkTimeoutMs, classifyPut);
      }
      const wasQuery = askFirst;
      askFirst = false;
      switch (step.kind) {
        case "done":
          return { ok: true, videoId: step.videoId, privacy: step.privacy, bytes: total, resumes };
        case "fail":
          return { ok: false, message: step.message, logReason: step.why };
        case "progress": {
          if (step.received > total) return { ok: false, message: MESSAGES.youtubeUnreachable, logReason: `YouTube reports ${step.received} of ${total} bytes` };
          const progressed = step.received > offset;
          offset = step.received;
          if (progressed) input.onProgress?.(offset, total);
          if (progressed) failures = 0;
          // A chunk that moved nothing forward is a failure too, so this loop always ends. (After
          // a status query the failure that led to it was counted already.)
          else if (!wasQuery && !(await backOff({ kind: "retry", why: `no progress at byte ${offset}` }))) return gaveUp();
          break;
        }
        case "retry":
          if (!(await backOff(step))) return gaveUp();
          askFirst = true;
          break;
        case "session":
          return { ok: false, message: MESSAGES.youtubeUnreachable, logReason: "unexpected answer" };
      }
    }
  } finally {
    await handle.close();
  }
}
