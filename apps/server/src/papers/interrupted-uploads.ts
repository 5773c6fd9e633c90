import fs from "node:fs/promises";
import path from "node:path";
import { DATA_FOLDERS, dataPaths, sweepAtomicTemps } from "@lectern/pipeline";
import type { PapersRepo } from "../db/papers.repo.js";
import { STAGED_SUFFIX } from "../one-click/staged-upload.js";

/** Younger leftovers may belong to an upload that another node (sharing DATA_DIR) is handling now. */
const STALE_MS = 60 * 60 * 1000;
/**
 * A one-click upload waits for its job, which may sit in a busy queue; its job removes it once read
 * (or refused). One still there after a day belongs to a job that failed on our side for good.
 */
const STAGED_STALE_MS = 24 * 60 * 60 * 1000;

async function olderThan(file: string, cutoff: number): Promise<boolean> {
  const stat = await fs.stat(file).catch(() => undefined);
  return stat !== undefined && stat.mtimeMs < cutoff;
}

/**
 * What a server killed in the middle of its work leaves behind: an upload's temp file under
 * DATA_DIR/tmp (a staged one-click upload only after a day); the workspace of a paper whose ingest never finished, or whose removal failed when
 * it was deleted (a folder with no row: nobody can see it or ask for it); and the temp files of
 * atomic writes cut short inside the papers' workspaces. Each is removed once it is an hour old.
 * Answers what was removed, relative to the data directory.
 */
export async function sweepInterruptedUploads(dataDir: string, papers: PapersRepo, now = Date.now()): Promise<string[]> {
  const cutoff = now - STALE_MS;
  const removed: string[] = [];
  const { tmp, papers: root } = dataPaths(dataDir);
  for (const name of await fs.readdir(tmp).catch(() => [] as string[])) {
    const age = name.endsWith(".upload") ? STALE_MS : name.endsWith(STAGED_SUFFIX) ? STAGED_STALE_MS : undefined;
    if (age === undefined || !(await olderThan(path.join(tmp, name), now - age))) continue;
    await fs.rm(path.join(tmp, name), { force: true });
    removed.push(path.join(DATA_FOLDERS.tmp, name));
  }
  for (const id of await fs.readdir(root).catch(() => [] as string[])) {
    if (!(await olderThan(path.join(root, id), cutoff)) || (await papers.byId(id))) continue;
    await fs.rm(path.join(root, id), { recursive: true, force: true });
    removed.push(path.join(DATA_FOLDERS.papers, id));
  }
  for (const file of await sweepAtomicTemps(root, STALE_MS, now)) removed.push(path.join(DATA_FOLDERS.papers, file));
  return removed;
}
