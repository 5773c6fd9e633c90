import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { runToolOk } from "../process/run-tool.js";

/**
 * How a compiled deck uses its slides, measured on the PDF as a viewer sees it:
 * - figure share: the placed area of the slide's figures over the page area (pdfimages gives each
 *   image's pixels and its resolution on the page, so its placed size in points);
 * - inked body height: on a page rendered in grey, the rows between the title rule and the
 *   footer rule that hold anything, from the first to the last, over the height between the rules.
 */
export interface PageLayout {
  page: number;
  /** 0–1; 0 on pages without a figure. */
  figureShare: number;
  /** 0–1; null on pages without both rules (title and closing pages). */
  inkedBody: number | null;
}

const RENDER_DPI = 40;
/** Grey levels: darker than INK is ink; the rules are light grey (C9D1DC ≈ 208) and span most of the width. */
const INK = 200;
const RULE_MIN = 150;
const RULE_MAX = 235;

async function figureAreas(pdf: string, cwd: string): Promise<Map<number, { area: number }>> {
  const { stdout } = await runToolOk("pdfimages", ["-list", pdf], { cwd, timeoutMs: 30_000 });
  const out = new Map<number, { area: number }>();
  for (const line of stdout.toString("utf8").split("\n").slice(2)) {
    const cols = line.trim().split(/\s+/);
    // page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio
    if (cols.length < 14 || cols[2] !== "image") continue;
    const [page, w, h, xppi, yppi] = [cols[0], cols[3], cols[4], cols[12], cols[13]].map(Number) as [number, number, number, number, number];
    if (!(xppi > 0 && yppi > 0)) continue;
    const area = ((w / xppi) * 72) * ((h / yppi) * 72);
    out.set(page, { area: (out.get(page)?.area ?? 0) + area });
  }
  return out;
}

async function pageSize(pdf: string, cwd: string): Promise<{ w: number; h: number; pages: number }> {
  const { stdout } = await runToolOk("pdfinfo", [pdf], { cwd, timeoutMs: 30_000 });
  const text = stdout.toString("utf8");
  const size = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(text);
  const pages = /Pages:\s+(\d+)/.exec(text);
  return { w: Number(size?.[1] ?? 0), h: Number(size?.[2] ?? 0), pages: Number(pages?.[1] ?? 0) };
}

/** Rows of a grey page: which hold ink, which are a rule across most of the width. */
async function inkedBody(png: string): Promise<number | null> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const rules: number[] = [];
  const ink: boolean[] = [];
  for (let y = 0; y < height; y += 1) {
    let dark = 0;
    let rule = 0;
    for (let x = 0; x < width; x += 1) {
      const v = data[y * width + x] ?? 255;
      if (v < INK) dark += 1;
      if (v >= RULE_MIN && v <= RULE_MAX) rule += 1;
    }
    ink.push(dark > 0);
    if (rule > width * 0.7) rules.push(y);
  }
  const top = rules[0];
  const bottom = rules[rules.length - 1];
  if (top === undefined || bottom === undefined || bottom - top < height * 0.3) return null;
  // Skip the rules' own anti-aliased rows.
  let first = -1;
  let last = -1;
  for (let y = top + 2; y < bottom - 1; y += 1) {
    if (!ink[y]) continue;
    if (first < 0) first = y;
    last = y;
  }
  return first < 0 ? 0 : (last - first + 1) / (bottom - top);
}

export async function measureLayout(pdf: string, workDir: string): Promise<PageLayout[]> {
  const dir = await fs.mkdtemp(path.join(workDir, "layout-"));
  try {
    const [{ w, h, pages }, figures] = await Promise.all([pageSize(pdf, dir), figureAreas(pdf, dir)]);
    await runToolOk("pdftoppm", ["-r", String(RENDER_DPI), "-gray", "-png", pdf, path.join(dir, "p")], { cwd: dir, timeoutMs: 120_000 });
    const files = (await fs.readdir(dir)).filter((f) => f.endsWith(".png")).sort();
    const out: PageLayout[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const file = files[page - 1];
      out.push({
        page,
        figureShare: w > 0 && h > 0 ? Math.min(1, (figures.get(page)?.area ?? 0) / (w * h)) : 0,
        inkedBody: file ? await inkedBody(path.join(dir, file)) : null,
      });
    }
    return out;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
}
