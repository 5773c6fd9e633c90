import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/database.js";
import { jobsRepo } from "../db/jobs.repo.js";
import { papersRepo } from "../db/papers.repo.js";
import { usersRepo } from "../db/users.repo.js";
import { AppError } from "../http/errors.js";
import { dbTargets, dropSchema } from "../test/databases.js";
import { tempDir } from "../test/test-config.js";
import { createJobRow } from "./create-job-row.js";

// A job started while its paper is being deleted: the route's ownership check passed, then the
// paper's row went. The insert breaks the foreign key; the user is told the paper is gone (404),
// not that the server failed (it answered 500 in 4 of 24 such races).
describe.each(dbTargets())("a job for a paper that was just deleted, on $name", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: target.databaseUrl, sqlitePath: path.join(tempDir(), "t.db"), ...(target.pgSchema ? { pgSchema: target.pgSchema } : {}) });
  });
  afterAll(async () => {
    await handle.close();
    await dropSchema(target);
  });

  it("is a 404 naming the paper, and the job is not created", async () => {
    const user = await usersRepo(handle.db).upsert({ provider: "google", subject: "racer", email: "r@x.org", name: "R", picture: null });
    const papers = papersRepo(handle.db);
    await papers.insert({ id: "a1b2c3d4e5f6a7b8c9d0", user_id: user.id, title: "Gone soon", source_kind: "pdf" });
    const jobs = jobsRepo(handle.db);
    const kept = await createJobRow(jobs, { userId: user.id, paperId: "a1b2c3d4e5f6a7b8c9d0", kind: "script", payload: {} });
    expect(kept.paper_id).toBe("a1b2c3d4e5f6a7b8c9d0");

    const err = await createJobRow(jobs, { userId: user.id, paperId: "ffffffffffffffffffff", kind: "script", payload: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 404 });
    expect((err as AppError).message).toMatch(/Paper not found/);
    expect(await jobs.listForUser(user.id, { paperId: "ffffffffffffffffffff" })).toEqual([]);
  });
});
