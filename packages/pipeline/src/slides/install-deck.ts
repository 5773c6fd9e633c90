import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { syncDir, syncFile, syncTree } from "../workspace/durable.js";
import { deckPaths, WORKSPACE_FILES } from "../workspace/paths.js";

const LAST = [WORKSPACE_FILES.deckManifest, WORKSPACE_FILES.slidesTex, WORKSPACE_FILES.slidesPdf];

/**
 * Moves a finished build into slides/: figures and previews first, the .tex and the PDF last,
 * each by rename (atomic on one file system). The preview folder is swapped as a whole.
 * Durable on power loss: every file is flushed before it is renamed, and slides/ is flushed
 * once the figures and previews are in place and again after the last rename (its parent too,
 * for a first deck).
 */
export async function installDeck(buildDir: string, slidesDir: string, imageFiles: readonly string[]): Promise<void> {
  const build = deckPaths(buildDir);
  for (const f of [...imageFiles, ...LAST]) await syncFile(path.join(buildDir, f));
  await syncTree(build.preview);
  for (const f of (await fs.readdir(slidesDir)).filter((n) => /^img-\d+\.(png|jpg)$/.test(n) && !imageFiles.includes(n))) {
    await fs.rm(path.join(slidesDir, f), { force: true });
  }
  for (const f of imageFiles) await fs.rename(path.join(buildDir, f), path.join(slidesDir, f));
  const preview = deckPaths(slidesDir).preview;
  const old = path.join(slidesDir, `.preview-old-${crypto.randomBytes(4).toString("hex")}`);
  await fs.rename(preview, old).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== "ENOENT") throw err;
  });
  await fs.rename(build.preview, preview);
  await syncDir(slidesDir);
  await fs.rm(old, { recursive: true, force: true });
  for (const f of LAST) await fs.rename(path.join(buildDir, f), path.join(slidesDir, f));
  await syncDir(slidesDir);
  await syncDir(path.dirname(slidesDir));
}
