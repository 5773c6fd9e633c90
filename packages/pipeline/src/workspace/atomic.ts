import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { mkdirDurable, syncDir } from "./durable.js";

export interface AtomicWriteOptions {
  /**
   * Flush to the disk (default): the data before the rename, the directory after it. False for
   * scratch files, and for files the caller flushes together once they are all written.
   */
  flush?: boolean;
}

/** The temp file a write of `file` goes through: hidden, beside it, with 12 random hex digits. */
const atomicTempName = (file: string) => `.${path.basename(file)}.${crypto.randomBytes(6).toString("hex")}.tmp`;
/** A temp file of writeFileAtomic, by its name alone. */
const ATOMIC_TEMP = /^\..+\.[0-9a-f]{12}\.tmp$/;

/**
 * Removes the temp files of atomic writes that a killed process left under `root`, once they are
 * older than `ageMs` (a younger one may be a write going on now, on this node or another sharing
 * the folder). The real files are never touched: a write either renamed its temp file over the
 * real name or left only the temp file. Answers what it removed, relative to root.
 */
export async function sweepAtomicTemps(root: string, ageMs: number, now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  // Streamed (opendir), not listed whole: the hourly sweep walks every paper's files, and its
  // memory must not grow with the library.
  const entries = await fs.opendir(root, { recursive: true }).catch(() => undefined);
  if (!entries) return removed;
  for await (const entry of entries) {
    if (!entry.isFile() || !ATOMIC_TEMP.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat || stat.mtimeMs >= now - ageMs) continue;
    await fs.rm(file, { force: true });
    removed.push(path.relative(root, file));
  }
  return removed;
}

/**
 * Writes via a temp file and rename, so a crash never leaves half a file under the real name;
 * durable on power loss too unless `flush` is false.
 */
export async function writeFileAtomic(file: string, data: string | Uint8Array, opts: AtomicWriteOptions = {}): Promise<void> {
  const flush = opts.flush ?? true;
  const dir = path.dirname(file);
  if (flush) await mkdirDurable(dir);
  else await fs.mkdir(dir, { recursive: true });
  const tmp = path.join(dir, atomicTempName(file));
  try {
    const fh = await fs.open(tmp, "w");
    try {
      await fh.writeFile(data);
      if (flush) await fh.sync();
    } finally {
      await fh.close();
    }
    await fs.rename(tmp, file);
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
  if (flush) await syncDir(dir);
}

export async function writeJsonAtomic(file: string, value: unknown): Promise<void> {
  await writeFileAtomic(file, `${JSON.stringify(value, null, 2)}\n`);
}
