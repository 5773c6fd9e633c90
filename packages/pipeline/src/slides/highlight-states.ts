import path from "node:path";
import sharp from "sharp";
import type { PageRect } from "./bullet-positions.js";

/** The theme's accent (lecAccent, #1E4E8C): the bar beside the spoken point. */
const ACCENT = [0x1e, 0x4e, 0x8c] as const;
/** How far the other points fade towards the white page: their text stays readable, at a glance secondary. */
const DIM = 0.6;
/** The bar, in points of the 455 pt page: its width and its gap to the bullet marker. */
const BAR_PT = 3;
const BAR_GAP_PT = 3.5;
const PAGE_WIDTH_PT = 455.24;

export interface RawImage {
  width: number;
  height: number;
  /** RGB, 3 bytes a pixel, rows top to bottom. */
  pixels: Buffer;
}

interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function toPixels(r: PageRect, img: RawImage): PixelBox {
  const clampX = (v: number) => Math.max(0, Math.min(img.width, Math.round(v * img.width)));
  const clampY = (v: number) => Math.max(0, Math.min(img.height, Math.round(v * img.height)));
  return { x0: clampX(r.left), y0: clampY(r.top), x1: clampX(r.right), y1: clampY(r.bottom) };
}

function fade(img: RawImage, box: PixelBox): void {
  for (let y = box.y0; y < box.y1; y += 1) {
    const row = y * img.width * 3;
    for (let i = row + box.x0 * 3; i < row + box.x1 * 3; i += 1) {
      const v = img.pixels[i] ?? 255;
      img.pixels[i] = Math.round(v + (255 - v) * DIM);
    }
  }
}

function fill(img: RawImage, box: PixelBox, rgb: readonly [number, number, number]): void {
  for (let y = box.y0; y < box.y1; y += 1) {
    for (let x = box.x0; x < box.x1; x += 1) {
      const i = (y * img.width + x) * 3;
      img.pixels[i] = rgb[0];
      img.pixels[i + 1] = rgb[1];
      img.pixels[i + 2] = rgb[2];
    }
  }
}

/**
 * The page with point `active` emphasised: every other point faded towards white, and a bar in
 * the accent colour in the margin beside the active one, as tall as its lines.
 */
export function highlightState(page: RawImage, rects: readonly PageRect[], active: number): RawImage {
  const out: RawImage = { ...page, pixels: Buffer.from(page.pixels) };
  rects.forEach((r, i) => {
    if (i !== active) fade(out, toPixels(r, out));
  });
  const target = rects[active];
  if (target) {
    const box = toPixels(target, out);
    const pt = out.width / PAGE_WIDTH_PT;
    const x1 = Math.max(0, box.x0 - Math.round(BAR_GAP_PT * pt));
    fill(out, { x0: Math.max(0, x1 - Math.round(BAR_PT * pt)), y0: box.y0, x1, y1: box.y1 }, ACCENT);
  }
  return out;
}

/** Name of point `point`'s state of a preview: slide_003.png → slide_003_h1.png (1-based, like pages). */
export const stateName = (slide: string, point: number): string => slide.replace(/\.png$/, `_h${point + 1}.png`);

/**
 * Writes one PNG per point of a page (none when it has fewer than two points: a lone point has
 * nothing to stand out from). These frames only feed the video encoder, so they are compressed
 * lightly: zlib level 1 is about three times faster than the previews' 6.
 */
export async function writeHighlightStates(page: RawImage, rects: readonly PageRect[], outDir: string, slide: string): Promise<string[]> {
  if (rects.length < 2) return [];
  return Promise.all(
    rects.map(async (_, i) => {
      const state = highlightState(page, rects, i);
      const name = stateName(slide, i);
      await sharp(state.pixels, { raw: { width: state.width, height: state.height, channels: 3 } })
        .png({ compressionLevel: 1 })
        .toFile(path.join(outDir, name));
      return name;
    }),
  );
}
