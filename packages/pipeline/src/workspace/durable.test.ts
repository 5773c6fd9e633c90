import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { recordSyncs } from "../test-support/sync-recorder.js";
import { testTempDir } from "../test-support/temp-dir.js";
import { mkdirDurable, syncTree } from "./durable.js";

const dir = testTempDir("lectern-durable-");
// recordSyncs spies on fs: each test starts with the real one.
afterEach(() => vi.restoreAllMocks());

describe("syncTree", () => {
  it("flushes every file, then every folder deepest first, then the folder itself", async () => {
    await fs.mkdir(path.join(dir, "preview", "deep"), { recursive: true });
    await fs.writeFile(path.join(dir, "a.wav"), "a");
    await fs.writeFile(path.join(dir, "preview", "p1.png"), "p");
    await fs.writeFile(path.join(dir, "preview", "deep", "x"), "x");
    const events = await recordSyncs();
    await syncTree(dir);
    const files = events.slice(0, 3).sort();
    expect(files).toEqual([`sync ${dir}/a.wav`, `sync ${dir}/preview/deep/x`, `sync ${dir}/preview/p1.png`]);
    expect(events.slice(3)).toEqual([`sync ${dir}/preview/deep`, `sync ${dir}/preview`, `sync ${dir}`]);
  });
});

describe("mkdirDurable", () => {
  it("flushes the parent of every folder it creates", async () => {
    const events = await recordSyncs();
    await mkdirDurable(path.join(dir, "video", "en"));
    expect((await fs.stat(path.join(dir, "video", "en"))).isDirectory()).toBe(true);
    expect(events).toEqual([`sync ${dir}/video`, `sync ${dir}`]);
  });

  it("flushes nothing when the folder is already there", async () => {
    await fs.mkdir(path.join(dir, "video"));
    const events = await recordSyncs();
    await mkdirDurable(path.join(dir, "video"));
    expect(events).toEqual([]);
  });
});
