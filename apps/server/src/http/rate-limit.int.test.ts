import crypto from "node:crypto";
import fs from "node:fs";
import { API_PREFIX, pathFor, type RouteName } from "@lectern/contract";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { dropSchema } from "../test/databases.js";
import { redisAndPostgres } from "../test/reachable.js";
import { sessionFor } from "../test/sessions.js";
import { randomSchema, tempDir, testConfig } from "../test/test-config.js";
import { RATE_LIMITED_ROUTES } from "./rate-limit.js";

const PAPER = "abcdef0123456789"; // well-formed, owned by nobody: the routes answer 404 cheaply
const url = (name: RouteName) => API_PREFIX + pathFor(name, { id: PAPER, section: "introduction" });

type Headers = Record<string, string>;
const call = (app: FastifyInstance, name: RouteName, headers: Headers = {}, remoteAddress = "127.0.0.1") =>
  app.inject({ method: "POST", url: url(name), headers, remoteAddress });

function expectRateLimited(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers["retry-after"]);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(res.json()).toEqual({
    detail: `Too many requests: please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} before trying again.`,
    code: "rate_limited",
  });
}

describe("rate limits on one node (counters in the process)", () => {
  let app: FastifyInstance;
  let dataDir: string;
  let alice: Headers;
  let bob: Headers;

  beforeAll(async () => {
    const config = testConfig({ RATE_LIMIT_GENERATION: "3", RATE_LIMIT_SIGN_IN: "2" });
    dataDir = config.dataDir;
    app = await buildApp(config);
    alice = await sessionFor(dataDir, "alice");
    bob = await sessionFor(dataDir, "bob");
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses a user's 4th generation call in a minute with 429 {detail, code} and Retry-After, whichever generation route; other users and other routes are unaffected", async () => {
    for (let i = 0; i < 3; i++) expect((await call(app, "generateSlides", alice)).statusCode).toBe(404);
    expectRateLimited(await call(app, "generateSlides", alice));
    // One budget for all the generation routes, and refused before the body is even read.
    expectRateLimited(await call(app, "generateVideo", alice));
    expectRateLimited(await call(app, "uploadPdf", alice));

    // Counted per user, not per address: bob calls from the same address with his own budget.
    for (let i = 0; i < 3; i++) expect((await call(app, "generateSlides", bob)).statusCode).toBe(404);
    // Routes outside the table are never limited.
    const status = await app.inject({ method: "GET", url: url("keysStatus"), headers: alice });
    expect(status.statusCode).toBe(200);
    const sections = await app.inject({ method: "GET", url: url("getSections"), headers: alice });
    expect(sections.statusCode).toBe(404);
  });

  it("counts sign-in per client address, Google and local together", async () => {
    for (let i = 0; i < 2; i++) expect((await call(app, "localLogin", {}, "10.0.0.1")).statusCode).toBe(200);
    expectRateLimited(await call(app, "localLogin", {}, "10.0.0.1"));
    expectRateLimited(await call(app, "googleLogin", {}, "10.0.0.1"));
    expect((await call(app, "localLogin", {}, "10.0.0.2")).statusCode).toBe(200);
  });

  it("puts every route of the table under its budget; calls without a session count by address", async () => {
    const address = "10.0.0.9";
    const [first, ...rest] = RATE_LIMITED_ROUTES.generation;
    if (!first) throw new Error("no generation routes");
    for (let i = 0; i < 3; i++) expect((await call(app, first, { authorization: "Bearer not-a-session" }, address)).statusCode).toBe(401);
    for (const name of rest) expect({ name, status: (await call(app, name, {}, address)).statusCode }).toEqual({ name, status: 429 });
    // A signed-in user at that address still has a budget of their own.
    expect((await call(app, "generateSlides", await sessionFor(dataDir, "carol"), address)).statusCode).toBe(404);

    for (let i = 0; i < 2; i++) expect((await call(app, "localLogin", {}, "10.0.0.10")).statusCode).toBe(200);
    for (const name of RATE_LIMITED_ROUTES.signIn) expect({ name, status: (await call(app, name, {}, "10.0.0.10")).statusCode }).toEqual({ name, status: 429 });
  });
});

// Two API nodes (two apps) sharing one Postgres schema, one data dir and one Redis, as behind a
// load balancer: a budget spent on one node is spent on the other.
const shared = await redisAndPostgres();

describe.skipIf("skip" in shared)("rate limits across API nodes (counters in Redis)", () => {
  const prefix = `lectern-test-${crypto.randomBytes(4).toString("hex")}`;
  const schema = randomSchema();
  const dataDir = tempDir();
  let databaseUrl: string;
  let redis: Redis;
  let nodes: [FastifyInstance, FastifyInstance];

  beforeAll(async () => {
    if ("skip" in shared) return;
    databaseUrl = shared.databaseUrl;
    redis = new Redis(shared.redisUrl);
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      REDIS_URL: shared.redisUrl,
      REDIS_PREFIX: prefix,
      RATE_LIMIT_GENERATION: "4",
      RATE_LIMIT_SIGN_IN: "2",
    };
    // One after the other: the first creates the schema's tables.
    const first = await buildApp(testConfig(env), { pgSchema: schema });
    const second = await buildApp(testConfig(env), { pgSchema: schema });
    nodes = [first, second];
  });
  afterAll(async () => {
    if ("skip" in shared) return;
    await Promise.all(nodes.map((node) => node.close()));
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await dropSchema({ name: "postgres", databaseUrl, pgSchema: schema });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("holds one user's generation budget across both nodes, in Redis under the deployment's prefix", async () => {
    const dave = await sessionFor(dataDir, "dave", { databaseUrl, pgSchema: schema });
    for (let i = 0; i < 4; i++) expect((await call(nodes[i % 2] as FastifyInstance, "generateSlides", dave)).statusCode).toBe(404);
    expectRateLimited(await call(nodes[0], "generateSlides", dave));
    expectRateLimited(await call(nodes[1], "generateScripts", dave));

    const erin = await sessionFor(dataDir, "erin", { databaseUrl, pgSchema: schema });
    expect((await call(nodes[1], "generateSlides", erin)).statusCode).toBe(404);
    expect(await redis.keys(`${prefix}:rate-limit:*`)).not.toEqual([]);
  });

  it("holds an address's sign-in budget across both nodes", async () => {
    expect((await call(nodes[0], "localLogin", {}, "10.0.1.1")).statusCode).toBe(200);
    expect((await call(nodes[1], "localLogin", {}, "10.0.1.1")).statusCode).toBe(200);
    expectRateLimited(await call(nodes[0], "localLogin", {}, "10.0.1.1"));
    expectRateLimited(await call(nodes[1], "localLogin", {}, "10.0.1.1"));
  });
});
