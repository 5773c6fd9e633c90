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

/**
 * Writes via a temp file and rename, so a crash never leaves half a file under the real name;
 * durable on power loss too unless `flush` is false.
 */
export async function writeFileAtomic(file: string, data: string | Uint8Array, opts: AtomicWriteOptions = {}): Promise<void> {
  const flush = opts.flush ?? true;
  const dir = path.dirname(file);
  if (flush) await mkdirDurable(dir);
  else await fs.mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.${path.basename(file)}.${crypto.randomBytes(6).toString("hex")}.tmp`);
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
