import fs from "node:fs/promises";
import path from "node:path";
import { runTool, runToolOk } from "../../process/run-tool.js";

const PDFIMAGES_TIMEOUT_MS = 30_000;
/** Smaller images are icons, bullets, rules or logos, not figures. */
const MIN_SIDE = 120;
const MIN_AREA = 40_000;

export interface RasterImage {
  page: number;
  /** Position among the page's images as pdfimages numbers its output files. */
  indexOnPage: number;
  width: number;
  height: number;
}

/**
 * Embedded raster images worth showing, from `pdfimages -list`: real images (not soft masks or
 * stencils), big enough, and not an object repeated on several pages (logos, banners).
 */
export function parseImageList(listing: string): RasterImage[] {
  const rows: { page: number; num: number; type: string; width: number; height: number; object: string }[] = [];
  for (const line of listing.split("\n").slice(2)) {
    const cols = line.trim().split(/\s+/);
    if (cols.length < 12) continue;
    const [page, num, type, width, height] = cols;
    rows.push({ page: Number(page), num: Number(num), type: type ?? "", width: Number(width), height: Number(height), object: `${cols[10] ?? ""}/${cols[11] ?? ""}` });
  }
  const firstNum = new Map<number, number>();
  const pagesOfObject = new Map<string, Set<number>>();
  for (const r of rows) {
    if (!firstNum.has(r.page)) firstNum.set(r.page, r.num);
    pagesOfObject.set(r.object, (pagesOfObject.get(r.object) ?? new Set<number>()).add(r.page));
  }
  const seen = new Set<string>();
  const out: RasterImage[] = [];
  for (const r of rows) {
    if (r.type !== "image" || r.width < MIN_SIDE || r.height < MIN_SIDE || r.width * r.height < MIN_AREA) continue;
    if ((pagesOfObject.get(r.object)?.size ?? 0) > 1 || seen.has(r.object)) continue;
    seen.add(r.object);
    out.push({ page: r.page, indexOnPage: r.num - (firstNum.get(r.page) ?? 0), width: r.width, height: r.height });
  }
  return out;
}

export async function listRasterImages(pdfPath: string, lastPage: number, workDir: string): Promise<RasterImage[]> {
  const result = await runTool("pdfimages", ["-list", "-f", "1", "-l", String(lastPage), pdfPath], { cwd: workDir, timeoutMs: PDFIMAGES_TIMEOUT_MS, maxOutputBytes: 4 * 1024 * 1024, sandbox: { read: [pdfPath] } });
  return result.code === 0 ? parseImageList(result.stdout.toString("utf8")) : [];
}

/** Writes the page's images (JPEG as is, everything else as PNG) and returns the file of each wanted one. */
export async function extractPageImages(pdfPath: string, page: number, wanted: readonly RasterImage[], workDir: string): Promise<Map<RasterImage, string>> {
  const dir = await fs.mkdtemp(path.join(workDir, `images-p${page}-`));
  await runToolOk("pdfimages", ["-png", "-j", "-f", String(page), "-l", String(page), pdfPath, path.join(dir, "img")], { cwd: dir, timeoutMs: PDFIMAGES_TIMEOUT_MS, sandbox: { read: [pdfPath] } });
  const files = await fs.readdir(dir);
  const out = new Map<RasterImage, string>();
  for (const image of wanted) {
    const stem = `img-${String(image.indexOnPage).padStart(3, "0")}.`;
    const file = files.find((f) => f.startsWith(stem));
    if (file) out.set(image, path.join(dir, file));
  }
  return out;
}
