import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { PlannedImage } from "./deck-plan.js";
import { insideRoot } from "../workspace/paths.js";

/** A slide never needs more than this many pixels on the long side (1080p, image at most full width). */
const MAX_SIDE = 1600;

/**
 * Re-encodes every assigned image from images/ into the build dir under a name we make up
 * (img-NN.png / .jpg), so only clean rasters from sharp ever reach TeX. An unreadable image is
 * left out of the deck with a warning instead of failing it.
 */
export async function prepareImages(imagesDir: string, names: readonly string[], buildDir: string, warnings: string[]): Promise<Map<string, PlannedImage>> {
  const out = new Map<string, PlannedImage>();
  let n = 0;
  for (const name of new Set(names)) {
    try {
      const source = insideRoot(imagesDir, name);
      const input = sharp(await fs.readFile(source), { limitInputPixels: 100_000_000, animated: false }).rotate();
      const meta = await input.metadata();
      const resized = input.resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true });
      n += 1;
      const jpeg = meta.format === "jpeg";
      const file = `img-${String(n).padStart(2, "0")}.${jpeg ? "jpg" : "png"}`;
      const data = jpeg
        ? await resized.flatten({ background: "#ffffff" }).jpeg({ quality: 88 }).toBuffer()
        : await resized.flatten({ background: "#ffffff" }).png({ compressionLevel: 3 }).toBuffer();
      await fs.writeFile(path.join(buildDir, file), data);
      out.set(name, { file });
    } catch (err) {
      warnings.push(`Image ${name} was left out: ${(err as Error).message}`);
    }
  }
  return out;
}
