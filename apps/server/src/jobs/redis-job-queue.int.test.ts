import path from "node:path";
import type { JobKind } from "@lectern/contract";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/database.js";
import { jobsRepo, type JobRow } from "../db/jobs.repo.js";
import { papersRepo } from "../db/papers.repo.js";
import { usersRepo } from "../db/users.repo.js";
import { AppError } from "../http/errors.js";
import { dropSchema } from "../test/databases.js";
import { redisAndPostgres } from "../test/reachable.js";
import { dropPrefix, randomPrefix } from "../test/redis-prefix.js";
import { randomSchema, tempDir } from "../test/test-config.js";
import type { JobQueue } from "./job-queue.js";
import { RETRY_MESSAGE } from "./job-runner.js";
import type { JobHandler } from "./job-types.js";
import { runJobWorker, type JobWorker } from "./job-worker.js";
import { redisJobQueue } from "./redis-job-queue.js";

// The Redis-backed queue in one process against the real Redis and Postgres: two queue instances
// stand for two API nodes, workers run the jobs. The multi-process version is scale-out.int.test.ts.
const services = await redisAndPostgres();
const log = Fastify({ logger: { level: "silent" } }).log;
const KINDS: JobKind[] = ["script", "slides", "audio", "video", "oneclick"];

interface Payload {
  /** Wait for release(id) before finishing. */
  hold?: boolean;
  /** Throw a 500-class error on the first N runs. */
  transient?: number;
  /** Fail as the user's error (422). */
  fail?: string;
}

/** A handler the test drives: counts runs per job, holds on demand, fails on demand. */
function scripted() {
  const runs = new Map<string, number>();
  const releases = new Map<string, () => void>();
  const handler: JobHandler = async ({ job, progress, signal }) => {
    const n = (runs.get(job.id) ?? 0) + 1;
    runs.set(job.id, n);
    const p = JSON.parse(job.payload) as Payload;
    progress({ stage: "slides", percent: 20, message: "working" });
    progress({ percent: 10 }); // progress never goes back
    if (p.hold) {
      await new Promise<void>((resolve, reject) => {
        releases.set(job.id, resolve);
        signal.addEventListener("abort", () => reject(new Error("aborted")), { once: true });
      });
    }
    progress({ stage: "video", percent: 60 });
    if (p.transient && n <= p.transient) throw new Error("the disk hiccuped");
    if (p.fail) throw new AppError(422, "validation_error", p.fail);
    return { ok: job.id, run: n };
  };
  const handlers = Object.fromEntries(KINDS.map((k) => [k, handler])) as Record<JobKind, JobHandler>;
  return { handlers, runs, release: (id: string) => releases.get(id)?.(), holding: (id: string) => releases.has(id) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(what: string, probe: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await probe()) return;
    await sleep(20);
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.skipIf("skip" in services)("the Redis job queue (BullMQ) across API nodes and workers", () => {
  const env = "skip" in services ? { redisUrl: "", databaseUrl: "" } : services;
  const schema = randomSchema();
  const redis = { url: env.redisUrl, prefix: randomPrefix() };
  let handle: DatabaseHandle;
  let userId = "";
  let paperNo = 0;
  const closers: (() => Promise<void>)[] = [];
  const script = scripted();

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: env.databaseUrl, sqlitePath: path.join(tempDir(), "unused.db"), pgSchema: schema });
    userId = (await usersRepo(handle.db).upsert({ provider: "local", subject: "rq", email: "rq@x.org", name: "RQ", picture: null })).id;
  });
  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    await handle?.close();
    await dropSchema({ name: "postgres", databaseUrl: env.databaseUrl, pgSchema: schema });
    await dropPrefix(env.redisUrl, redis.prefix);
  });

  const newPaper = async () => {
    paperNo += 1;
    const id = `paperredis${String(paperNo).padStart(4, "0")}`;
    await papersRepo(handle.db).insert({ id, user_id: userId, title: id, source_kind: "pdf" });
    return id;
  };
  const apiNode = async (attempts = 3, on = redis): Promise<JobQueue> => {
    const queue = redisJobQueue({ db: handle.db, repo: jobsRepo(handle.db), redis: on, attempts, backoffMs: 100, log });
    closers.push(() => queue.stop());
    await queue.start();
    return queue;
  };
  const worker = async (opts: { graceMs?: number; redis?: typeof redis } = {}): Promise<JobWorker> => {
    const w = runJobWorker({ repo: jobsRepo(handle.db), handlers: script.handlers, redis: opts.redis ?? redis, concurrency: 2, lockMs: 2000, shutdownGraceMs: opts.graceMs ?? 5000, log });
    closers.push(() => w.close());
    await w.ready();
    return w;
  };
  const submit = (queue: JobQueue, paperId: string, payload: Payload = {}) =>
    queue.submit({ userId, paperId, kind: "slides", payload, exclusiveWith: ["slides"], busyMessage: "busy here" });

  let nodeA: JobQueue;
  let nodeB: JobQueue;
  beforeAll(async () => {
    nodeA = await apiNode();
    nodeB = await apiNode();
    await worker();
  });

  it("a job submitted on one node runs on a worker; another node's subscriber sees every change, progress only rising", async () => {
    const paper = await newPaper();
    const job = await submit(nodeA, paper, { hold: true });
    const seen: JobRow[] = [];
    nodeB.subscribe(job.id, (row) => seen.push(row));
    await until("the worker to take the job", () => script.holding(job.id));
    // The freshest copy is the live one (the database row is written at most once a second).
    await until("node B to see the progress", async () => (await nodeB.current(job.id))?.percent === 20);
    script.release(job.id);
    const done = await nodeB.wait(job.id, 10_000);
    expect(done).toMatchObject({ state: "succeeded", stage: "done", percent: 100, attempts: 1, result: JSON.stringify({ ok: job.id, run: 1 }) });
    await until("the last event", () => seen.at(-1)?.state === "succeeded");
    const percents = seen.map((r) => r.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(seen.map((r) => r.stage)).toEqual(expect.arrayContaining(["slides", "video", "done"]));
    expect(await jobsRepo(handle.db).byId(job.id)).toMatchObject({ state: "succeeded", percent: 100 });
  });

  it("two nodes submitting for one paper at the same time: exactly one wins, the others get 409", async () => {
    const paper = await newPaper();
    const tries = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => submit(i % 2 === 0 ? nodeA : nodeB, paper, { hold: true })));
    const won = tries.filter((t): t is PromiseFulfilledResult<JobRow> => t.status === "fulfilled");
    expect(won).toHaveLength(1);
    for (const t of tries) if (t.status === "rejected") expect(t.reason).toMatchObject({ statusCode: 409, code: "busy", detail: "busy here" });
    const id = won[0]?.value.id ?? "";
    await until("the winner to run", () => script.holding(id));
    script.release(id);
    expect((await nodeA.wait(id, 10_000)).state).toBe("succeeded");
    // Free again once it has finished.
    const next = await submit(nodeB, paper);
    expect((await nodeA.wait(next.id, 10_000)).state).toBe("succeeded");
  });

  it("a temporary failure (500) is tried again after a backoff and succeeds; the wait shows it queued for the retry", async () => {
    const paper = await newPaper();
    const job = await submit(nodeA, paper, { transient: 1 });
    const seen: JobRow[] = [];
    nodeB.subscribe(job.id, (row) => seen.push(row));
    const done = await nodeB.wait(job.id, 10_000);
    expect(done).toMatchObject({ state: "succeeded", attempts: 2, result: JSON.stringify({ ok: job.id, run: 2 }) });
    expect(script.runs.get(job.id)).toBe(2);
    expect(seen.some((r) => r.state === "queued" && r.message === RETRY_MESSAGE)).toBe(true);
  });

  it("a user's error (422) fails at once, and a failure that lasts fails after the last attempt", async () => {
    const userError = await submit(nodeA, await newPaper(), { fail: "The deck could not be typeset." });
    expect(await nodeB.wait(userError.id, 10_000)).toMatchObject({ state: "failed", error_status: 422, error_code: "validation_error", message: "The deck could not be typeset." });
    const lasting = await submit(nodeA, await newPaper(), { transient: 99 });
    expect(await nodeB.wait(lasting.id, 10_000)).toMatchObject({ state: "failed", error_status: 500, attempts: 3 });
    expect(script.runs.get(lasting.id)).toBe(3);
    // Retries would have happened within the backoff (100, 200 ms): none came for the user's error.
    await sleep(500);
    expect(script.runs.get(userError.id)).toBe(1);
  });

  it("a worker shut down mid-job hands it back after its grace time; another worker finishes it", async () => {
    // A queue of its own, so the job can only go to the worker that is about to leave.
    const own = { url: env.redisUrl, prefix: randomPrefix() };
    closers.push(() => dropPrefix(env.redisUrl, own.prefix));
    const node = await apiNode(3, own);
    const leaving = await worker({ graceMs: 200, redis: own });
    const job = await submit(node, await newPaper(), { hold: true });
    const seen: JobRow[] = [];
    node.subscribe(job.id, (row) => seen.push(row));
    await until("the leaving worker to take the job", () => script.runs.get(job.id) === 1);
    await worker({ redis: own });
    await leaving.close();
    await until("another worker to take it over", () => script.runs.get(job.id) === 2);
    expect(seen.some((r) => r.state === "queued" && /previous one was shut down/.test(r.message))).toBe(true);
    script.release(job.id);
    expect(await node.wait(job.id, 10_000)).toMatchObject({ state: "succeeded", attempts: 2, result: JSON.stringify({ ok: job.id, run: 2 }) });
  });
});
