import fs from "node:fs/promises";
import path from "node:path";
import type { PapersRepo } from "../db/papers.repo.js";

/** Younger leftovers may belong to an upload that another node (sharing DATA_DIR) is handling now. */
const STALE_MS = 60 * 60 * 1000;

async function olderThan(file: string, cutoff: number): Promise<boolean> {
  const stat = await fs.stat(file).catch(() => undefined);
  return stat !== undefined && stat.mtimeMs < cutoff;
}

/**
 * What a server killed in the middle of an upload leaves behind: the upload's temp file under
 * DATA_DIR/tmp, and the workspace of a paper whose ingest never finished (a folder with no row:
 * nobody can see it or ask for it). Both are removed once they are an hour old. Answers what was
 * removed, relative to the data directory.
 */
export async function sweepInterruptedUploads(dataDir: string, papers: PapersRepo, now = Date.now()): Promise<string[]> {
  const cutoff = now - STALE_MS;
  const removed: string[] = [];
  const tmp = path.join(dataDir, "tmp");
  for (const name of await fs.readdir(tmp).catch(() => [] as string[])) {
    if (!name.endsWith(".upload") || !(await olderThan(path.join(tmp, name), cutoff))) continue;
    await fs.rm(path.join(tmp, name), { force: true });
    removed.push(path.join("tmp", name));
  }
  const root = path.join(dataDir, "papers");
  for (const id of await fs.readdir(root).catch(() => [] as string[])) {
    if (!(await olderThan(path.join(root, id), cutoff)) || (await papers.byId(id))) continue;
    await fs.rm(path.join(root, id), { recursive: true, force: true });
    removed.push(path.join("papers", id));
  }
  return removed;
}
