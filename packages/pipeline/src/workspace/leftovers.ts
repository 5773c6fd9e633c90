import fs from "node:fs/promises";
import path from "node:path";
import { workspacePaths } from "./paths.js";

/** Names the stages give their scratch folders: a build, or the previous copy being swapped out. */
const SCRATCH = /^\.(build|old|preview-old)-/;

/**
 * Removes the scratch folders a stage leaves when its process is killed mid-build (slides/,
 * slides/<code>/, audio/, video/). Only for a workspace no stage is working in: call it before
 * re-running a job that was interrupted, never beside a running one. Answers what it removed.
 */
export async function sweepLeftovers(workspaceDir: string): Promise<string[]> {
  const ws = workspacePaths(workspaceDir);
  const parents = [ws.slides, ws.audio, ws.video];
  for (const entry of await fs.readdir(ws.slides, { withFileTypes: true }).catch(() => [])) {
    if (entry.isDirectory() && /^[a-z]{2}$/.test(entry.name)) parents.push(path.join(ws.slides, entry.name));
  }
  const removed: string[] = [];
  for (const parent of parents) {
    for (const name of await fs.readdir(parent).catch(() => [] as string[])) {
      if (!SCRATCH.test(name)) continue;
      await fs.rm(path.join(parent, name), { recursive: true, force: true });
      removed.push(path.relative(workspaceDir, path.join(parent, name)));
    }
  }
  return removed;
}
