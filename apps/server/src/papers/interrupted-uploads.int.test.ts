import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/database.js";
import { papersRepo } from "../db/papers.repo.js";
import { usersRepo } from "../db/users.repo.js";
import { tempDir } from "../test/test-config.js";
import { sweepInterruptedUploads } from "./interrupted-uploads.js";

describe("what uploads cut short by a crash leave behind", () => {
  const dataDir = tempDir();
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: undefined, sqlitePath: path.join(dataDir, "lectern.db") });
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("removes old temp uploads and old unlisted workspaces; keeps papers, young leftovers and other files", async () => {
    const papers = papersRepo(handle.db);
    const user = await usersRepo(handle.db).upsert({ provider: "local", subject: "me", email: "me@x.org", name: "Me", picture: null });
    await papers.insert({ id: "aaaaaaaaaaaaaaaaaaaa", user_id: user.id, title: "Kept", source_kind: "pdf" });
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    const make = (rel: string, old: boolean, dir = false) => {
      const full = path.join(dataDir, rel);
      fs.mkdirSync(dir ? full : path.dirname(full), { recursive: true });
      if (!dir) fs.writeFileSync(full, "x");
      if (old) fs.utimesSync(full, twoHoursAgo, twoHoursAgo);
    };
    make("tmp/old.upload", true);
    make("tmp/young.upload", false);
    make("tmp/notes.txt", true);
    make("papers/aaaaaaaaaaaaaaaaaaaa", true, true);
    make("papers/bbbbbbbbbbbbbbbbbbbb", true, true);
    make("papers/cccccccccccccccccccc", false, true);

    const removed = await sweepInterruptedUploads(dataDir, papers);
    expect(removed.sort()).toEqual([path.join("papers", "bbbbbbbbbbbbbbbbbbbb"), path.join("tmp", "old.upload")]);
    expect(fs.readdirSync(path.join(dataDir, "tmp")).sort()).toEqual(["notes.txt", "young.upload"]);
    expect(fs.readdirSync(path.join(dataDir, "papers")).sort()).toEqual(["aaaaaaaaaaaaaaaaaaaa", "cccccccccccccccccccc"]);
  });
});
