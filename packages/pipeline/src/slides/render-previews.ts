import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { mapLimit } from "../audio/map-limit.js";
import { parsePnm } from "../process/pnm.js";
import { runToolOk } from "../process/run-tool.js";
import type { PageRect } from "./bullet-positions.js";
import { writeHighlightStates } from "./highlight-states.js";

export interface Previews {
  /** slide_000.png … in page order. */
  names: string[];
  /** Per page (0-based), the highlight states written for it (highlight-states.ts), in point order. */
  states: Map<number, string[]>;
}

/**
 * One 1920×1080 PNG per page, named slide_000.png …, written into outDir, and for each page that
 * `rectsOf` gives point rectangles, one state image per point (slide_000_h1.png …) drawn from the
 * same pixels. pdftoppm's own PNG writer spends ~290 ms a page compressing; it writes raw PPM in
 * ~55 ms and sharp encodes the PNG in ~20 ms (zlib level 6, same size), so previews cost a
 * quarter of what they did. Pages are split into one pdftoppm run per tool slot.
 */
export async function renderPreviews(
  pdf: string,
  pages: number,
  outDir: string,
  parallel: number,
  rectsOf: (page: number) => readonly PageRect[] | null = () => null,
): Promise<Previews> {
  await fs.mkdir(outDir, { recursive: true });
  const runs = Math.max(1, Math.min(parallel, pages));
  const per = Math.ceil(pages / runs);
  const jobs: Promise<unknown>[] = [];
  for (let first = 1; first <= pages; first += per) {
    const last = Math.min(pages, first + per - 1);
    const args = ["-f", String(first), "-l", String(last), "-scale-to-x", "1920", "-scale-to-y", "1080", pdf, path.join(outDir, "p")];
    jobs.push(runToolOk("pdftoppm", args, { cwd: outDir, timeoutMs: 60_000 }));
  }
  await Promise.all(jobs);
  // pdftoppm pads page numbers to the width of the page count; rename to our fixed scheme.
  const produced = (await fs.readdir(outDir)).filter((f) => /^p-\d+\.ppm$/.test(f));
  const ordered = produced.sort((a, b) => Number(a.slice(2, -4)) - Number(b.slice(2, -4)));
  const states = new Map<number, string[]>();
  // A few pages at a time: each holds a 6 MB pixel buffer, and each highlight state a copy.
  const names = await mapLimit(ordered, Math.max(4, parallel), async (f) => {
    const index = Number(f.slice(2, -4)) - 1;
    const name = `slide_${String(index).padStart(3, "0")}.png`;
    const ppm = path.join(outDir, f);
    const image = parsePnm(await fs.readFile(ppm));
    if (!image || image.channels !== 3) throw new Error(`pdftoppm wrote an unexpected image for page ${index + 1}`);
    const pixels = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
    const { width, height } = image;
    await sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 6 }).toFile(path.join(outDir, name));
    const rects = rectsOf(index);
    if (rects) states.set(index, await writeHighlightStates({ width, height, pixels }, rects, outDir, name));
    await fs.rm(ppm);
    return name;
  });
  return { names, states };
}
