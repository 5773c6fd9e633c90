import path from "node:path";
import type { JobKind } from "@lectern/contract";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/database.js";
import { jobsRepo, type JobRow } from "../db/jobs.repo.js";
import { papersRepo } from "../db/papers.repo.js";
import { usersRepo } from "../db/users.repo.js";
import { AppError } from "../http/errors.js";
import { dbTargets, dropSchema } from "../test/databases.js";
import { tempDir } from "../test/test-config.js";
import { embeddedJobQueue, isFinished, type JobQueue } from "./job-queue.js";
import type { JobHandler } from "./job-types.js";

const log = Fastify({ logger: { level: "silent" } }).log;
/** Waits until `check` passes (a job has started, say), giving up after a generous 5 s. */
const until = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 5 });

/**
 * A handler the test drives: each run waits for `release()`; progress and failures on demand.
 * `events` says when each run started and ended, in order.
 */
function controllable() {
  const started: string[] = [];
  const events: string[] = [];
  const releases = new Map<string, (v: unknown) => void>();
  const handler: JobHandler = async ({ job, progress, signal }) => {
    started.push(job.id);
    events.push(`start ${job.id}`);
    progress({ stage: "slides", percent: 30, message: "working" });
    progress({ percent: 10 }); // progress never goes back
    const payload = JSON.parse(job.payload) as { fail?: string };
    try {
      await new Promise((resolve, reject) => {
        releases.set(job.id, resolve);
        signal.addEventListener("abort", () => reject(new Error("aborted")), { once: true });
      });
    } finally {
      events.push(`end ${job.id}`);
    }
    if (payload.fail) throw new AppError(422, "validation_error", payload.fail);
    return { ok: job.id };
  };
  return { started, events, handler, release: (id: string) => releases.get(id)?.(undefined) };
}

describe.each(dbTargets())("the embedded job queue on $name", (target) => {
  let handle: DatabaseHandle;
  let userId = "";
  let paperIds: string[] = [];
  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: target.databaseUrl, sqlitePath: path.join(tempDir(), "q.db"), ...(target.pgSchema ? { pgSchema: target.pgSchema } : {}) });
    userId = (await usersRepo(handle.db).upsert({ provider: "local", subject: "q", email: "q@x.org", name: "Q", picture: null })).id;
    paperIds = ["paperqueue0001", "paperqueue0002", "paperqueue0003"];
    for (const id of paperIds) await papersRepo(handle.db).insert({ id, user_id: userId, title: id, source_kind: "pdf" });
  });
  afterAll(async () => {
    await handle.close();
    await dropSchema(target);
  });

  const queueWith = (handler: JobHandler, concurrency = 1): JobQueue => {
    const handlers = Object.fromEntries((["script", "slides", "audio", "video", "oneclick"] as JobKind[]).map((k) => [k, handler])) as Record<JobKind, JobHandler>;
    return embeddedJobQueue(jobsRepo(handle.db), handlers, { concurrency, log });
  };
  const submit = (queue: JobQueue, paperId: string, payload: object = {}) =>
    queue.submit({ userId, paperId, kind: "slides", payload, exclusiveWith: ["slides"], busyMessage: "busy here" });

  it("runs at most `concurrency` jobs, refuses a second job on a busy paper, and reports progress that only rises", async () => {
    const c = controllable();
    const queue = queueWith(c.handler, 1);
    await queue.start();
    const a = await submit(queue, paperIds[0] ?? "");
    const b = await submit(queue, paperIds[1] ?? "");
    await expect(submit(queue, paperIds[0] ?? "")).rejects.toMatchObject({ statusCode: 409, detail: "busy here" });

    const seen: JobRow[] = [];
    queue.subscribe(a.id, (j) => seen.push(j));
    await until(() => expect(c.started).toContain(a.id));
    expect(c.started).toEqual([a.id]);
    expect((await queue.current(a.id))?.percent).toBe(30);
    expect((await queue.current(b.id))?.state).toBe("queued");

    c.release(a.id);
    const doneA = await queue.wait(a.id, 5000);
    expect(doneA).toMatchObject({ state: "succeeded", stage: "done", percent: 100, result: JSON.stringify({ ok: a.id }) });
    expect(seen.map((j) => j.percent)).toEqual([...seen.map((j) => j.percent)].sort((x, y) => x - y));
    await until(() => expect(c.started).toContain(b.id));
    expect(c.started).toEqual([a.id, b.id]);
    // One at a time: b, waiting since before a started, began only once a had ended.
    expect(c.events).toEqual([`start ${a.id}`, `end ${a.id}`, `start ${b.id}`]);
    c.release(b.id);
    expect((await queue.wait(b.id, 5000)).state).toBe("succeeded");
    await queue.stop();
  });

  it("stores a failure with the status a waiting request answers, and wait() gives up without ending the job", async () => {
    const c = controllable();
    const queue = queueWith(c.handler, 2);
    await queue.start();
    const failing = await submit(queue, paperIds[2] ?? "", { fail: "The deck could not be typeset." });
    const pending = await queue.wait(failing.id, 100);
    expect(isFinished(pending)).toBe(false);
    c.release(failing.id);
    const failed = await queue.wait(failing.id, 5000);
    expect(failed).toMatchObject({ state: "failed", message: "The deck could not be typeset.", error_status: 422, error_code: "validation_error" });
    await queue.stop();
  });

  it("a stop leaves the running job unfinished, and the next start runs it again", async () => {
    const first = controllable();
    const queue = queueWith(first.handler);
    await queue.start();
    const job = await submit(queue, paperIds[0] ?? "");
    await until(() => expect(first.started).toContain(job.id));
    await queue.stop();
    expect((await jobsRepo(handle.db).byId(job.id))?.state).toBe("running");

    const second = controllable();
    const again = queueWith(second.handler);
    await again.start();
    await until(() => expect(second.started).toContain(job.id));
    expect(second.started).toEqual([job.id]);
    second.release(job.id);
    expect(await again.wait(job.id, 5000)).toMatchObject({ state: "succeeded", attempts: 2 });
    await again.stop();
  });
});
