import { spawn } from "node:child_process";
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

  it("leaves no temp file of a writer killed at any point of an atomic write, and never half a file", { timeout: 60_000 }, async () => {
    const papers = papersRepo(handle.db);
    const user = await usersRepo(handle.db).upsert({ provider: "local", subject: "writer", email: "w@x.org", name: "W", picture: null });
    await papers.insert({ id: "dddddddddddddddddddd", user_id: user.id, title: "Written", source_kind: "pdf" });
    const target = path.join(dataDir, "papers", "dddddddddddddddddddd", "script.json");
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, "before");
    // A process writing 96 MiB through writeFileAtomic, killed 0 to 320 ms into it: before the temp
    // file exists, while it is written, while it is flushed, around the rename.
    const writer = `import { writeFileAtomic } from "@lectern/pipeline"; const data = Buffer.alloc(96 * 1024 * 1024, 120); process.stdout.write("go\\n"); await writeFileAtomic(${JSON.stringify(target)}, data);`;
    for (const ms of [0, 10, 30, 60, 100, 150, 220, 320]) {
      const child = spawn(process.execPath, ["--input-type=module", "-e", writer], { cwd: import.meta.dirname, stdio: ["ignore", "pipe", "ignore"] });
      const closed = new Promise((r) => child.once("close", r));
      // The clock starts when the writer is about to write (loading the pipeline takes longer).
      await new Promise((r) => child.stdout.once("data", r));
      await new Promise((r) => setTimeout(r, ms));
      child.kill("SIGKILL");
      await closed;
      const size = fs.statSync(target).size;
      expect([6, 96 * 1024 * 1024]).toContain(size);
    }
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    const temps = fs.readdirSync(path.dirname(target)).filter((n) => n.endsWith(".tmp"));
    for (const n of temps) fs.utimesSync(path.join(path.dirname(target), n), twoHoursAgo, twoHoursAgo);
    console.log(`atomic writes killed 8 times: ${temps.length} temp files left, then swept`);
    // Some kills landed mid-write (else this test shows nothing about them).
    expect(temps.length).toBeGreaterThan(0);
    const removed = await sweepInterruptedUploads(dataDir, papers);
    for (const n of temps) expect(removed).toContain(path.join("papers", "dddddddddddddddddddd", n));
    expect(fs.readdirSync(path.dirname(target))).toEqual(["script.json"]);
  });
});
