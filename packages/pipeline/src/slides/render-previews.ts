import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { runToolOk } from "../process/run-tool.js";

/** Width, height and pixel bytes of a binary PPM (P6, maxval 255), as pdftoppm writes it. */
function readPpm(buf: Buffer): { width: number; height: number; pixels: Buffer } {
  const fields: string[] = [];
  let i = 0;
  while (fields.length < 4) {
    while (i < buf.length && /\s/.test(String.fromCharCode(buf[i] ?? 0))) i += 1;
    const start = i;
    while (i < buf.length && !/\s/.test(String.fromCharCode(buf[i] ?? 0))) i += 1;
    fields.push(buf.toString("latin1", start, i));
  }
  const [magic, width, height, maxval] = fields;
  if (magic !== "P6" || maxval !== "255") throw new Error(`unexpected preview format ${magic}/${maxval}`);
  return { width: Number(width), height: Number(height), pixels: buf.subarray(i + 1) };
}

/**
 * One 1920×1080 PNG per page, named slide_000.png …, written into outDir. pdftoppm's own PNG
 * writer spends ~290 ms a page compressing; it writes raw PPM in ~55 ms and sharp encodes the
 * PNG in ~20 ms (zlib level 6, same size), so previews cost a quarter of what they did.
 * Pages are split into one pdftoppm run per tool slot.
 */
export async function renderPreviews(pdf: string, pages: number, outDir: string, parallel: number): Promise<string[]> {
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
  return Promise.all(
    ordered.map(async (f) => {
      const name = `slide_${String(Number(f.slice(2, -4)) - 1).padStart(3, "0")}.png`;
      const ppm = path.join(outDir, f);
      const { width, height, pixels } = readPpm(await fs.readFile(ppm));
      await sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 6 }).toFile(path.join(outDir, name));
      await fs.rm(ppm);
      return name;
    }),
  );
}
