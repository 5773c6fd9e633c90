import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export interface DirLockOptions {
  /** A lock older than this was left by a process that died holding it, and is broken. */
  staleMs?: number;
  /** Give up waiting after this long. */
  waitMs?: number;
}

/**
 * Runs `fn` holding the lock `lockDir`: one holder at a time across processes, and across
 * machines that share the data directory (several API nodes), since mkdir is atomic on every
 * file system including NFS. The holders' work takes milliseconds; a lock far older than that
 * belongs to a process killed while holding it and is broken by renaming it away (atomic, so
 * two waiters cannot both break it).
 */
export async function withDirLock<T>(lockDir: string, fn: () => Promise<T>, { staleMs = 10_000, waitMs = 20_000 }: DirLockOptions = {}): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      await fs.mkdir(lockDir);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    const stat = await fs.stat(lockDir).catch(() => undefined);
    if (stat && Date.now() - stat.mtimeMs > staleMs) {
      const broken = path.join(path.dirname(lockDir), `${path.basename(lockDir)}-broken-${crypto.randomBytes(4).toString("hex")}`);
      if (await fs.rename(lockDir, broken).then(() => true, () => false)) await fs.rm(broken, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`${path.basename(lockDir)} is still held after ${waitMs} ms`);
    // Jitter, so waiters on several machines do not retry in step.
    await sleep(5 + Math.random() * 15);
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lockDir, { recursive: true, force: true });
  }
}
