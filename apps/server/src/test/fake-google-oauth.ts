import crypto from "node:crypto";
import type http from "node:http";

// Google's OAuth 2.0 endpoints as an upload needs them (PROVIDERS.md "YouTube upload"): the
// consent page (which answers at once with the 302 back to the app, as if the user clicked) and
// the token endpoint. Node built-ins only, so the browser tests (e2e/) can use it too.

export const FAKE_SCOPES = {
  upload: "https://www.googleapis.com/auth/youtube.upload",
  email: "https://www.googleapis.com/auth/userinfo.email",
  openid: "openid",
} as const;

interface IssuedCode {
  redirectUri: string;
  scope: string;
  expiresAt: number;
  used: boolean;
}

export interface FakeOauthOptions {
  clientId: string;
  clientSecret: string;
  /** Codes live this long (Google: a few minutes). */
  codeTtlMs: number;
}

export type ConsentMode = "allow" | "deny";

const random = (bytes: number) => crypto.randomBytes(bytes).toString("base64url");

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
}

/** Google's consent errors are pages ("Error 400: redirect_uri_mismatch"), not redirects. */
function errorPage(res: http.ServerResponse, status: number, error: string): void {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html><title>Error</title><h1>Error ${status}: ${error}</h1>`);
}

export function fakeOauth(options: FakeOauthOptions) {
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, { scope: string; expiresAt: number }>();
  let mode: ConsentMode = "allow";
  /** Scopes the "user" grants; undefined = all that were asked (Google lets users untick some). */
  let granted: string[] | undefined;
  const consents: URLSearchParams[] = [];
  const exchanges: URLSearchParams[] = [];

  return {
    /** Every consent request's query, for tests to check what the app asked for. */
    consents,
    /** Every token request's form, for tests to check what the app sent. */
    exchanges,
    setConsent(next: ConsentMode) {
      mode = next;
    },
    grantOnly(scopes: string[] | undefined) {
      granted = scopes;
    },
    /** Every code handed out so far stops working, as after Google's few minutes. */
    expireCodes() {
      for (const code of codes.values()) code.expiresAt = 0;
    },
    /** The scope of a live access token, or undefined (unknown or expired). */
    tokenScope(token: string): string | undefined {
      const t = tokens.get(token);
      return t && t.expiresAt > Date.now() ? t.scope : undefined;
    },

    /** GET /o/oauth2/v2/auth?client_id&redirect_uri&response_type&scope&access_type&prompt&state */
    consent(query: URLSearchParams, res: http.ServerResponse): void {
      consents.push(query);
      if (query.get("client_id") !== options.clientId) return errorPage(res, 401, "invalid_client");
      let redirect: URL;
      try {
        redirect = new URL(query.get("redirect_uri") ?? "");
      } catch {
        return errorPage(res, 400, "redirect_uri_mismatch");
      }
      // The registered redirect URIs of the fake app: any origin's /oauth2callback.
      if (!/^https?:$/.test(redirect.protocol) || redirect.pathname !== "/oauth2callback" || redirect.search || redirect.hash) return errorPage(res, 400, "redirect_uri_mismatch");
      if (query.get("response_type") !== "code") return errorPage(res, 400, "invalid_request");
      const asked = (query.get("scope") ?? "").split(" ").filter(Boolean);
      if (!Object.values(FAKE_SCOPES).every((s) => asked.includes(s))) return errorPage(res, 400, "invalid_scope");
      if (query.get("access_type") !== "offline" || query.get("prompt") !== "consent") return errorPage(res, 400, "invalid_request");
      const state = query.get("state");
      if (!state) return errorPage(res, 400, "invalid_request");

      const back = new URL(redirect);
      if (mode === "deny") {
        back.searchParams.set("error", "access_denied");
        back.searchParams.set("state", state);
      } else {
        const scope = (granted ?? asked).join(" ");
        const code = `4/0${random(24)}`;
        // The token request must repeat the redirect_uri exactly as sent here.
        codes.set(code, { redirectUri: query.get("redirect_uri") ?? "", scope, expiresAt: Date.now() + options.codeTtlMs, used: false });
        back.searchParams.set("state", state);
        back.searchParams.set("code", code);
        back.searchParams.set("scope", scope);
      }
      res.writeHead(302, { location: back.toString(), "cache-control": "no-store" }).end();
    },

    /** POST /token, form grant_type=authorization_code&code&client_id&client_secret&redirect_uri. */
    token(form: URLSearchParams, headers: http.IncomingHttpHeaders, res: http.ServerResponse): void {
      exchanges.push(form);
      // client_secret_post, or client_secret_basic in the Authorization header.
      const basic = /^Basic (.+)$/.exec(headers.authorization ?? "")?.[1];
      const [basicId, basicSecret] = basic ? Buffer.from(basic, "base64").toString("utf8").split(":") : [];
      const clientId = form.get("client_id") ?? basicId;
      const secret = form.get("client_secret") ?? basicSecret;
      if (form.get("grant_type") !== "authorization_code") return sendJson(res, 400, { error: "unsupported_grant_type", error_description: "Invalid grant_type" });
      if (clientId !== options.clientId || secret !== options.clientSecret) return sendJson(res, 401, { error: "invalid_client", error_description: "Unauthorized" });
      const code = codes.get(form.get("code") ?? "");
      if (!code || code.used || code.expiresAt <= Date.now()) return sendJson(res, 400, { error: "invalid_grant", error_description: "Bad Request" });
      if (form.get("redirect_uri") !== code.redirectUri) return sendJson(res, 400, { error: "redirect_uri_mismatch", error_description: "Bad Request" });
      code.used = true;
      const accessToken = `ya29.${random(32)}`;
      tokens.set(accessToken, { scope: code.scope, expiresAt: Date.now() + 3599_000 });
      const idToken = [random(16), Buffer.from(JSON.stringify({ iss: "https://accounts.google.com", aud: options.clientId, sub: "fake-user" })).toString("base64url"), random(32)].join(".");
      sendJson(res, 200, { access_token: accessToken, expires_in: 3599, refresh_token: `1//${random(32)}`, scope: code.scope, token_type: "Bearer", id_token: idToken });
    },
  };
}
export type FakeOauth = ReturnType<typeof fakeOauth>;
