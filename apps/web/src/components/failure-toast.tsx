import toast from "react-hot-toast";
import { isApiError } from "../api/api-error";

/** What went wrong, as the user reads it: the message for what failed and the server's reason, when it gave one. */
export interface Failure {
  title: string;
  reason?: string | undefined;
}

/** Null for a lost session: the client signs the user out, there is nothing to explain here. */
export function failureOf(title: string, error: unknown): Failure | null {
  if (isApiError(error) && error.status === 401) return null;
  // The server's detail, or the client's own text when no answer came (offline, timeout).
  const reason = isApiError(error) ? (error.detail ?? (error.status === 0 ? error.message : undefined)) : undefined;
  return { title, reason: reason === title ? undefined : reason };
}

/** A failed action (a rejected LLM key, an unknown image, a refused save), as a toast. */
export function toastFailure(title: string, error: unknown): void {
  showFailure(failureOf(title, error));
}

/** A failure already worked out (the screen also keeps it on the page), as a toast. */
export function showFailure(failure: Failure | null): void {
  if (!failure) return;
  if (!failure.reason) {
    toast.error(failure.title);
    return;
  }
  toast.error(
    <span>
      <strong className="block font-semibold">{failure.title}</strong>
      <span className="block">{failure.reason}</span>
    </span>,
  );
}
