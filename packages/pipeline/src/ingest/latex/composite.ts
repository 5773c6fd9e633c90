import sharp, { type OverlayOptions } from "sharp";

export interface Panel {
  file: string;
  /** Share of the line width in the source layout, when known. */
  width: number | null;
  rowBreak: boolean;
}

const MAX_PANEL_HEIGHT = 700;
const MAX_SIDE = 2400;
const GAP = 12;

/** Groups panels into rows the way the source lays them out: explicit breaks, then line width. */
export function layoutRows<T extends { width: number | null; rowBreak: boolean }>(panels: T[]): T[][] {
  const fallback = 1 / Math.min(Math.max(panels.length, 1), 3);
  const rows: T[][] = [];
  let row: T[] = [];
  let used = 0;
  for (const p of panels) {
    const w = p.width ?? fallback;
    if (row.length > 0 && (p.rowBreak || used + w > 1.1)) {
      rows.push(row);
      row = [];
      used = 0;
    }
    row.push(p);
    used += w;
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

/**
 * One image from several panels (subfigures, image grids): rows scaled to a common height,
 * centred on white, the whole kept under MAX_SIDE pixels. JPEG when every panel is a photo.
 */
export async function compositePanels(panels: Panel[]): Promise<{ data: Buffer; ext: "png" | "jpg" }> {
  const metas = await Promise.all(panels.map(async (p) => ({ p, meta: await sharp(p.file).metadata() })));
  const rows = layoutRows(metas.map((m) => ({ ...m, width: m.p.width, rowBreak: m.p.rowBreak })));
  const placed: { file: string; w: number; h: number; row: number }[] = [];
  const rowSizes: { w: number; h: number }[] = [];
  rows.forEach((row, r) => {
    const h = Math.max(1, Math.min(MAX_PANEL_HEIGHT, ...row.map((m) => m.meta.height ?? MAX_PANEL_HEIGHT)));
    let w = 0;
    for (const m of row) {
      const pw = Math.max(1, Math.round(((m.meta.width ?? h) * h) / Math.max(1, m.meta.height ?? h)));
      placed.push({ file: m.p.file, w: pw, h, row: r });
      w += pw + GAP;
    }
    rowSizes.push({ w: Math.max(1, w - GAP), h });
  });
  const rawW = Math.max(...rowSizes.map((s) => s.w));
  const rawH = rowSizes.reduce((a, s) => a + s.h, 0) + GAP * (rowSizes.length - 1);
  const scale = Math.min(1, MAX_SIDE / Math.max(rawW, rawH));
  const W = Math.max(1, Math.round(rawW * scale));
  const H = Math.max(1, Math.round(rawH * scale));

  // Positions first, then every panel resized at once (libvips spreads the work over its threads).
  const jobs: { file: string; w: number; h: number; left: number; top: number }[] = [];
  let top = 0;
  for (let r = 0; r < rowSizes.length; r += 1) {
    const size = rowSizes[r] as { w: number; h: number };
    let left = Math.round(((rawW - size.w) / 2) * scale);
    for (const p of placed.filter((x) => x.row === r)) {
      const y = Math.min(Math.round(top), H - 1);
      const x = Math.min(left, W - 1);
      // Rounding must never push a panel past the canvas edge (sharp refuses that).
      const w = Math.max(1, Math.min(Math.round(p.w * scale), W - x));
      const h = Math.max(1, Math.min(Math.round(p.h * scale), H - y));
      jobs.push({ file: p.file, w, h, left: x, top: y });
      left += Math.round(p.w * scale) + Math.round(GAP * scale);
    }
    top += (size.h + GAP) * scale;
  }
  const layers: OverlayOptions[] = await Promise.all(
    jobs.map(async (j) => ({
      input: await sharp(j.file).resize({ width: j.w, height: j.h, fit: "fill" }).flatten({ background: "#ffffff" }).png({ compressionLevel: 0 }).toBuffer(),
      left: j.left,
      top: j.top,
    })),
  );
  const canvas = sharp({ create: { width: W, height: H, channels: 3, background: "#ffffff" } }).composite(layers);
  const allJpeg = metas.every((m) => m.meta.format === "jpeg");
  return allJpeg ? { data: await canvas.jpeg({ quality: 85 }).toBuffer(), ext: "jpg" } : { data: await canvas.png({ compressionLevel: 6 }).toBuffer(), ext: "png" };
}
