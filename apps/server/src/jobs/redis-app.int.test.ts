import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { houseFile } from "../test/house-papers.js";
import { dropSchema } from "../test/databases.js";
import { multipartBody } from "../test/multipart.js";
import { redisAndPostgres } from "../test/reachable.js";
import { dropPrefix, randomPrefix } from "../test/redis-prefix.js";
import { sessionFor } from "../test/sessions.js";
import { randomSchema, testConfig } from "../test/test-config.js";

// One machine with Redis: `npm run serve` with SERVE_RUNS_JOBS=true is API node and worker at
// once. The app is built by buildApp as in production; only the environment differs.
const services = await redisAndPostgres();

describe.skipIf("skip" in services)("one process with Redis and SERVE_RUNS_JOBS=true", () => {
  const env = "skip" in services ? { redisUrl: "", databaseUrl: "" } : services;
  const schema = randomSchema();
  const prefix = randomPrefix();
  let app: FastifyInstance;
  let me: Record<string, string>;

  beforeAll(async () => {
    const config = testConfig({ DATABASE_URL: env.databaseUrl, DATABASE_SCHEMA: schema, REDIS_URL: env.redisUrl, REDIS_PREFIX: prefix, SERVE_RUNS_JOBS: "true" });
    app = await buildApp(config);
    me = await sessionFor(config.dataDir, "redis-app", { databaseUrl: env.databaseUrl, pgSchema: schema });
  });
  afterAll(async () => {
    await app?.close();
    await dropSchema({ name: "postgres", databaseUrl: env.databaseUrl, pgSchema: schema });
    await dropPrefix(env.redisUrl, prefix);
  });

  it("serves and runs a one-click job through the queue, and its job view is the finished job", async () => {
    const body = await multipartBody({}, { name: "wireless-workload.pdf", data: houseFile("routing.pdf") });
    const res = await app.inject({ method: "POST", url: "/api/papertovideo/upload_pdf_to_video", headers: { ...me, ...body.headers }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    const { job_id: jobId, video_url: videoUrl } = res.json() as { job_id: string; video_url: string | null };
    expect(videoUrl).toMatch(/\/stream-video\?exp=/);
    expect((await app.inject({ method: "GET", url: `/api/jobs/${jobId}`, headers: me })).json()).toMatchObject({ state: "succeeded", stage: "done", percent: 100 });
  }, 120_000);
});
