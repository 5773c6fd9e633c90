import { z } from "zod";
import { parseRetryAfter } from "../http/retry-policy.js";
import type { Failure } from "../http/failure.js";

/** Sarvam's error envelope (PROVIDERS.md): {error: {request_id, message, code}}. */
const SarvamError = z.object({
  error: z.object({ message: z.string().optional(), code: z.string().optional(), request_id: z.string().nullable().optional() }),
});

/** What a Sarvam error answer (text to speech or translate) means for the user and the retry loop. */
export function describeSarvamFailure(status: number, bodyText: string, headers: Headers): Failure {
  let error: z.infer<typeof SarvamError>["error"] | undefined;
  try {
    error = SarvamError.safeParse(JSON.parse(bodyText)).data?.error;
  } catch {
    error = undefined;
  }
  const code = error?.code ?? "";
  const said = (error?.message ?? "").replace(/\s+/g, " ").slice(0, 200);
  const retryAfterMs = parseRetryAfter(headers.get("retry-after"));
  const after = retryAfterMs === undefined ? {} : { retryAfterMs };

  if (status === 401 || status === 403 || code === "invalid_api_key_error") {
    return { message: `Sarvam rejected the API key (${status}). Check it in API Setup.`, retryable: false };
  }
  // A used-up quota is a billing state: waiting does not help.
  if (code === "insufficient_quota_error") return { message: "Sarvam's quota is used up for this key. Add credits in the Sarvam dashboard, or remove the key to use the offline voice.", retryable: false };
  if (status === 429) return { message: "Sarvam is rate limiting this key (429). Wait a minute and try again.", retryable: true, ...after };
  if (status === 408 || status >= 500) return { message: `Sarvam is unavailable right now (${status}). Try again in a few minutes.`, retryable: true, ...after };
  return { message: `Sarvam rejected the request (${status})${said ? `: ${said}` : "."}`, retryable: false };
}
