import fs from "node:fs/promises";
import path from "node:path";

// Durability on power loss: a rename is atomic, but until the file's data and the directory's
// new entry are flushed, a power cut can leave the new name pointing at an empty or partly
// written file, or lose the name. These flush exactly what a finished job installs.

/** Flushes a file's data and size to the disk. */
export async function syncFile(file: string): Promise<void> {
  const fh = await fs.open(file, "r");
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/** Flushes a directory's entries (names created, renamed or removed in it) to the disk. */
export async function syncDir(dir: string): Promise<void> {
  const fh = await fs.open(dir, "r");
  try {
    await fh.sync();
  } catch (err) {
    // Some file systems (and network mounts) cannot sync a directory; there is nothing more to do there.
    if ((err as NodeJS.ErrnoException).code !== "EINVAL") throw err;
  } finally {
    await fh.close();
  }
}

const SYNC_BATCH = 8;

/** Every file under dir, then every directory deepest first and dir itself: a whole build before it is moved into place. */
export async function syncTree(dir: string): Promise<void> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const dirs: string[] = [];
  const files: string[] = [];
  for (const e of entries) {
    const full = path.join(e.parentPath, e.name);
    if (e.isDirectory()) dirs.push(full);
    else if (e.isFile()) files.push(full);
  }
  // Several at once, so the file system can commit them together; a batch bounds the open descriptors.
  for (let i = 0; i < files.length; i += SYNC_BATCH) await Promise.all(files.slice(i, i + SYNC_BATCH).map(syncFile));
  dirs.sort((a, b) => b.length - a.length);
  for (const d of [...dirs, dir]) await syncDir(d);
}

/**
 * mkdir -p, and flushes the entries of the directories it created, so the new path survives a
 * power cut once something durable is written inside it.
 */
export async function mkdirDurable(dir: string): Promise<void> {
  const first = await fs.mkdir(dir, { recursive: true });
  if (first === undefined) return;
  // Each created directory's parent got a new entry: dir's parent, and up to first's parent.
  const top = path.dirname(path.resolve(first));
  for (let d = path.dirname(path.resolve(dir)); ; d = path.dirname(d)) {
    await syncDir(d);
    if (d === top || d === path.dirname(d)) break;
  }
}
