import { writingSystemOf } from "../writing-systems.js";
import { wrapLines } from "../text-metrics.js";
import type { PptxParagraph } from "./pptx-content.js";
import { PPTX_PAGE as P, PPTX_SIZES as S } from "./pptx-style.js";

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where a section slide's bullets and figure go (inches), the bullets' type size and the space after each (points). */
export interface SectionPlacement {
  fontSize: number;
  gap: number;
  text: Box | null;
  image: Box | null;
}

/** Bullet sizes tried, largest first; below the last the text would no longer read from the back. */
const SIZES = [S.bullet, 20, 18, 16].filter((size, i, all) => all.indexOf(size) === i);
/** A slide of bullets alone may use larger type, as the Beamer deck's text-only frames do. */
const TEXT_ONLY_SIZES = [28, 26, 24, ...SIZES].filter((size, i, all) => all.indexOf(size) === i);
const SMALLEST = SIZES.at(-1) ?? S.bullet;
/**
 * Line distance as a multiple of the type size, by the tallest script in a paragraph: the Noto
 * CJK and Indic fonts have much taller ascenders and descenders than Arial (measured in LibreOffice).
 */
function leading(text: string): number {
  for (const ch of text) {
    const script = writingSystemOf(ch.codePointAt(0) ?? 0);
    if (script) return script.id === "cjk" ? 1.45 : 1.6;
  }
  return 1.2;
}
/** Bullets alone spread their gaps to fill this share of the body, each gap at most MAX_GAP sizes. */
const FILL = 0.8;
const MAX_GAP = 2.2;
/** Space between the text and the figure. */
const GUTTER = 0.25;
/** Shares of the text width a figure beside the bullets may take. */
const SIDE_SHARES = [0.55, 0.5, 0.45, 0.4, 0.35];
/**
 * text-metrics.ts over-estimates widths on purpose (it guards one-line titles); for wrapping
 * whole paragraphs a milder margin is enough, and PowerPoint wraps the text itself anyway.
 */
const WIDTH_SLACK = 1.15;

function textHeight(paragraphs: readonly PptxParagraph[], widthIn: number, size: number, gap: number = S.bulletGap): number {
  const room = (widthIn * 72 - S.bulletIndent) * WIDTH_SLACK;
  const lines = paragraphs.reduce((n, p) => n + wrapLines(p.text, room, size).length * leading(p.text), 0);
  return (lines * size + paragraphs.length * gap) / 72;
}

function fitSize(paragraphs: readonly PptxParagraph[], widthIn: number, heightIn: number, sizes: readonly number[] = SIZES): number | null {
  return sizes.find((size) => textHeight(paragraphs, widthIn, size) <= heightIn) ?? null;
}

/** Bullets alone: the largest type that fits, and the gaps grown so that a few bullets fill the body. */
function textOnly(paragraphs: readonly PptxParagraph[], body: Box): SectionPlacement {
  const fontSize = fitSize(paragraphs, body.w, body.h, TEXT_ONLY_SIZES) ?? SMALLEST;
  const spare = (body.h * FILL - textHeight(paragraphs, body.w, fontSize, 0)) * 72;
  // Every paragraph is followed by its gap, the last one too.
  const gap = paragraphs.length < 2 ? S.bulletGap : Math.min(fontSize * MAX_GAP, Math.max(S.bulletGap, spare / paragraphs.length));
  return { fontSize, gap, text: body, image: null };
}

/** The figure's box inside (w, h) with its aspect ratio kept, centred across, at the top. */
export function fitBox(aspect: number, box: Box): Box {
  const w = Math.min(box.w, box.h * aspect);
  const h = w / aspect;
  return { x: box.x + (box.w - w) / 2, y: box.y, w, h };
}

/**
 * Bullets beside the figure or above it, whichever gives the figure more room while the bullets
 * still fit at a readable size (among near-equal areas, the larger type): a tall figure goes
 * beside, a wide one under the bullets (above one or two, as a caption), as the Beamer deck places them.
 */
export function placeSection(paragraphs: readonly PptxParagraph[], aspect: number | null): SectionPlacement {
  const body: Box = { x: P.marginX, y: P.body.y, w: P.textWidth, h: P.body.h };
  const top = body.y + 0.08;
  if (aspect === null || !(aspect > 0)) return textOnly(paragraphs, body);
  if (paragraphs.length === 0) return { fontSize: S.bullet, gap: S.bulletGap, text: null, image: fitBox(aspect, { ...body, y: top, h: body.h - 0.1 }) };

  const options: SectionPlacement[] = [];
  for (const share of SIDE_SHARES) {
    const textW = body.w * (1 - share) - GUTTER;
    const size = fitSize(paragraphs, textW, body.h);
    if (size === null) continue;
    const column = { x: body.x + body.w * (1 - share), y: top, w: body.w * share, h: body.h - 0.1 };
    options.push({ fontSize: size, gap: S.bulletGap, text: { ...body, w: textW }, image: fitBox(aspect, column) });
  }
  for (const size of SIZES) {
    const used = textHeight(paragraphs, body.w, size);
    const room = body.h - used - GUTTER;
    if (room < body.h * 0.35) continue;
    if (paragraphs.length <= 2) {
      // One or two points: the figure carries the section and comes first, the points under it as a caption.
      const image = fitBox(aspect, { ...body, y: top, h: room - 0.08 });
      options.push({ fontSize: size, gap: S.bulletGap, text: { ...body, y: image.y + image.h + GUTTER, h: used + 0.05 }, image });
    } else {
      options.push({ fontSize: size, gap: S.bulletGap, text: { ...body, h: used + 0.05 }, image: fitBox(aspect, { ...body, y: body.y + used + GUTTER, h: room }) });
    }
    break;
  }
  const area = (o: SectionPlacement) => (o.image ? o.image.w * o.image.h : 0);
  const best = Math.max(0, ...options.map(area));
  // Among near-equal areas: the larger type, then the wider text (a figure limited by its height gains nothing from a wider column).
  const textWidth = (o: SectionPlacement) => o.text?.w ?? 0;
  const chosen = options.filter((o) => area(o) >= best * 0.92).sort((a, b) => b.fontSize - a.fontSize || textWidth(b) - textWidth(a))[0];
  // Text too long for any split with the figure: the text gets the body, the figure what is left beside it.
  return chosen ?? { fontSize: SMALLEST, gap: S.bulletGap, text: { ...body, w: body.w * 0.6 - GUTTER }, image: fitBox(aspect, { x: body.x + body.w * 0.6, y: top, w: body.w * 0.4, h: body.h - 0.1 }) };
}
