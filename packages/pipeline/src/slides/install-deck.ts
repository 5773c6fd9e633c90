import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Moves a finished build into slides/: figures and previews first, the .tex and the PDF last,
 * each by rename (atomic on one file system). The preview folder is swapped as a whole.
 */
export async function installDeck(buildDir: string, slidesDir: string, imageFiles: readonly string[]): Promise<void> {
  for (const f of (await fs.readdir(slidesDir)).filter((n) => /^img-\d+\.(png|jpg)$/.test(n) && !imageFiles.includes(n))) {
    await fs.rm(path.join(slidesDir, f), { force: true });
  }
  for (const f of imageFiles) await fs.rename(path.join(buildDir, f), path.join(slidesDir, f));
  const preview = path.join(slidesDir, "preview");
  const old = path.join(slidesDir, `.preview-old-${crypto.randomBytes(4).toString("hex")}`);
  await fs.rename(preview, old).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== "ENOENT") throw err;
  });
  await fs.rename(path.join(buildDir, "preview"), preview);
  await fs.rm(old, { recursive: true, force: true });
  await fs.rename(path.join(buildDir, "deck.json"), path.join(slidesDir, "deck.json"));
  await fs.rename(path.join(buildDir, "slides.tex"), path.join(slidesDir, "slides.tex"));
  await fs.rename(path.join(buildDir, "slides.pdf"), path.join(slidesDir, "slides.pdf"));
}
