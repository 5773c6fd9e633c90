import fs from "node:fs";
import path from "node:path";
import { runToolOk } from "../../process/run-tool.js";

/** Long side of a rasterised PDF figure: sharp on a 1080p slide, and about half the cost of 2000 px. */
const SIDE = "1400";
/** Poppler's splash renderer is fast on ordinary plots but can take minutes on plots with millions of paths. */
const SPLASH_TIMEOUT_MS = 4_000;
const CAIRO_TIMEOUT_MS = 15_000;
/** Above this a one-page figure is probably such a plot: go straight to cairo, which copes in seconds. */
const HEAVY_PDF_BYTES = 1_500_000;

/**
 * Page 1 of a PDF figure as an uncompressed TIFF in workDir (poppler's own PNG encoder costs
 * more than the rendering; sharp re-encodes it in milliseconds): pdftoppm first, pdftocairo when the file looks
 * heavy or pdftoppm is too slow. Both run through runTool (argument arrays, timeouts, the
 * shared concurrency limit). Returns the TIFF's path; throws when neither manages.
 */
export async function rasterisePdf(input: string, workDir: string, baseName: string): Promise<string> {
  const prefix = path.join(workDir, `${baseName}-pdf`);
  const heavy = fs.statSync(input).size > HEAVY_PDF_BYTES;
  if (!heavy) {
    try {
      await runToolOk("pdftoppm", ["-tiff", "-f", "1", "-l", "1", "-singlefile", "-scale-to", SIDE, input, prefix], { cwd: workDir, timeoutMs: SPLASH_TIMEOUT_MS, sandbox: { read: [input] } });
      return `${prefix}.tif`;
    } catch {
      // fall through to cairo
    }
  }
  await runToolOk("pdftocairo", ["-tiff", "-f", "1", "-l", "1", "-singlefile", "-scale-to", SIDE, input, prefix], { cwd: workDir, timeoutMs: CAIRO_TIMEOUT_MS, sandbox: { read: [input] } });
  return `${prefix}.tif`;
}
