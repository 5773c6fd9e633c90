import { vi } from "vitest";

// A stand-in for XMLHttpRequest at the network boundary of api/upload.ts, so tests
// can drive upload progress and the server's answer step by step.

type Listener = ((event: ProgressEvent) => void) | null;

export class FakeXhr {
  static sent: FakeXhr[] = [];
  /** When set, every request is answered by this as soon as it is sent. */
  static autoRespond: ((xhr: FakeXhr) => void) | null = null;

  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: Document | XMLHttpRequestBodyInit | null = null;
  status = 0;
  statusText = "";
  responseText = "";
  timeout = 0;
  aborted = false;
  upload: { onprogress: Listener; onload: Listener } = { onprogress: null, onload: null };
  onload: Listener = null;
  onerror: Listener = null;
  ontimeout: Listener = null;
  onabort: Listener = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: Document | XMLHttpRequestBodyInit | null): void {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.autoRespond;
    if (answer) queueMicrotask(() => answer(this));
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.(new ProgressEvent("abort"));
  }

  /** The file travelling: `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.(new ProgressEvent("progress", { lengthComputable: true, loaded, total }));
  }

  /** The whole body has been sent; the server is working. */
  finishUpload(): void {
    this.upload.onload?.(new ProgressEvent("load"));
  }

  respond(status: number, body: unknown, statusText = ""): void {
    this.finishUpload();
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.onload?.(new ProgressEvent("load"));
  }

  /** The file that was sent in the multipart field `file`. */
  sentFile(): File | null {
    const value = this.body instanceof FormData ? this.body.get("file") : null;
    return value instanceof File ? value : null;
  }
}

/** Replaces XMLHttpRequest for one test (setup.ts unstubs globals afterwards). */
export function installFakeXhr(autoRespond: ((xhr: FakeXhr) => void) | null = null) {
  FakeXhr.sent = [];
  FakeXhr.autoRespond = autoRespond;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return FakeXhr.sent;
}
