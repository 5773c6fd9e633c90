import {
  API_PREFIX,
  clientRetries,
  DEFAULT_REQUEST_TIMEOUT_MS,
  ERRORS,
  RETRY_ATTEMPTS,
  RETRY_DELAY_MS,
  ROUTES,
  pathFor,
  type RouteDef,
  type RouteName,
} from "@lectern/contract";
import toast from "react-hot-toast";
import type { z } from "zod";
import { ApiError } from "./api-error";
import { fileNameFrom } from "./content-disposition";
import { clearStoredSession, readStoredToken } from "./session-store";
import { sleep } from "../lib/sleep";

// The one HTTP client of the app. It implements the error rules in one place so features only
// decide what a failure means for their screen:
// - 401 on a signed-in call: the stored session is cleared and the auth provider is told
//   (it owns the router, this module does not);
// - 404 under /scripts/, /media/ or /slides/ is an expected "nothing yet": never toasted;
// - 5xx on a route marked `retried` is repeated RETRY_ATTEMPTS more times, RETRY_DELAY_MS apart,
//   unless the job outlasted the request or a provider failed (clientRetries);
// - any other failure is toasted with detail → message → the generic texts (see genericText);
//   no answer at all says why (offline, timeout), else 'An unexpected error occurred'.

type RouteTable = typeof ROUTES;

/** What a route answers: its parsed JSON schema, or the raw bytes of a file. */
export type ResponseOf<N extends RouteName> = RouteTable[N] extends { response: infer S extends z.ZodType } ? z.output<S> : Blob;

export interface CallOptions<T> {
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  /** JSON body. */
  body?: unknown;
  /** multipart/form-data body (uploads). */
  form?: FormData;
  /** Do not toast a failure: the caller shows its own message. */
  quiet?: boolean;
  /** A 401 here is an answer, not a lost session (session check at start, logout). */
  ignoreUnauthorised?: boolean;
  /** Value returned instead of an error when the resource does not exist yet (404). */
  emptyOn404?: () => T;
}

/** Flags a feature may pass to one of the typed calls below. */
export type CallFlags = Pick<CallOptions<unknown>, "quiet" | "ignoreUnauthorised">;

const unauthorisedListeners = new Set<() => void>();

/** Subscribe to "the server says this session is gone". Returns the unsubscribe function. */
export function onUnauthorised(listener: () => void): () => void {
  unauthorisedListeners.add(listener);
  return () => {
    unauthorisedListeners.delete(listener);
  };
}

const EXPECTED_404 = ["/scripts/", "/media/", "/slides/"];
const TIMEOUT_TEXT = "The request timed out. Please try again.";
const NETWORK_TEXT = "Could not reach the server. Please check your connection.";
const BAD_ANSWER_TEXT = "The server sent an unexpected answer.";

function apiBase(): string {
  const configured: unknown = import.meta.env.VITE_API_BASE_URL;
  const base = typeof configured === "string" ? configured.replace(/\/+$/, "") : "";
  return `${base}${API_PREFIX}`;
}

export function apiUrl(name: RouteName, params: Record<string, string> = {}, query: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
  const qs = search.toString();
  return `${apiBase()}${pathFor(name, params)}${qs ? `?${qs}` : ""}`;
}

/**
 * What an answer without the server's detail or message says: the generic texts
 * ('Something went wrong. Please try again.' for a server failure, else 'An error occurred'),
 * never the HTTP status line ("Bad Gateway", "I'm a teapot"), which is not written for people.
 */
export function genericText(status: number): string {
  return status >= 500 ? ERRORS.genericHelper500 : ERRORS.genericHelper;
}

function pickText(body: unknown, key: "detail" | "message" | "code"): string | undefined {
  if (typeof body !== "object" || body === null || !(key in body)) return undefined;
  const value: unknown = (body as Record<string, unknown>)[key];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** The server names its downloads (Content-Disposition); a File carries that name to the saver. */
async function namedBlob(response: Response): Promise<Blob> {
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get("Content-Disposition"));
  return name ? new File([blob], name, { type: blob.type }) : blob;
}

async function attempt(route: RouteDef, url: string, options: CallOptions<unknown>, schema: z.ZodType | undefined): Promise<unknown> {
  const headers = new Headers({ Accept: "application/json" });
  const token = readStoredToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.body);
  }

  const timeoutMs = route.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);

  try {
    let response: Response;
    try {
      response = await fetch(url, { method: route.method, headers, body, signal: controller.signal });
    } catch (cause) {
      const clientText = timedOut ? TIMEOUT_TEXT : cause instanceof TypeError ? NETWORK_TEXT : cause instanceof Error ? cause.message : "";
      throw new ApiError({ message: clientText || ERRORS.unexpected, status: 0, url });
    }

    if (!response.ok) {
      const errorBody = await readJson(response);
      const detail = pickText(errorBody, "detail");
      const message = detail ?? pickText(errorBody, "message") ?? genericText(response.status);
      throw new ApiError({ message, status: response.status, url, detail, code: pickText(errorBody, "code") });
    }

    if (route.answer !== "json") return await namedBlob(response);
    const json = await readJson(response);
    if (!schema) return json;
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ApiError({ message: BAD_ANSWER_TEXT, status: response.status, url });
    return parsed.data;
  } catch (error) {
    // The body read can also be cut by the timer.
    if (error instanceof ApiError) throw error;
    throw new ApiError({ message: timedOut ? TIMEOUT_TEXT : error instanceof Error && error.message ? error.message : ERRORS.unexpected, status: 0, url });
  } finally {
    clearTimeout(timer);
  }
}

/** Calls a contract route by name, applying every rule listed at the top of this file. */
export async function call<N extends RouteName>(name: N, options: CallOptions<ResponseOf<N>> = {}): Promise<ResponseOf<N>> {
  const route: RouteDef = ROUTES[name];
  // The schema parse in attempt() is what makes this cast true.
  return (await run(name, route.response, options as CallOptions<unknown>)) as ResponseOf<N>;
}

/**
 * Like `call`, but reads the answer with `schema` instead of the route's own: for an answer the
 * screen must understand even when it lacks a field the contract requires (a one-click
 * answer without a paper id).
 */
export async function callAs<S extends z.ZodType>(name: RouteName, schema: S, options: CallOptions<z.output<S>> = {}): Promise<z.output<S>> {
  // The schema parse in attempt() is what makes this cast true.
  return (await run(name, schema, options as CallOptions<unknown>)) as z.output<S>;
}

async function run(name: RouteName, schema: z.ZodType | undefined, options: CallOptions<unknown>): Promise<unknown> {
  const route: RouteDef = ROUTES[name];
  const url = apiUrl(name, options.params, options.query);
  const extraAttempts = route.retried ? RETRY_ATTEMPTS : 0;

  for (let tries = 0; ; tries++) {
    try {
      return await attempt(route, url, options, schema);
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : new ApiError({ message: ERRORS.unexpected, status: 0, url });
      // Which failures are worth another try is the contract's rule (clientRetries), shared with the server's bound on provider calls.
      if (clientRetries(error) && tries < extraAttempts) {
        await sleep(RETRY_DELAY_MS);
        continue;
      }
      return handleFailure(route, url, error, options);
    }
  }
}

/** A signed-in call was refused with 401: forget the session and tell the subscribers. */
export function reportUnauthorised(): void {
  clearStoredSession();
  for (const listener of [...unauthorisedListeners]) listener();
}

function handleFailure<T>(route: RouteDef, url: string, error: ApiError, options: CallOptions<T>): T {
  if (error.status === 401 && route.auth !== "public" && !options.ignoreUnauthorised) {
    reportUnauthorised();
    throw error;
  }
  if (error.status === 404 && EXPECTED_404.some((part) => url.includes(part))) {
    if (options.emptyOn404) return options.emptyOn404();
    throw error;
  }
  if (!options.quiet) toast.error(error.message);
  throw error;
}
