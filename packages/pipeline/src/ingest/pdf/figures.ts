import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { runToolOk } from "../../process/run-tool.js";
import { normaliseFigure } from "../figure-image.js";
import { watchFigure } from "../figure-watch.js";
import type { BodyStyle } from "./body-style.js";
import type { Caption } from "./captions.js";
import { figureRegion, type Region } from "./figure-regions.js";
import { renderMasks, type PageMask } from "./page-masks.js";
import { parsePnm } from "../../process/pnm.js";
import { XML_ZOOM, type PdfPage, type TextLine } from "./pdf-types.js";
import { extractPageImages, type RasterImage } from "./raster-images.js";

export const MAX_FIGURES = 40;
const MASK_DPI = 50;
const CROP_DPI = 150;
const CROP_TIMEOUT_MS = 20_000;

/** A figure written to images/, with where it sits so it can be given a section. */
export interface PlacedFigure {
  name: string;
  caption: string;
  /** Line index the figure is anchored at (its caption), for the section lookup. */
  anchor: number;
  page: number;
  top: number;
  /** Where the figure is drawn, so its labels are not read as body text. */
  region?: Region;
}

interface Planned {
  page: number;
  top: number;
  anchor: number;
  caption: string;
  region?: Region;
  raster?: RasterImage;
}

/**
 * Renders the region at 150 dpi. pdftoppm writes an uncompressed pixmap (its own PNG encoder
 * costs more than the rendering); sharp stores it as a PNG for normaliseFigure to compress once.
 */
async function cropRegion(pdfPath: string, region: Region, workDir: string, stem: string): Promise<string> {
  const scale = CROP_DPI / 72 / XML_ZOOM;
  const prefix = path.join(workDir, stem);
  const x = Math.floor(region.left * scale);
  const y = Math.floor(region.top * scale);
  const w = Math.ceil((region.right - region.left) * scale);
  const h = Math.ceil((region.bottom - region.top) * scale);
  // Link annotations (hyperref's coloured boxes) are drawn by viewers, not part of the figure.
  await runToolOk("pdftoppm", ["-hide-annotations", "-r", String(CROP_DPI), "-f", String(region.page), "-l", String(region.page), "-x", String(x), "-y", String(y), "-W", String(w), "-H", String(h), "-singlefile", pdfPath, prefix], {
    cwd: workDir,
    timeoutMs: CROP_TIMEOUT_MS,
    sandbox: { read: [pdfPath] },
  });
  const pixmap = parsePnm(await fs.readFile(`${prefix}.ppm`));
  if (!pixmap) throw new Error("the page could not be rendered");
  await sharp(pixmap.data, { raw: { width: pixmap.width, height: pixmap.height, channels: pixmap.channels } })
    .png({ compressionLevel: 0 })
    .toFile(`${prefix}.png`);
  await fs.rm(`${prefix}.ppm`, { force: true });
  return `${prefix}.png`;
}

/** The caption text for each figure number: the longest version printed (a legend beats a bare label). */
function captionTexts(captions: readonly Caption[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of captions) if (c.text.length > (out.get(c.number)?.length ?? -1)) out.set(c.number, c.text);
  return out;
}

/**
 * Finds and writes the paper's figures: for each "Figure N" caption, the page region of the
 * figure it labels (vector or raster, cropped at 150 dpi); then embedded raster images on pages
 * where no captioned figure was found (figures at the end of a manuscript, uncaptioned images).
 * Files are fig_01, fig_02 ... in document order.
 */
export async function extractFigures(
  pdfPath: string,
  pages: readonly PdfPage[],
  lines: readonly TextLine[],
  captions: readonly Caption[],
  tables: readonly Caption[],
  rasters: readonly RasterImage[],
  body: BodyStyle,
  imagesDir: string,
  workDir: string,
  warnings: string[],
  deadline = Infinity,
): Promise<{ figures: PlacedFigure[]; tableRegions: Region[] }> {
  if (performance.now() > deadline) {
    warnings.push("Figures were skipped: reading this PDF took too long.");
    return { figures: [], tableRegions: [] };
  }
  const captionPages = [...captions, ...tables].map((c) => c.page);
  const allCaptions = [...captions, ...tables];
  let masks = new Map<number, PageMask>();
  try {
    masks = await renderMasks(pdfPath, [...captionPages, ...rasters.map((r) => r.page)].slice(0, 120), workDir, "graphics", MASK_DPI);
  } catch (err) {
    warnings.push(`Figure areas could not be measured: ${err instanceof Error ? err.message : String(err)}`);
  }
  const texts = captionTexts(captions);
  const pageSize = new Map(pages.map((p) => [p.number, p]));

  const planned: Planned[] = [];
  const placedNumbers = new Set<string>();
  for (const c of captions) {
    if (placedNumbers.has(c.number)) continue;
    const page = pageSize.get(c.page);
    const mask = masks.get(c.page);
    if (!page || !mask) continue;
    const region = figureRegion(c, lines, allCaptions, mask, page.width, page.height, body);
    if (!region) continue;
    placedNumbers.add(c.number);
    planned.push({ page: c.page, top: region.top, anchor: c.start, caption: texts.get(c.number) ?? c.text, region });
  }

  // Tables are not images for the slides, but their cells are not prose either.
  const tableRegions: Region[] = [];
  for (const t of tables) {
    const page = pageSize.get(t.page);
    const mask = masks.get(t.page);
    const region = page && mask ? figureRegion(t, lines, allCaptions, mask, page.width, page.height, body, "table") : undefined;
    if (region) tableRegions.push(region);
  }

  const pagesWithRegion = new Set(planned.map((p) => p.page));
  for (const r of rasters) {
    if (pagesWithRegion.has(r.page)) continue;
    // An uncaptioned image takes the caption of a figure label on its page, when there is one.
    const onPage = captions.find((c) => c.page === r.page && !placedNumbers.has(c.number));
    const anchor = onPage?.start ?? lines.findIndex((l) => l.page >= r.page);
    if (onPage) placedNumbers.add(onPage.number);
    planned.push({ page: r.page, top: onPage?.top ?? 0, anchor: Math.max(0, anchor), caption: onPage ? (texts.get(onPage.number) ?? "") : "", raster: r });
  }
  planned.sort((a, b) => a.page - b.page || a.top - b.top);

  if (planned.length > MAX_FIGURES) warnings.push(`Only the first ${MAX_FIGURES} of ${planned.length} figures were kept.`);
  const kept = planned.slice(0, MAX_FIGURES);

  // Rendering is the slow part: crops and page image dumps run side by side (the shared tool
  // semaphore bounds them); names are handed out afterwards in document order.
  const pageImages = new Map<number, Promise<Map<RasterImage, string>>>();
  const sources = await Promise.all(
    kept.map(async (p, i): Promise<string | undefined> => {
      if (performance.now() > deadline) return undefined;
      try {
        if (p.region) return await cropRegion(pdfPath, p.region, workDir, `crop-${i}`);
        if (!p.raster) return undefined;
        let files = pageImages.get(p.page);
        if (!files) {
          files = extractPageImages(pdfPath, p.page, rasters.filter((r) => r.page === p.page), workDir);
          pageImages.set(p.page, files);
        }
        return (await files).get(p.raster);
      } catch (err) {
        warnings.push(`A figure on page ${p.page} could not be extracted: ${err instanceof Error ? err.message : String(err)}`);
        return undefined;
      }
    }),
  );

  const out: PlacedFigure[] = [];
  for (const [i, p] of kept.entries()) {
    const source = sources[i];
    if (!source) continue;
    try {
      const name = await watchFigure(`the figure on page ${p.page}`, () => normaliseFigure(source, imagesDir, `fig_${String(out.length + 1).padStart(2, "0")}`, workDir));
      out.push({ name, caption: p.caption, anchor: p.anchor, page: p.page, top: p.top, region: p.region });
    } catch (err) {
      warnings.push(`A figure on page ${p.page} could not be converted: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return { figures: out, tableRegions };
}
