import { DEFAULT_REQUEST_TIMEOUT_MS, PaperProcessed, ROUTES, type RouteDef } from "@lectern/contract";
import type { z } from "zod";
import { ApiError } from "./api-error";
import { apiUrl, genericText, reportUnauthorised } from "./client";
import { readStoredToken } from "./session-store";

// Paper uploads go through XMLHttpRequest rather than the fetch client because fetch cannot
// report how much of a request body has been sent, and a 50 MB upload needs a progress bar.
// The client's error rules that apply to an upload are kept: a 401 ends the session through the client's
// own mechanism, and failures carry the server's detail. Nothing is toasted here: a failed
// upload is a failed Process or One click, whose message the screen chooses.

export type PaperUploadRoute = "uploadZip" | "uploadPdf";
/** One click's start: a file with its kind, or an arXiv link, as multipart fields. */
export type UploadRoute = PaperUploadRoute | "oneClickStart";

export interface UploadCallbacks {
  /** Share of the file sent so far, 0..1, while the body is being sent. */
  onProgress?: (fraction: number) => void;
  /** The whole file has been sent; the server is now reading the paper. */
  onSent?: () => void;
  /** Aborting rejects with an ApiError whose code is UPLOAD_ABORTED. */
  signal?: AbortSignal;
}

export const UPLOAD_ABORTED = "aborted";

function pickText(body: unknown, key: string): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const value: unknown = (body as Record<string, unknown>)[key];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Sends one file as multipart field `file` to a paper upload route, reporting progress. */
export function uploadPaperFile(route: PaperUploadRoute, file: File, callbacks: UploadCallbacks = {}): Promise<PaperProcessed> {
  return uploadFile(route, file, PaperProcessed, callbacks);
}

/** Sends one file as multipart field `file` to an upload route and reads the answer with `schema`. */
export function uploadFile<S extends z.ZodType>(route: UploadRoute, file: File, schema: S, callbacks: UploadCallbacks = {}): Promise<z.output<S>> {
  const form = new FormData();
  form.append("file", file);
  return sendForm(route, form, schema, callbacks);
}

/** Sends a multipart form (fields, and a file when there is one) with upload progress, and reads the answer with `schema`. */
export function sendForm<S extends z.ZodType>(route: UploadRoute, form: FormData, schema: S, callbacks: UploadCallbacks = {}): Promise<z.output<S>> {
  const url = apiUrl(route);
  const fail = (init: { message: string; status: number; detail?: string | undefined; code?: string | undefined }) => new ApiError({ ...init, url });

  return new Promise<z.output<S>>((resolve, reject) => {
    if (callbacks.signal?.aborted) {
      reject(fail({ message: "The upload was cancelled.", status: 0, code: UPLOAD_ABORTED }));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    const token = readStoredToken();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);

    // The request timeout counts silence, not the whole request: a 50 MB file on a slow link
    // may take longer than that to send, yet it is fine as long as it keeps moving. The timer
    // restarts on each progress event and once more when the server starts working.
    const definition: RouteDef = ROUTES[route];
    const timeoutMs = definition.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restartTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, timeoutMs);
    };

    xhr.upload.onprogress = (event) => {
      restartTimer();
      if (event.lengthComputable && event.total > 0) callbacks.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.upload.onload = () => {
      restartTimer();
      callbacks.onSent?.();
    };

    const onAbort = () => xhr.abort();
    callbacks.signal?.addEventListener("abort", onAbort, { once: true });
    const settle = () => {
      clearTimeout(timer);
      callbacks.signal?.removeEventListener("abort", onAbort);
    };

    xhr.onload = () => {
      settle();
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = schema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(fail({ message: "The server sent an unexpected answer.", status: xhr.status }));
        return;
      }
      const detail = pickText(body, "detail");
      const error = fail({
        message: detail ?? pickText(body, "message") ?? genericText(xhr.status),
        status: xhr.status,
        detail,
        code: pickText(body, "code"),
      });
      if (xhr.status === 401) reportUnauthorised();
      reject(error);
    };
    xhr.onerror = () => {
      settle();
      reject(fail({ message: "Could not reach the server. Please check your connection.", status: 0 }));
    };
    xhr.onabort = () => {
      settle();
      if (timedOut) reject(fail({ message: "The request timed out. Please try again.", status: 0 }));
      else reject(fail({ message: "The upload was cancelled.", status: 0, code: UPLOAD_ABORTED }));
    };

    xhr.send(form);
    restartTimer();
  });
}
