import fs from "node:fs/promises";
import path from "node:path";
import { runTool } from "../../process/run-tool.js";
import { parsePnm } from "../../process/pnm.js";

/** A low-resolution greyscale rendering of a page: 0 is black, 255 white. */
export interface PageMask {
  width: number;
  height: number;
  /** Pixels per PDF point. */
  scale: number;
  data: Uint8Array;
}

const GS_TIMEOUT_MS = 45_000;

/** Parses a binary PGM (P5, 8-bit) as written by ghostscript's pgmraw device. */
export function parsePgm(buf: Buffer): Omit<PageMask, "scale"> | undefined {
  const pnm = parsePnm(buf);
  return pnm && pnm.channels === 1 ? { width: pnm.width, height: pnm.height, data: pnm.data } : undefined;
}

/**
 * Renders pages with ghostscript leaving out either the text ("graphics": what figures are
 * drawn with) or everything but the text ("text": what a reader actually sees of it, clipping
 * and white-on-white applied). One gs run for all pages; pages it cannot render are missing
 * from the result rather than failing the ingest.
 */
export async function renderMasks(pdfPath: string, pages: readonly number[], workDir: string, content: "graphics" | "text", dpi: number): Promise<Map<number, PageMask>> {
  const masks = new Map<number, PageMask>();
  const wanted = [...new Set(pages)].sort((a, b) => a - b);
  if (wanted.length === 0) return masks;
  const dir = await fs.mkdtemp(path.join(workDir, `mask-${content}-`));
  const filters = content === "graphics" ? ["-dFILTERTEXT"] : ["-dFILTERIMAGE", "-dFILTERVECTOR"];
  await runTool(
    "gs",
    ["-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-dNOINTERPOLATE", "-sDEVICE=pgmraw", `-r${dpi}`, ...filters, `-sPageList=${wanted.join(",")}`, `-sOutputFile=${path.join(dir, "p-%04d.pgm")}`, pdfPath],
    { cwd: dir, timeoutMs: GS_TIMEOUT_MS, maxOutputBytes: 1024 * 1024, sandbox: { read: [pdfPath] } },
  );
  // gs numbers its output files 1..n in page-list order.
  for (let i = 0; i < wanted.length; i += 1) {
    const page = wanted[i];
    if (page === undefined) continue;
    try {
      const parsed = parsePgm(await fs.readFile(path.join(dir, `p-${String(i + 1).padStart(4, "0")}.pgm`)));
      if (parsed) masks.set(page, { ...parsed, scale: dpi / 72 });
    } catch {
      // A page gs could not render simply has no mask.
    }
  }
  await fs.rm(dir, { recursive: true, force: true });
  return masks;
}

/** Count of dark pixels inside a rectangle given in PDF points. */
export function inkIn(mask: PageMask, x0: number, y0: number, x1: number, y1: number, threshold = 200): number {
  const ax = Math.max(0, Math.floor(x0 * mask.scale));
  const ay = Math.max(0, Math.floor(y0 * mask.scale));
  const bx = Math.min(mask.width, Math.ceil(x1 * mask.scale));
  const by = Math.min(mask.height, Math.ceil(y1 * mask.scale));
  let n = 0;
  for (let y = ay; y < by; y += 1) {
    const row = y * mask.width;
    for (let x = ax; x < bx; x += 1) if ((mask.data[row + x] ?? 255) < threshold) n += 1;
  }
  return n;
}
