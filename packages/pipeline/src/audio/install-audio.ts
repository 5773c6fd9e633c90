import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { syncDir, syncTree } from "../workspace/durable.js";

const missingIsFine = (err: NodeJS.ErrnoException) => {
  if (err.code !== "ENOENT") throw err;
};

/**
 * Puts a finished build directory in place of audio/<code>/ by two renames (atomic each on one
 * file system): the old set moves aside, the new one takes its name, the old one is deleted. A
 * reader never sees a mix of old and new files; if the second rename fails, the old set is put
 * back. Durable on power loss: the build's files and folder are flushed before the renames, the
 * parent folder after them.
 */
export async function installAudioDir(buildDir: string, finalDir: string): Promise<void> {
  await syncTree(buildDir);
  const old = path.join(path.dirname(finalDir), `.old-${path.basename(finalDir)}-${crypto.randomBytes(4).toString("hex")}`);
  let moved = true;
  await fs.rename(finalDir, old).catch((err: NodeJS.ErrnoException) => {
    moved = false;
    missingIsFine(err);
  });
  try {
    await fs.rename(buildDir, finalDir);
  } catch (err) {
    if (moved) await fs.rename(old, finalDir).catch(() => undefined);
    throw err;
  }
  await syncDir(path.dirname(finalDir));
  if (moved) await fs.rm(old, { recursive: true, force: true });
}

/** Leftovers older than this come from a run that crashed; younger ones may belong to a run in progress. */
const STALE_MS = 60 * 60 * 1000;

/** Removes build and swap directories of audio/<code>/ that a killed process left behind. */
export async function removeStaleBuilds(audioRoot: string, code: string, now = Date.now()): Promise<void> {
  const names = await fs.readdir(audioRoot).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.startsWith(`.build-${code}-`) || n.startsWith(`.old-${code}-`))) {
    const full = path.join(audioRoot, name);
    const stat = await fs.stat(full).catch(() => undefined);
    if (stat && now - stat.mtimeMs > STALE_MS) await fs.rm(full, { recursive: true, force: true });
  }
}
