import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { PlannedImage } from "./deck-plan.js";
import { insideRoot } from "../workspace/paths.js";

/** A slide never needs more than this many pixels on the long side (1080p, image at most full width). */
const MAX_SIDE = 1600;

/** Near-white counts as margin when trimming (anti-aliased edges of a plot's frame are kept). */
const TRIM_THRESHOLD = 12;
/** Margin kept around the trimmed figure, in pixels, so axis labels do not touch the slide's edge of the box. */
const KEEP_PX = 6;

/**
 * The figure upright, on white, without its white margins (sharp's trim finds the bounding box of
 * everything that differs from the corner colour), so the slide's space goes to the figure itself.
 * An all-white image has nothing to trim and is kept as it is.
 */
async function trimmed(bytes: Buffer): Promise<Buffer> {
  const flat = await sharp(bytes, { limitInputPixels: 100_000_000, animated: false }).rotate().flatten({ background: "#ffffff" }).png({ compressionLevel: 1 }).toBuffer();
  try {
    return await sharp(flat).trim({ background: "#ffffff", threshold: TRIM_THRESHOLD }).extend({ top: KEEP_PX, bottom: KEEP_PX, left: KEEP_PX, right: KEEP_PX, background: "#ffffff" }).png({ compressionLevel: 1 }).toBuffer();
  } catch {
    return flat;
  }
}

/**
 * Re-encodes every assigned image from images/ into the build dir under a name we make up
 * (img-NN.png / .jpg), trimmed of white margins, so only clean rasters from sharp ever reach TeX. An unreadable image is
 * left out of the deck with a warning instead of failing it.
 */
export async function prepareImages(imagesDir: string, names: readonly string[], buildDir: string, warnings: string[]): Promise<Map<string, PlannedImage>> {
  const out = new Map<string, PlannedImage>();
  let n = 0;
  for (const name of new Set(names)) {
    try {
      const source = insideRoot(imagesDir, name);
      const bytes = await fs.readFile(source);
      const meta = await sharp(bytes, { limitInputPixels: 100_000_000, animated: false }).metadata();
      const flat = await trimmed(bytes);
      const resized = sharp(flat, { limitInputPixels: 100_000_000 }).resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true });
      n += 1;
      const jpeg = meta.format === "jpeg";
      const file = `img-${String(n).padStart(2, "0")}.${jpeg ? "jpg" : "png"}`;
      const { data, info } = jpeg ? await resized.jpeg({ quality: 88 }).toBuffer({ resolveWithObject: true }) : await resized.png({ compressionLevel: 3 }).toBuffer({ resolveWithObject: true });
      await fs.writeFile(path.join(buildDir, file), data);
      out.set(name, { file, aspect: info.width / Math.max(1, info.height) });
    } catch (err) {
      warnings.push(`Image ${name} was left out: ${(err as Error).message}`);
    }
  }
  return out;
}
