import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { sessionFor } from "../test/sessions.js";
import { testConfig } from "../test/test-config.js";

/** Logout reads nothing from its body: whatever a client sends with it, the session ends. */
describe("logout with any or no body", () => {
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    const config = testConfig();
    dataDir = config.dataDir;
    app = await buildApp(config);
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ["a JSON content type and an empty body", { "content-type": "application/json" }, ""],
    ["a JSON content type and a JSON body", { "content-type": "application/json" }, "{}"],
    ["a JSON content type and broken JSON", { "content-type": "application/json" }, "{not json"],
    ["a JSON content type and null", { "content-type": "application/json" }, "null"],
    ["a text body", { "content-type": "text/plain" }, "bye"],
    ["a form body", { "content-type": "application/x-www-form-urlencoded" }, "a=1"],
    ["an unusual content type", { "content-type": "application/octet-stream" }, "\u0000\u0001"],
    ["no content type and no body", {}, undefined],
  ])("ends the session when sent with %s", async (_label, headers, payload) => {
    const auth = await sessionFor(dataDir, `leaver-${Math.random().toString(36).slice(2)}`);
    const res = await app.inject({ method: "POST", url: "/api/auth/logout", headers: { ...auth, ...headers }, ...(payload === undefined ? {} : { payload }) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await app.inject({ method: "GET", url: "/api/auth/verify", headers: auth })).statusCode).toBe(401);
  });

  it("ends the session for a real client sending a JSON content type with no body over HTTP", async () => {
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const auth = await sessionFor(dataDir, "leaver-over-http");
    const res = await fetch(`${address}/api/auth/logout`, { method: "POST", headers: { ...auth, "content-type": "application/json" } });
    expect(res.status).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/auth/verify", headers: auth })).statusCode).toBe(401);
  });

  it("still refuses a body past the size limit, and keeps other routes' JSON parsing strict", async () => {
    const auth = await sessionFor(dataDir, "leaver-big");
    const big = await app.inject({ method: "POST", url: "/api/auth/logout", headers: { ...auth, "content-type": "text/plain" }, payload: "x".repeat(2 * 1024 * 1024) });
    expect(big.statusCode).toBe(413);
    const other = await app.inject({ method: "POST", url: "/api/keys/setup", headers: { ...auth, "content-type": "application/json" }, payload: "" });
    expect(other.statusCode).toBe(422);
  });
});
