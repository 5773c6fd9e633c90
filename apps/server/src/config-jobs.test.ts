import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

const PG = "postgresql://postgres@127.0.0.1:5432/test";

describe("loadConfig: the job queue", () => {
  it("stays embedded without Redis: jobs run in the server, with the defaults", () => {
    const c = loadConfig({});
    expect(c.redis).toBeUndefined();
    expect(c.serveRunsJobs).toBe(true);
    expect(c).toMatchObject({ jobAttempts: 3, jobLockMs: 30_000, jobShutdownGraceMs: 25_000, databaseSchema: undefined });
  });

  it("with REDIS_URL and DATABASE_URL: BullMQ on Redis, API nodes only enqueue unless SERVE_RUNS_JOBS says otherwise", () => {
    const c = loadConfig({ DATABASE_URL: PG, REDIS_URL: "redis://127.0.0.1:6379", DATABASE_SCHEMA: "lectern_a", JOB_ATTEMPTS: "5", JOB_LOCK_MS: "3000" });
    expect(c.redis).toEqual({ url: "redis://127.0.0.1:6379", prefix: "lectern" });
    expect(c).toMatchObject({ serveRunsJobs: false, databaseSchema: "lectern_a", jobAttempts: 5, jobLockMs: 3000 });
    expect(loadConfig({ DATABASE_URL: PG, REDIS_URL: "redis://r:6379", REDIS_PREFIX: "staging", SERVE_RUNS_JOBS: "true" })).toMatchObject({ redis: { prefix: "staging" }, serveRunsJobs: true });
  });

  it("refuses Redis without Postgres, a queue nobody would run, and bad names", () => {
    expect(() => loadConfig({ REDIS_URL: "redis://127.0.0.1:6379" })).toThrow(/REDIS_URL: needs DATABASE_URL/);
    expect(() => loadConfig({ SERVE_RUNS_JOBS: "false" })).toThrow(/SERVE_RUNS_JOBS: false needs REDIS_URL/);
    expect(() => loadConfig({ DATABASE_URL: PG, REDIS_URL: "http://127.0.0.1:6379" })).toThrow(/REDIS_URL must start with redis:\/\//);
    expect(() => loadConfig({ DATABASE_SCHEMA: "Robert'); DROP TABLE" })).toThrow(/DATABASE_SCHEMA/);
    expect(() => loadConfig({ JOB_ATTEMPTS: "0" })).toThrow(/JOB_ATTEMPTS/);
  });
});
