import fs from "node:fs/promises";
import path from "node:path";
import { runToolOk } from "../process/run-tool.js";

/**
 * One 1920×1080 PNG per page, named slide_000.png …, written into outDir. Pages are split into
 * one pdftoppm run per tool slot, since PNG compression dominates and runs on one core each.
 */
export async function renderPreviews(pdf: string, pages: number, outDir: string, parallel: number): Promise<string[]> {
  await fs.mkdir(outDir, { recursive: true });
  const runs = Math.max(1, Math.min(parallel, pages));
  const per = Math.ceil(pages / runs);
  const jobs: Promise<unknown>[] = [];
  for (let first = 1; first <= pages; first += per) {
    const last = Math.min(pages, first + per - 1);
    const args = ["-png", "-f", String(first), "-l", String(last), "-scale-to-x", "1920", "-scale-to-y", "1080", pdf, path.join(outDir, "p")];
    jobs.push(runToolOk("pdftoppm", args, { cwd: outDir, timeoutMs: 60_000 }));
  }
  await Promise.all(jobs);
  // pdftoppm pads page numbers to the width of the page count; rename to our fixed scheme.
  const produced = (await fs.readdir(outDir)).filter((f) => /^p-\d+\.png$/.test(f));
  const names: string[] = [];
  for (const f of produced.sort((a, b) => Number(a.slice(2, -4)) - Number(b.slice(2, -4)))) {
    const name = `slide_${String(Number(f.slice(2, -4)) - 1).padStart(3, "0")}.png`;
    await fs.rename(path.join(outDir, f), path.join(outDir, name));
    names.push(name);
  }
  return names;
}
