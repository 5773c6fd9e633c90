import fs from "node:fs/promises";
import path from "node:path";
import type { VideoManifest } from "@lectern/contract";
import { writeJsonAtomic } from "../workspace/atomic.js";
import { mkdirDurable, syncDir, syncFile } from "../workspace/durable.js";
import { videoPaths } from "../workspace/paths.js";

/** Build folders older than this were left by a crash and are removed; younger ones may be in use. */
const STALE_BUILD_MS = 60 * 60 * 1000;

/** video/.build-*: made beside the language folders, so the final moves are renames. */
export async function removeStaleBuilds(videoRoot: string): Promise<void> {
  const names = await fs.readdir(videoRoot).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.startsWith(".build-"))) {
    const dir = path.join(videoRoot, name);
    const stat = await fs.stat(dir).catch(() => undefined);
    if (stat && Date.now() - stat.mtimeMs > STALE_BUILD_MS) await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Moves a finished video into video/<code>/: the MP4 and the captions by rename (each atomic),
 * then video.json last, so a manifest with the current hash always describes the files beside it.
 * If this stops half-way, the old manifest's hash no longer matches and the next run redoes it.
 * Durable on power loss: both files are flushed before their renames, the folder after them,
 * and only then is the manifest written (itself flushed, as every atomic write is).
 */
export async function installVideo(buildDir: string, targetDir: string, manifest: VideoManifest): Promise<void> {
  const [build, target] = [videoPaths(buildDir), videoPaths(targetDir)];
  await mkdirDurable(targetDir);
  for (const f of [build.mp4, build.captions]) await syncFile(f);
  await fs.rename(build.mp4, target.mp4);
  await fs.rename(build.captions, target.captions);
  await syncDir(targetDir);
  await writeJsonAtomic(target.manifest, manifest);
}
