import http from "node:http";
import type { AddressInfo } from "node:net";
import { fakeOauth, FAKE_SCOPES, type ConsentMode } from "./fake-google-oauth.js";
import { fakeYoutube, type FakeCaption, type FakeVideo, type UploadRequest, type YoutubeFailures } from "./fake-youtube.js";

export { FAKE_SCOPES, type ConsentMode, type FakeCaption, type FakeVideo, type UploadRequest, type YoutubeFailures };

/**
 * One local server standing in for Google in a YouTube upload: the consent page and token
 * endpoint (fake-google-oauth.ts) and YouTube's upload API (fake-youtube.ts), at the paths the
 * real hosts use. `env` points a Lectern server at it.
 *
 * Tests in this process use the object; browser tests, whose fake runs in Playwright's global
 * setup, drive it over HTTP instead:
 *   POST /__fake/consent {mode: "allow" | "deny"}     how the next consents end
 *   POST /__fake/fail {start?, chunk?, captions?}     one-time failures (YoutubeFailures)
 *   POST /__fake/expire-codes                         every code issued so far stops working
 *   GET  /__fake/videos                               [{id, snippet, status, size, sha256}]
 *   GET  /__fake/captions                             [{id, videoId, language, name, body}]
 *   GET  /__fake/requests                             upload-side requests (UploadRequest[])
 */
export interface FakeGoogle {
  url: string;
  env: Record<string, string>;
  clientId: string;
  clientSecret: string;
  videos: FakeVideo[];
  captions: FakeCaption[];
  requests: UploadRequest[];
  /** Queries of the consent requests and forms of the token requests, as received. */
  consents: URLSearchParams[];
  exchanges: URLSearchParams[];
  setConsent(mode: ConsentMode): void;
  /** Scopes the user grants on the consent screen; undefined: everything asked for. */
  grantOnly(scopes: string[] | undefined): void;
  failOnce(failures: YoutubeFailures): void;
  expireCodes(): void;
  stop(): Promise<void>;
}

export interface FakeGoogleOptions {
  clientId?: string;
  clientSecret?: string;
  codeTtlMs?: number;
}

const readText = (req: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (text += c));
    req.on("end", () => resolve(text));
    req.on("error", reject);
  });

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

export async function startFakeGoogle(options: FakeGoogleOptions = {}): Promise<FakeGoogle> {
  const clientId = options.clientId ?? "fake-client-id.apps.googleusercontent.com";
  const clientSecret = options.clientSecret ?? "fake-client-secret";
  let baseUrl = "";
  const oauth = fakeOauth({ clientId, clientSecret, codeTtlMs: options.codeTtlMs ?? 5 * 60_000 });
  const youtube = fakeYoutube({ baseUrl: () => baseUrl, tokenScope: (t) => oauth.tokenScope(t) });

  async function control(req: http.IncomingMessage, res: http.ServerResponse, path: string): Promise<void> {
    const body: unknown = req.method === "POST" ? JSON.parse((await readText(req)) || "{}") : undefined;
    const fields = (body ?? {}) as Record<string, unknown>;
    if (path === "/__fake/consent" && (fields.mode === "allow" || fields.mode === "deny")) oauth.setConsent(fields.mode);
    else if (path === "/__fake/fail") youtube.failOnce(fields as YoutubeFailures);
    else if (path === "/__fake/expire-codes") oauth.expireCodes();
    else if (path === "/__fake/videos") return sendJson(res, 200, youtube.videos.map(({ bytes, ...v }) => ({ ...v, size: bytes.length })));
    else if (path === "/__fake/captions") return sendJson(res, 200, youtube.captions);
    else if (path === "/__fake/requests") return sendJson(res, 200, youtube.requests);
    else return sendJson(res, 404, { error: "unknown control" });
    sendJson(res, 200, { ok: true });
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake.google");
    if (req.method === "GET" && url.pathname === "/o/oauth2/v2/auth") return oauth.consent(url.searchParams, res);
    if (req.method === "POST" && url.pathname === "/token") {
      void readText(req).then((form) => oauth.token(new URLSearchParams(form), req.headers, res));
      return;
    }
    if (url.pathname.startsWith("/__fake/")) {
      void control(req, res, url.pathname).catch((err: unknown) => sendJson(res, 400, { error: String(err) }));
      return;
    }
    if (youtube.handle(req, res, url)) return;
    sendJson(res, 404, { error: { code: 404, message: "Not Found", errors: [{ reason: "notFound", domain: "global", message: "Not Found" }] } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    env: {
      YOUTUBE_CLIENT_ID: clientId,
      YOUTUBE_CLIENT_SECRET: clientSecret,
      GOOGLE_OAUTH_AUTH_URL: `${baseUrl}/o/oauth2/v2/auth`,
      GOOGLE_OAUTH_TOKEN_URL: `${baseUrl}/token`,
      YOUTUBE_API_BASE: baseUrl,
    },
    clientId,
    clientSecret,
    videos: youtube.videos,
    captions: youtube.captions,
    requests: youtube.requests,
    consents: oauth.consents,
    exchanges: oauth.exchanges,
    setConsent: (mode) => oauth.setConsent(mode),
    grantOnly: (scopes) => oauth.grantOnly(scopes),
    failOnce: (failures) => youtube.failOnce(failures),
    expireCodes: () => oauth.expireCodes(),
    stop: () =>
      new Promise<void>((resolve) => {
        // The app's HTTP clients may hold keep-alive connections open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
