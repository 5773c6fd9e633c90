import fsSync from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { PaperFigure } from "@lectern/contract";
import { writeFileAtomic } from "../../workspace/atomic.js";
import { normaliseFigure, sniffFileKind } from "../figure-image.js";
import { watchFigure } from "../figure-watch.js";
import { compositePanels, type Panel } from "./composite.js";
import type { FigureDraft } from "./document-builder.js";
import { GraphicFinder } from "./graphic-files.js";
import { LATEX_LIMITS } from "./limits.js";
import { mapCostliestFirst } from "./map-costliest-first.js";
import { rasterisePdf } from "./rasterise-pdf.js";
import type { ProjectRoot } from "./source-files.js";
import type { Warnings } from "./warnings.js";

interface Job {
  name: string;
  caption: string;
  sectionKey: string | null;
  panels: { file: string; width: number | null; rowBreak: boolean }[];
}

/** normaliseFigure, with PDFs rasterised first by our faster, fallback-guarded route. */
async function normalise(input: string, outDir: string, baseName: string, workDir: string): Promise<string> {
  const source = (await sniffFileKind(input)) === "pdf" ? await rasterisePdf(input, workDir, baseName) : input;
  try {
    return await normaliseFigure(source, outDir, baseName, workDir);
  } finally {
    if (source !== input) await fs.rm(source, { force: true });
  }
}

/** A figure's likely conversion time, by the bytes of its files (a large PDF is a heavy plot). */
function sizeOf(file: string): number {
  try {
    return fsSync.statSync(file).size;
  } catch {
    return 0;
  }
}

/**
 * Turns figure drafts into images/fig_NN.png|jpg: files are found first (missing ones are
 * warnings, a figure with none is skipped), names are given in document order, then each
 * figure is rasterised (PDF/EPS via the shared tool slots) and multi-panel figures composited.
 */
export async function writeFigures(
  drafts: FigureDraft[],
  root: ProjectRoot,
  imagesDir: string,
  workDir: string,
  warnings: Warnings,
): Promise<PaperFigure[]> {
  const finder = new GraphicFinder(root);
  const jobs: Job[] = [];
  for (const draft of drafts) {
    if (jobs.length >= LATEX_LIMITS.maxFigures) {
      warnings.add(`Only the first ${LATEX_LIMITS.maxFigures} figures were kept.`);
      break;
    }
    const panels: Job["panels"] = [];
    for (const g of draft.graphics.slice(0, LATEX_LIMITS.maxPanelsPerFigure)) {
      const hit = finder.find(g.path, g.bases);
      if ("file" in hit) panels.push({ file: hit.file, width: g.width, rowBreak: g.rowBreak });
      else if (hit.error === "outside") warnings.add(`Ignored a figure path outside the project: ${g.path.slice(0, 120)}`);
      else warnings.add(`Figure file not found: ${g.path.slice(0, 120)}`);
    }
    if (panels.length === 0) continue;
    jobs.push({ name: `fig_${String(jobs.length + 1).padStart(2, "0")}`, caption: draft.caption, sectionKey: draft.sectionKey, panels });
  }
  if (jobs.length === 0) return [];
  await fs.mkdir(imagesDir, { recursive: true });
  await fs.mkdir(workDir, { recursive: true });

  const cost = (job: Job): number => job.panels.reduce((sum, panel) => sum + sizeOf(panel.file), 0);
  const written = await mapCostliestFirst(jobs, LATEX_LIMITS.figureConcurrency, cost, (job) => watchFigure(root.rel((job.panels[0] as Panel).file), () => convertJob(job)));
  return written.filter((f): f is PaperFigure => f !== null);

  async function convertJob(job: Job): Promise<PaperFigure | null> {
    try {
      if (job.panels.length === 1) {
        const file = await normalise((job.panels[0] as Panel).file, imagesDir, job.name, workDir);
        return { name: file, caption: job.caption, section_key: job.sectionKey };
      }
      const partsDir = path.join(workDir, `${job.name}-parts`);
      await fs.mkdir(partsDir, { recursive: true });
      const parts: Panel[] = [];
      for (const [k, p] of job.panels.entries()) {
        try {
          // Raster panels go into the composite as they are (it re-encodes everything anyway).
          const kind = await sniffFileKind(p.file);
          const file = ["png", "jpeg", "gif", "webp", "tiff"].includes(kind) ? p.file : path.join(partsDir, await normalise(p.file, partsDir, `${job.name}-p${k}`, workDir));
          parts.push({ file, width: p.width, rowBreak: p.rowBreak });
        } catch {
          warnings.add(`Could not read figure file ${root.rel(p.file)}.`);
        }
      }
      if (parts.length === 0) return null;
      const { data, ext } = await compositePanels(parts);
      // Flushed with the rest of images/ at the end of ingest.
      await writeFileAtomic(path.join(imagesDir, `${job.name}.${ext}`), data, { flush: false });
      await fs.rm(partsDir, { recursive: true, force: true });
      return { name: `${job.name}.${ext}`, caption: job.caption, section_key: job.sectionKey };
    } catch {
      warnings.add(`Could not convert the image of ${job.name} (${root.rel((job.panels[0] as Panel).file)}).`);
      return null;
    }
  }
}
