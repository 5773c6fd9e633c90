import { vi } from "vitest";

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

/**
 * Replaces global fetch with a router over "METHOD /api/path" keys. Unknown calls answer 501
 * like the real server's unbuilt routes. Returns the list of requests made, for assertions.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? "GET";
    const raw = init?.body;
    const body: unknown = typeof raw === "string" ? JSON.parse(raw) : raw;
    const request: RecordedRequest = { method, url, headers: new Headers(init?.headers), body };
    requests.push(request);
    const path = new URL(url, "http://localhost").pathname;
    const handler = routes[`${method} ${path}`];
    if (!handler) return json({ detail: "Not implemented yet", code: "not_implemented" }, 501);
    return handler(request);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { requests, fetchMock };
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
