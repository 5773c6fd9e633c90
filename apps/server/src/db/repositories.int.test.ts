import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbTargets, dropSchema } from "../test/databases.js";
import { tempDir } from "../test/test-config.js";
import { openDatabase, type DatabaseHandle } from "./database.js";
import { CANCEL_STOPPING, CANCELLED, jobsRepo } from "./jobs.repo.js";
import { keysRepo } from "./keys.repo.js";
import { papersRepo } from "./papers.repo.js";
import { sessionsRepo } from "./sessions.repo.js";
import { usersRepo } from "./users.repo.js";

describe.each(dbTargets())("repositories on $name", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: target.databaseUrl,
      sqlitePath: path.join(tempDir(), "t.db"),
      ...(target.pgSchema ? { pgSchema: target.pgSchema } : {}),
    });
  });
  afterAll(async () => {
    await handle.close();
    await dropSchema(target);
  });

  it("migrations are idempotent: opening the same database again changes nothing", async () => {
    expect(handle.kind).toBe(target.name);
    if (target.name === "sqlite") return; // a second SQLite handle is covered by the file reopen below
    const again = await openDatabase({ databaseUrl: target.databaseUrl, sqlitePath: "", pgSchema: target.pgSchema ?? "" });
    await again.close();
  });

  it("upserts users by provider and subject, refreshing their profile", async () => {
    const users = usersRepo(handle.db);
    const a = await users.upsert({ provider: "google", subject: "sub-1", email: "a@x.org", name: "Ada", picture: null });
    const b = await users.upsert({ provider: "google", subject: "sub-1", email: "ada@x.org", name: "Ada L.", picture: "https://p/x.png" });
    expect(b.id).toBe(a.id);
    expect(await users.byId(a.id)).toEqual({ id: a.id, email: "ada@x.org", name: "Ada L.", picture: "https://p/x.png" });
    const other = await users.upsert({ provider: "local", subject: "sub-1", email: "a@x.org", name: "Ada", picture: null });
    expect(other.id).not.toBe(a.id);
  });

  it("finds the user of a live session and none after expiry or revocation", async () => {
    const users = usersRepo(handle.db);
    const sessions = sessionsRepo(handle.db);
    const u = await users.upsert({ provider: "google", subject: "sess-user", email: "s@x.org", name: "S", picture: null });
    const in1h = new Date(Date.now() + 3600_000);
    await sessions.create(u.id, "hash-live", in1h);
    expect((await sessions.userFor("hash-live"))?.id).toBe(u.id);
    expect(await sessions.userFor("hash-live", new Date(in1h.getTime() + 1))).toBeUndefined();
    expect(await sessions.userFor("hash-unknown")).toBeUndefined();
    await sessions.revoke("hash-live");
    expect(await sessions.userFor("hash-live")).toBeUndefined();
  });

  it("purges sessions that ended more than a day ago and keeps live ones", async () => {
    const users = usersRepo(handle.db);
    const sessions = sessionsRepo(handle.db);
    const u = await users.upsert({ provider: "google", subject: "purge-user", email: "p@x.org", name: "P", picture: null });
    await sessions.create(u.id, "hash-old", new Date(Date.now() - 3 * 24 * 3600_000));
    await sessions.create(u.id, "hash-new", new Date(Date.now() + 3600_000));
    expect(await sessions.purgeEnded()).toBeGreaterThanOrEqual(1);
    expect((await sessions.userFor("hash-new"))?.id).toBe(u.id);
  });

  it("stores keys per user and provider, replaces, removes, and records re-checks only for the same ciphertext", async () => {
    const users = usersRepo(handle.db);
    const keys = keysRepo(handle.db);
    const u1 = await users.upsert({ provider: "google", subject: "k1", email: "k1@x.org", name: "K1", picture: null });
    const u2 = await users.upsert({ provider: "google", subject: "k2", email: "k2@x.org", name: "K2", picture: null });
    await keys.apply(u1.id, [
      { provider: "gemini", stored: { ciphertext: "ct-g1", status: "valid" } },
      { provider: "openai", stored: { ciphertext: "ct-o1", status: "unverified" } },
    ]);
    await keys.apply(u2.id, [{ provider: "gemini", stored: { ciphertext: "ct-g2", status: "valid" } }]);
    await keys.apply(u1.id, [{ provider: "gemini", stored: { ciphertext: "ct-g1b", status: "unverified" } }, { provider: "openai" }]);
    const list = await keys.list(u1.id);
    expect(list.map((k) => [k.provider, k.ciphertext, k.status])).toEqual([["gemini", "ct-g1b", "unverified"]]);
    await keys.setStatus(u1.id, "gemini", "ct-g1", "invalid"); // stale ciphertext: ignored
    expect((await keys.list(u1.id))[0]?.status).toBe("unverified");
    await keys.setStatus(u1.id, "gemini", "ct-g1b", "valid");
    expect((await keys.list(u1.id))[0]?.status).toBe("valid");
    expect((await keys.list(u2.id)).map((k) => k.ciphertext)).toEqual(["ct-g2"]);
  });

  it("lists a user's papers newest first in keyset pages (ties on the time by id), and a removed paper takes its jobs", async () => {
    const users = usersRepo(handle.db);
    const papers = papersRepo(handle.db);
    const jobs = jobsRepo(handle.db);
    const owner = await users.upsert({ provider: "google", subject: "papers-owner", email: "o@x.org", name: "O", picture: null });
    const other = await users.upsert({ provider: "google", subject: "papers-other", email: "x@x.org", name: "X", picture: null });
    const row = (id: string, user: string, at: string) => ({ id, user_id: user, title: id, source_kind: "pdf" as const, created_at: at, updated_at: at });
    const t1 = "2025-01-01T00:00:00.000Z";
    const t2 = "2025-01-02T00:00:00.000Z";
    for (const r of [row("p1", owner.id, t1), row("p2", owner.id, t2), row("p3", owner.id, t2), row("p4", owner.id, t2), row("q1", other.id, t2)]) await handle.db.insertInto("papers").values(r).execute();
    const first = await papers.listForUser(owner.id, 2);
    expect(first.map((p) => p.id)).toEqual(["p4", "p3"]);
    const last = first.at(-1);
    if (!last) throw new Error("no page");
    expect((await papers.listForUser(owner.id, 2, last)).map((p) => p.id)).toEqual(["p2", "p1"]);
    expect((await papers.listForUser(other.id, 10)).map((p) => p.id)).toEqual(["q1"]);

    const job = await jobs.create({ user_id: owner.id, paper_id: "p2", kind: "script", payload: "{}" });
    expect((await jobs.activeOnPapers(owner.id, ["p1", "p2"])).map((j) => j.id)).toEqual([job.id]);
    expect(await jobs.activeOnPapers(other.id, ["p2"])).toEqual([]);
    await papers.remove("p2");
    expect(await papers.byId("p2")).toBeUndefined();
    expect(await jobs.byId(job.id)).toBeUndefined();
  });

  it("cancels a queued job at once and a running one by mark; a run's writes never land on a cancellation", async () => {
    const users = usersRepo(handle.db);
    const jobs = jobsRepo(handle.db);
    const u = await users.upsert({ provider: "google", subject: "cancel-user", email: "c@x.org", name: "C", picture: null });
    await handle.db.insertInto("papers").values({ id: "cancelpaper", user_id: u.id, title: "t", source_kind: "pdf", created_at: "2025-01-01T00:00:00.000Z", updated_at: "2025-01-01T00:00:00.000Z" }).execute();
    const queued = await jobs.create({ user_id: u.id, paper_id: "cancelpaper", kind: "slides", payload: "{}" });
    expect(await jobs.cancel(queued.id)).toBe("stopped");
    expect(await jobs.byId(queued.id)).toMatchObject({ state: "failed", message: CANCELLED, error_code: "cancelled", error_status: 409 });
    // A run that read the row before the cancellation cannot start it.
    expect(await jobs.updateIfActive(queued.id, { state: "running" })).toBe(false);

    const running = await jobs.create({ user_id: u.id, paper_id: "cancelpaper", kind: "audio", payload: "{}" });
    expect(await jobs.updateIfActive(running.id, { state: "running" })).toBe(true);
    expect(await jobs.cancel(running.id)).toBe("stopping");
    expect(await jobs.byId(running.id)).toMatchObject({ state: "failed", message: CANCEL_STOPPING });
    expect(await jobs.updateIfActive(running.id, { state: "succeeded", message: "Done" })).toBe(false);
    await jobs.cancelStopped(running.id);
    expect(await jobs.byId(running.id)).toMatchObject({ state: "failed", message: CANCELLED });
    expect(await jobs.cancel(running.id)).toBe("finished");
  });
});

describe("SQLite file", () => {
  it("is opened in WAL mode and survives a reopen with its data", async () => {
    const file = path.join(tempDir(), "reopen.db");
    const first = await openDatabase({ sqlitePath: file });
    const u = await usersRepo(first.db).upsert({ provider: "local", subject: "local", email: "l@l", name: "L", picture: null });
    await first.close();
    const second = await openDatabase({ sqlitePath: file });
    expect((await usersRepo(second.db).byId(u.id))?.name).toBe("L");
    const { sql } = await import("kysely");
    const mode = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(second.db);
    expect(mode.rows[0]?.journal_mode).toBe("wal");
    await second.close();
  });
});
