import fs from "node:fs/promises";
import type { FileHandle } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeFileAtomic, writeJsonAtomic } from "./atomic.js";
import { recordSyncs } from "../test-support/sync-recorder.js";
import { testTempDir } from "../test-support/temp-dir.js";

const dir = testTempDir("lectern-atomic-");
// recordSyncs spies on fs: each test starts with the real one.
afterEach(() => vi.restoreAllMocks());

describe("writeFileAtomic", () => {
  it("replaces the file with the whole new content and leaves no temp file", async () => {
    const file = path.join(dir, "result.bin");
    await fs.writeFile(file, "old");
    const data = new Uint8Array(3_000_000).map((_, i) => i % 251);
    await writeFileAtomic(file, data);
    expect(Buffer.compare(await fs.readFile(file), Buffer.from(data))).toBe(0);
    expect(await fs.readdir(dir)).toEqual(["result.bin"]);
  });

  it("creates missing folders", async () => {
    const file = path.join(dir, "a", "b", "paper.json");
    await writeJsonAtomic(file, { ok: true });
    expect(JSON.parse(await fs.readFile(file, "utf8"))).toEqual({ ok: true });
  });

  it("keeps the previous file when the new data cannot be flushed to the disk", async () => {
    const file = path.join(dir, "script.json");
    await fs.writeFile(file, "previous");
    const probe = await fs.open(file, "r");
    const handleProto = Object.getPrototypeOf(probe) as FileHandle;
    await probe.close();
    vi.spyOn(handleProto, "sync").mockRejectedValue(Object.assign(new Error("EIO: i/o error, fsync"), { code: "EIO" }));
    await expect(writeFileAtomic(file, "new")).rejects.toThrow("EIO");
    expect(await fs.readFile(file, "utf8")).toBe("previous");
    expect(await fs.readdir(dir)).toEqual(["script.json"]);
  });

  it("flushes the data before the rename and the folder after it", async () => {
    const file = path.join(dir, "video.json");
    const events = await recordSyncs();
    await writeFileAtomic(file, "{}");
    const renamed = events.findIndex((e) => e.startsWith("rename "));
    expect(events.slice(0, renamed)).toEqual([expect.stringMatching(/^sync .*\/\.video\.json\.[0-9a-f]+\.tmp$/)]);
    expect(events.slice(renamed + 1)).toEqual([`sync ${dir}`]);
  });

  it("flushes nothing for scratch files (flush: false), and still replaces the file whole", async () => {
    const file = path.join(dir, "part.png");
    await fs.writeFile(file, "old");
    const events = await recordSyncs();
    await writeFileAtomic(file, "new", { flush: false });
    expect(await fs.readFile(file, "utf8")).toBe("new");
    expect(events.filter((e) => e.startsWith("sync "))).toEqual([]);
    expect(await fs.readdir(dir)).toEqual(["part.png"]);
  });
});
