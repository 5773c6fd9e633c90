/** A failed API call. `message` is the text to show the user (server detail → server message → client text → fallback). */
export class ApiError extends Error {
  /** HTTP status, or 0 when no answer arrived (network failure, timeout). */
  readonly status: number;
  /** Stable error code from the server body, when it sent one. */
  readonly code: string | undefined;
  /** The server's own `detail` text, when it sent one. */
  readonly detail: string | undefined;
  readonly url: string;

  constructor(init: { message: string; status: number; url: string; code?: string | undefined; detail?: string | undefined }) {
    super(init.message);
    this.name = "ApiError";
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.url = init.url;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
