import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withDirLock } from "./dir-lock.js";

const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), "lectern-lock-"));

describe("withDirLock", () => {
  it("lets one holder at a time do a read-modify-write: no update is lost", async () => {
    const dir = scratch();
    const counter = path.join(dir, "n");
    fs.writeFileSync(counter, "0");
    const lock = path.join(dir, ".lock");
    const bump = () =>
      withDirLock(lock, async () => {
        const n = Number(await fs.promises.readFile(counter, "utf8"));
        await new Promise((r) => setTimeout(r, 1));
        await fs.promises.writeFile(counter, String(n + 1));
      });
    await Promise.all(Array.from({ length: 25 }, bump));
    expect(fs.readFileSync(counter, "utf8")).toBe("25");
    expect(fs.existsSync(lock)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("breaks a lock left by a process that died holding it, and releases after a failure", async () => {
    const dir = scratch();
    const lock = path.join(dir, ".lock");
    fs.mkdirSync(lock);
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lock, old, old);
    expect(await withDirLock(lock, async () => "ran", { staleMs: 10_000 })).toBe("ran");
    await expect(withDirLock(lock, async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(fs.readdirSync(dir)).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("gives up on a live holder after waitMs", async () => {
    const dir = scratch();
    const lock = path.join(dir, ".lock");
    fs.mkdirSync(lock);
    await expect(withDirLock(lock, async () => "never", { waitMs: 100 })).rejects.toThrow(/still held/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
