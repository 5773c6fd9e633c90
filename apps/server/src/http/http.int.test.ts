import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { API_PREFIX, ROUTES, type RouteDef } from "@lectern/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { startFakeProviders } from "../test/fake-providers.js";
import { tempDir, testConfig } from "../test/test-config.js";

/** Fills path parameters with well-formed values. */
function samplePath(def: RouteDef): string {
  return API_PREFIX + def.path.replace(":id", "abcdef0123456789").replace(":section", "introduction").replace(":name", "fig_01.png").replace(":file", "00_intro.wav");
}

describe("HTTP surface", () => {
  let app: FastifyInstance;
  let token: string;
  let providers: Awaited<ReturnType<typeof startFakeProviders>>;
  const logLines: string[] = [];
  const webDist = tempDir("lectern-web-");

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Lectern</title><div id=root></div>");
    fs.mkdirSync(path.join(webDist, "assets"));
    fs.writeFileSync(path.join(webDist, "assets", "app-1234.js"), "console.log(1)");
    providers = await startFakeProviders();
    const logStream = new Writable({
      write(chunk: Buffer, _enc, cb) {
        logLines.push(chunk.toString("utf8"));
        cb();
      },
    });
    app = await buildApp(testConfig({ WEB_DIST: webDist, LOG_LEVEL: "debug", ...providers.env }), { logStream });
    token = (await app.inject({ method: "POST", url: "/api/auth/local/login" })).json().access_token;
  });
  afterAll(async () => {
    await app.close();
    await providers.close();
  });

  it("reports health with the database in use and the tools' sandbox", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    // The bootstrap installs bubblewrap; this machine can make namespaces, so uploads are sandboxed.
    expect(res.json()).toEqual({ status: "ok", version: expect.any(String), database: "sqlite", tool_sandbox: "bwrap" });
  });

  it("every non-public route of the contract answers 401 {detail, code} without a token", async () => {
    const guarded = (Object.values(ROUTES) as RouteDef[]).filter((r) => r.auth !== "public");
    expect(guarded.length).toBeGreaterThan(40);
    for (const def of guarded) {
      const res = await app.inject({ method: def.method, url: samplePath(def), ...(def.method === "GET" ? {} : { payload: {} }) });
      expect({ route: def.path, status: res.statusCode }).toEqual({ route: def.path, status: 401 });
      expect(Object.keys(res.json()).sort()).toEqual(["code", "detail"]);
    }
  });

  it("serves every route of the contract", () => {
    const missing = (Object.values(ROUTES) as RouteDef[]).filter((r) => !app.hasRoute({ method: r.method, url: API_PREFIX + r.path }));
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it("refuses malformed ids in paths with 422 before any lookup", async () => {
    const res = await app.inject({ method: "GET", url: "/api/papers/..%2F..%2Fetc/metadata", headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("validation_error");
  });

  it("answers bad JSON with 422 and unknown API paths with 404, both as {detail, code}", async () => {
    const bad = await app.inject({
      method: "POST",
      url: "/api/keys/setup",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe("validation_error");
    const missing = await app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("not_found");
  });

  it("refuses oversize JSON bodies with 413", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/keys/setup",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: JSON.stringify({ gemini_key: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe("payload_too_large");
  });

  it("serves the web app with fallback to index.html for client routes, and hashed assets cached", async () => {
    for (const url of ["/", "/api-setup", "/paper-processing", "/some/unknown/page"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain('<div id=root>');
    }
    const asset = await app.inject({ method: "GET", url: "/assets/app-1234.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect((await app.inject({ method: "GET", url: "/assets/missing.js" })).statusCode).toBe(404);
  });

  it("never serves a file from outside the web build, however the path is spelled", async () => {
    // A secret beside the build (as the server's data or source would be), and one inside assets/.
    const outside = path.join(path.dirname(webDist), `${path.basename(webDist)}-secret.txt`);
    fs.writeFileSync(outside, "OUTSIDE-SECRET");
    const name = path.basename(outside);
    try {
      const spellings = [
        `/../${name}`, `/%2e%2e/${name}`, `/%2E%2E%2F${name}`, `/assets/../../${name}`, `/assets/..%2f..%2f${name}`,
        `/assets/%2e%2e/%2e%2e/${name}`, `/assets/.%2e/.%2e/${name}`, `/..%5c${name}`, `//..//..//${name}`, `/./assets/./../../${name}`,
        "/../../../../../../etc/passwd", "/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/assets/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd",
      ];
      for (const url of spellings) {
        const res = await app.inject({ method: "GET", url });
        expect(res.body, url).not.toContain("OUTSIDE-SECRET");
        expect(res.body, url).not.toMatch(/root:x:0:0/);
        expect([200, 400, 403, 404], url).toContain(res.statusCode);
        // A 200 can only be the app's own page (the client-route fallback).
        if (res.statusCode === 200) expect(res.body, url).toContain("<div id=root>");
      }
    } finally {
      fs.rmSync(outside, { force: true });
    }
  });

  it("sends security headers: CSP with frame-ancestors none, nosniff, referrer policy, deny framing", async () => {
    const res = await app.inject({ method: "GET", url: "/" });
    expect(res.headers["content-security-policy"]).toMatch(/default-src 'self'/);
    expect(res.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });

  it("logs requests without tokens or keys", async () => {
    await app.inject({ method: "POST", url: "/api/keys/setup", headers: { authorization: `Bearer ${token}` }, payload: { gemini_key: "good-gemini-logcheck" } });
    await app.inject({ method: "GET", url: "/api/images/abcdef0123456789/a.png?exp=1&sig=SIGNATURE-VALUE", headers: { authorization: `Bearer ${token}` } });
    const log = logLines.join("");
    expect(log).toContain("/api/keys/setup");
    expect(log).not.toContain(token);
    expect(log).not.toContain("good-gemini-logcheck");
    expect(log).not.toContain("SIGNATURE-VALUE");
  });
});
