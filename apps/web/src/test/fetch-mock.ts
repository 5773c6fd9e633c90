import { API_PREFIX, ROUTES, pathFor, type RouteDef, type RouteName } from "@lectern/contract";
import { vi } from "vitest";
import type { z } from "zod";

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

export type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

// ---- The contract, as the mock sees it ---------------------------------------------------------

type RouteTable = typeof ROUTES;

/** The path parameters a route takes, typed from its contract `params` schema. */
export type RouteParams<N extends RouteName> = RouteTable[N] extends { params: infer S extends z.ZodType } ? z.input<S> : Record<string, never>;

/** What a JSON route answers on success, typed from its contract `response` schema. */
export type RouteAnswerBody<N extends RouteName> = RouteTable[N] extends { response: infer S extends z.ZodType } ? z.input<S> : never;

interface ContractRoute {
  name: RouteName;
  def: RouteDef;
  /** Path segments under the API prefix; `:param` segments match any one segment. */
  segments: string[];
}

const CONTRACT: ContractRoute[] = (Object.entries(ROUTES) as [RouteName, RouteDef][]).map(([name, def]) => ({
  name,
  def,
  segments: def.path.split("/").slice(1),
}));

const isParam = (segment: string) => segment.startsWith(":");

/**
 * Does `path` fit `pattern` (both split into segments)? A `:param` segment of the pattern matches
 * one segment; a `:param` segment of the path (a pattern key) only matches a `:param` segment.
 */
function fits(pattern: string[], path: string[]): boolean {
  return pattern.length === path.length && pattern.every((segment, i) => (isParam(segment) ? true : segment === path[i]));
}

/** Static segments win over parameters, left to right, as in the server's router. */
function moreSpecific(a: ContractRoute, b: ContractRoute): number {
  for (let i = 0; i < a.segments.length; i++) {
    const pa = isParam(a.segments[i] ?? "");
    const pb = isParam(b.segments[i] ?? "");
    if (pa !== pb) return pa ? 1 : -1;
  }
  return 0;
}

/** The contract route a method and path (with or without the API prefix stripped) are served by. */
export function contractRouteFor(method: string, path: string): ContractRoute | undefined {
  if (!path.startsWith(`${API_PREFIX}/`)) return undefined;
  const segments = path.slice(API_PREFIX.length).split("/").slice(1);
  return CONTRACT.filter((r) => r.def.method === method && fits(r.segments, segments)).sort(moreSpecific)[0];
}

/**
 * The mock key of a contract route, "METHOD /api/path". With params it names one resource
 * (`routeKey("getMetadata", { id })`); without, it is the route's pattern
 * ("GET /api/papers/:id/metadata"), which the mock matches for any value of each parameter.
 */
export function routeKey<N extends RouteName>(name: N, params?: RouteParams<N>): string {
  const def: RouteDef = ROUTES[name];
  const path = params ? pathFor(name, params as Record<string, string>) : def.path;
  return `${def.method} ${API_PREFIX}${path}`;
}

/** A JSON answer of a route, its body typed by the contract (the mock still checks it at run time). */
export function answer<N extends RouteName>(_name: N, body: RouteAnswerBody<N>, status = 200): Response {
  return json(body, status);
}

/**
 * Marks an answer as deliberately outside the contract, for the few tests that check how the app
 * copes with a server that breaks it (the client's own answer validation). Every other 2xx JSON
 * answer is checked against the contract.
 */
const OFF_CONTRACT = new WeakSet<Response>();
export function offContract(response: Response): Response {
  OFF_CONTRACT.add(response);
  return response;
}

// ---- Contract problems: recorded here, failed on by the afterEach in setup.ts ------------------

const problems: string[] = [];

function problem(text: string): Error {
  problems.push(text);
  return new Error(text);
}

/** Forgets problems left over from an earlier test (a call made after it ended). */
export function forgetFetchProblems(): void {
  problems.length = 0;
}

/** Throws (failing the test) if any mocked answer broke the contract; then forgets them. */
export function assertNoFetchProblems(): void {
  const found = problems.splice(0);
  if (found.length > 0) throw new Error(`fetch mock: ${found.length} problem(s):\n- ${found.join("\n- ")}`);
}

// ---- The router --------------------------------------------------------------------------------

interface MockRoute {
  key: string;
  method: string;
  segments: string[];
  handler: Handler;
}

function parseKey(key: string): { method: string; path: string } {
  const match = /^(GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS) (\/\S*)$/.exec(key);
  if (!match) throw new Error(`fetch mock: "${key}" is not a "METHOD /path" key`);
  return { method: match[1] ?? "", path: match[2] ?? "" };
}

async function checkAgainstContract(route: ContractRoute, key: string, response: Response): Promise<void> {
  const schema = route.def.response;
  if (!response.ok || route.def.answer !== "json" || !schema || OFF_CONTRACT.has(response)) return;
  const routeName = `${route.name} (${route.def.method} ${API_PREFIX}${route.def.path})`;
  let body: unknown;
  try {
    body = (await response.clone().json()) as unknown;
  } catch {
    throw problem(`mock "${key}" answered ${response.status} with a body that is not JSON; the contract route ${routeName} answers JSON`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw problem(`mock "${key}" answered ${response.status} with a body the contract route ${routeName} never gives:\n${parsed.error.message}`);
  }
}

/**
 * Replaces global fetch with a router over "METHOD /api/path" keys (see `routeKey`). Every key must
 * name a route of the contract (`ROUTES` of @lectern/contract), else mockFetch throws; a `:param`
 * segment in a key matches any one segment, and an exact key wins over a pattern.
 *
 * A 2xx answer of a JSON route must parse with the route's `response` schema: a broken answer makes
 * that fetch reject and fails the test (afterEach in setup.ts), naming the route and zod's error.
 * `offContract(response)` exempts an answer a test breaks on purpose.
 *
 * A call no key matches answers 404 `not_found` whose detail names the method and path (not a
 * failure: many screens read optional things in the background, the paper's state above all,
 * and most tests do not mock them). `unmocked` lists those calls, for tests that want none.
 * Returns the requests made too, for assertions.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const table: MockRoute[] = Object.entries(routes).map(([key, handler]) => {
    const { method, path } = parseKey(key);
    if (!contractRouteFor(method, path)) throw new Error(`fetch mock: "${key}" names no route of the contract (ROUTES in @lectern/contract)`);
    return { key, method, segments: path.split("/").slice(1), handler };
  });
  const requests: RecordedRequest[] = [];
  const unmocked: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? "GET";
    const raw = init?.body;
    const body: unknown = typeof raw === "string" ? JSON.parse(raw) : raw;
    const request: RecordedRequest = { method, url, headers: new Headers(init?.headers), body };
    requests.push(request);
    const path = new URL(url, "http://localhost").pathname;
    const segments = path.split("/").slice(1);
    const mock =
      table.find((r) => r.method === method && r.key === `${method} ${path}`) ??
      table.find((r) => r.method === method && r.segments.some(isParam) && fits(r.segments, segments));
    if (!mock) {
      unmocked.push(`${method} ${path}`);
      return json({ detail: `Test fetch mock: no mock for ${method} ${path}`, code: "not_found" }, 404);
    }
    const response = await mock.handler(request);
    const route = contractRouteFor(method, path);
    if (route) await checkAgainstContract(route, mock.key, response);
    return response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return { requests, unmocked, fetchMock };
}
export const TEST_USER = { id: "u1", name: "Ada Lovelace", email: "ada@example.org", picture: null };

export const KEY_STATUS_NONE = {
  gemini_configured: false,
  sarvam_configured: false,
  openai_configured: false,
  gemini_key: "missing",
  sarvam_key: "missing",
  openai_key: "missing",
} as const;

/** Server answers for a visitor on a machine with local sign-in and no Google client id. */
export const PUBLIC_ROUTES: Record<string, Handler> = {
  "GET /api/auth/config": () => json({ google_client_id: null, local_login: true }),
};

/** Answers for a signed-in user whose stored token verifies. */
export function signedInRoutes(keyStatus: object = KEY_STATUS_NONE): Record<string, Handler> {
  return {
    ...PUBLIC_ROUTES,
    "GET /api/auth/verify": () => json({ valid: true, user: TEST_USER }),
    "GET /api/keys/status": () => json(keyStatus),
    "POST /api/auth/logout": () => json({ success: true }),
  };
}

export function storeTestSession(): void {
  localStorage.setItem("access_token", "test-token");
  localStorage.setItem("user_data", JSON.stringify(TEST_USER));
}
