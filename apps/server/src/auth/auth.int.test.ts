import { generateKeyPair } from "jose";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { startFakeGoogleIdp, TEST_CLIENT_ID } from "../test/google-idp.js";
import { testConfig } from "../test/test-config.js";

type Idp = Awaited<ReturnType<typeof startFakeGoogleIdp>>;

describe("Google sign-in", () => {
  let idp: Idp;
  let app: FastifyInstance;

  beforeAll(async () => {
    idp = await startFakeGoogleIdp();
    app = await buildApp(testConfig({ GOOGLE_CLIENT_ID: TEST_CLIENT_ID, GOOGLE_JWKS_URL: idp.jwksUrl }));
  });
  afterAll(async () => {
    await app.close();
    await idp.close();
  });

  const login = (token: string) => app.inject({ method: "POST", url: "/api/auth/google/login", payload: { token } });

  it("accepts a valid ID token and returns a session token and the user with picture", async () => {
    const res = await login(await idp.sign({}));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ name: "Ada Lovelace", email: "ada@example.org", picture: "https://lh3.googleusercontent.com/a/x" });

    const verify = await app.inject({ method: "GET", url: "/api/auth/verify", headers: { authorization: `Bearer ${body.access_token}` } });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ valid: true, user: body.user });
    const me = await app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization: `Bearer ${body.access_token}` } });
    expect(me.json()).toEqual({ user: body.user });
  });

  it("accepts the issuer without https:// too", async () => {
    expect((await login(await idp.sign({ iss: "accounts.google.com" }))).statusCode).toBe(200);
  });

  it.each([
    ["a token for another client id", { aud: "someone-else.apps.googleusercontent.com" }, {}],
    ["a token from another issuer", { iss: "https://evil.example" }, {}],
    ["an expired token", {}, { expiresIn: Math.floor(Date.now() / 1000) - 3600 }],
    ["an unverified e-mail", { email_verified: false }, {}],
  ])("refuses %s with 401 and a readable detail", async (_label, claims, opts) => {
    const res = await login(await idp.sign(claims, opts));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("invalid_google_token");
    expect(res.json().detail.length).toBeGreaterThan(10);
    expect(res.json()).not.toHaveProperty("access_token");
  });

  it("refuses a token signed with a different key under the same key id", async () => {
    const { privateKey } = await generateKeyPair("RS256");
    const res = await login(await idp.sign({}, { key: privateKey }));
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe("The Google sign-in could not be verified.");
  });

  it("refuses garbage and empty tokens", async () => {
    expect((await login("not.a.jwt")).statusCode).toBe(401);
    expect((await login("garbage")).statusCode).toBe(401);
    const empty = await login("");
    expect(empty.statusCode).toBe(422);
  });

  it("does not offer local sign-in when Google is configured", async () => {
    expect((await app.inject({ method: "GET", url: "/api/auth/config" })).json()).toEqual({ google_client_id: TEST_CLIENT_ID, local_login: false, youtube_upload: false, youtube_privacy: "unlisted" });
    const res = await app.inject({ method: "POST", url: "/api/auth/local/login" });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("local_login_disabled");
  });

  it("revokes the session on logout; the token then gets 401 everywhere", async () => {
    const { access_token } = (await login(await idp.sign({ sub: "logout-user" }))).json();
    const auth = { authorization: `Bearer ${access_token}` };
    expect((await app.inject({ method: "POST", url: "/api/auth/logout", headers: auth })).json()).toEqual({ success: true });
    for (const url of ["/api/auth/verify", "/api/auth/me", "/api/keys/status"]) {
      const res = await app.inject({ method: "GET", url, headers: auth });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe("unauthenticated");
    }
  });

  it("answers 401 for a missing, malformed or unknown bearer token", async () => {
    for (const headers of [{}, { authorization: "Basic abc" }, { authorization: "Bearer " }, { authorization: "Bearer unknown-token" }]) {
      const res = await app.inject({ method: "GET", url: "/api/auth/verify", headers });
      expect(res.statusCode).toBe(401);
      expect(Object.keys(res.json()).sort()).toEqual(["code", "detail"]);
    }
  });
});

describe("Google sign-in when the JWKS cannot be fetched", () => {
  it("fails with 401 and says the keys could not be fetched", async () => {
    const idp = await startFakeGoogleIdp();
    const token = await idp.sign({});
    await idp.close();
    const app = await buildApp(testConfig({ GOOGLE_CLIENT_ID: TEST_CLIENT_ID, GOOGLE_JWKS_URL: "http://127.0.0.1:9/certs" }));
    const res = await app.inject({ method: "POST", url: "/api/auth/google/login", payload: { token } });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/could not be fetched/);
    await app.close();
  });
});

describe("local sign-in", () => {
  it("is offered on loopback without Google and signs in the single local user", async () => {
    const app = await buildApp(testConfig());
    expect((await app.inject({ method: "GET", url: "/api/auth/config" })).json()).toEqual({ google_client_id: null, local_login: true, youtube_upload: false, youtube_privacy: "unlisted" });
    const a = (await app.inject({ method: "POST", url: "/api/auth/local/login" })).json();
    const b = (await app.inject({ method: "POST", url: "/api/auth/local/login" })).json();
    expect(a.user.id).toBe(b.user.id);
    expect(a.access_token).not.toBe(b.access_token);
    expect(a.user).toMatchObject({ name: "Local user", picture: null });
    const google = await app.inject({ method: "POST", url: "/api/auth/google/login", payload: { token: "x" } });
    expect(google.statusCode).toBe(400);
    expect(google.json().code).toBe("google_not_configured");
    await app.close();
  });

  it("is refused when the server listens beyond loopback and LOCAL_LOGIN is not set", async () => {
    const app = await buildApp(testConfig({ HOST: "0.0.0.0" }));
    expect((await app.inject({ method: "POST", url: "/api/auth/local/login" })).statusCode).toBe(403);
    await app.close();
  });

  it("sessions expire after SESSION_TTL_HOURS", async () => {
    const app = await buildApp(testConfig({ SESSION_TTL_HOURS: "0.0000003" })); // about 1 ms
    const { access_token } = (await app.inject({ method: "POST", url: "/api/auth/local/login" })).json();
    await new Promise((r) => setTimeout(r, 20));
    const res = await app.inject({ method: "GET", url: "/api/auth/verify", headers: { authorization: `Bearer ${access_token}` } });
    expect(res.statusCode).toBe(401);
    await app.close();
  });
});
