import type { BodyStyle } from "./body-style.js";
import type { Caption } from "./captions.js";
import { inkIn, type PageMask } from "./page-masks.js";
import { isProseLine } from "./paragraphs.js";
import { XML_ZOOM, type TextLine } from "./pdf-types.js";

/** A rectangle on a page in pdftohtml pixels. */
export interface Region {
  page: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const TABLE_CAPTION = /^(?:table|tab\.)\s*(?:[A-Z]?\d{1,3}|[IVX]{1,5})\b/i;

/** Distances in PDF points. */
const FIRST_GAP_PT = 50;
/** A label above its figure ("Figure 2" atop a figure page) may stand well clear of it. */
const FIRST_GAP_BELOW_PT = 90;
const INNER_GAP_PT = 36;
const SIDE_GAP_PT = 16;
const MIN_HEIGHT_PT = 36;
const MIN_GRAPHICS_PT = 18;
const MIN_WIDTH_PT = 54;

interface Span {
  from: number;
  to: number;
}

/** Mask rows (or columns) holding ink inside a rectangle, as a boolean profile. */
function profile(mask: PageMask, x0: number, x1: number, y0: number, y1: number, axis: "rows" | "cols"): boolean[] {
  const ax = Math.max(0, Math.floor(x0));
  const bx = Math.min(mask.width, Math.ceil(x1));
  const ay = Math.max(0, Math.floor(y0));
  const by = Math.min(mask.height, Math.ceil(y1));
  const out: boolean[] = new Array<boolean>(axis === "rows" ? mask.height : mask.width).fill(false);
  for (let y = ay; y < by; y += 1) {
    for (let x = ax; x < bx; x += 1) {
      if ((mask.data[y * mask.width + x] ?? 255) < 200) out[axis === "rows" ? y : x] = true;
    }
  }
  return out;
}

/** Running text: one justified segment of several words in the body size, most of the band wide. */
function isBodyLine(l: TextLine, body: BodyStyle, bandWidth: number): boolean {
  return isProseLine(l) && l.segments.length === 1 && l.size >= 0.9 * body.size && l.right - l.left >= 0.6 * bandWidth && l.plainText.split(/\s+/).length >= 5;
}

/**
 * Walks from `start` in `step` direction to `limit`, returning the inked span: the first ink must
 * come within `firstGap`, later gaps may not exceed `innerGap` (all in mask pixels).
 */
function walk(ink: readonly boolean[], start: number, limit: number, step: 1 | -1, firstGap: number, innerGap: number): Span | undefined {
  let near: number | undefined;
  let far: number | undefined;
  let gap = 0;
  for (let y = start; step === 1 ? y <= limit : y >= limit; y += step) {
    if (ink[y]) {
      near ??= y;
      far = y;
      gap = 0;
    } else {
      gap += 1;
      if (near === undefined ? gap > firstGap : gap > innerGap) break;
    }
  }
  if (near === undefined || far === undefined) return undefined;
  return step === 1 ? { from: near, to: far } : { from: far, to: near };
}

/** Groups inked columns into clusters separated by gaps wider than `gap`. */
function clusters(ink: readonly boolean[], from: number, to: number, gap: number): Span[] {
  const out: Span[] = [];
  let current: Span | undefined;
  let blank = 0;
  for (let x = Math.max(0, from); x <= Math.min(ink.length - 1, to); x += 1) {
    if (ink[x]) {
      if (current && blank <= gap) current.to = x;
      else {
        current = { from: x, to: x };
        out.push(current);
      }
      blank = 0;
    } else {
      blank += 1;
    }
  }
  return out;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What the placement strategies share: the caption, its band, the mask, the bounds. */
interface Context {
  mask: PageMask;
  /** pdftohtml px → mask px, and PDF points → mask px. */
  k: number;
  pt: number;
  cap: Box;
  band: { left: number; right: number };
  ceiling: number;
  floor: number;
  /** Text lines that count as content like ink does (the cells of a table). */
  contentLines: readonly TextLine[];
}

function toPx(ctx: Context, span: Span): { from: number; to: number } {
  return { from: span.from / ctx.k, to: span.to / ctx.k };
}

/** Graphics straight above (dir -1) or below (dir 1) the caption, overlapping it horizontally. */
function stacked(ctx: Context, dir: 1 | -1): Box | undefined {
  const { mask, k, pt, cap, band } = ctx;
  const rows = profile(mask, band.left * k, band.right * k, 0, mask.height, "rows");
  for (const l of ctx.contentLines) for (let y = Math.floor(l.top * k); y <= Math.ceil(l.bottom * k) && y < rows.length; y += 1) rows[y] = true;
  const span =
    dir === -1
      ? walk(rows, Math.floor(cap.top * k) - 1, Math.ceil(ctx.ceiling * k), -1, FIRST_GAP_PT * pt, INNER_GAP_PT * pt)
      : walk(rows, Math.ceil(cap.bottom * k) + 1, Math.floor(ctx.floor * k), 1, FIRST_GAP_BELOW_PT * pt, INNER_GAP_PT * pt);
  if (!span) return undefined;
  const v = toPx(ctx, span);
  const cols = profile(mask, band.left * k, band.right * k, span.from, span.to + 1, "cols");
  const all = clusters(cols, Math.floor(band.left * k), Math.ceil(band.right * k), SIDE_GAP_PT * pt);
  // Graphics overlapping the caption horizontally; a short label ("Figure 1" atop a figure page)
  // need not overlap what it labels.
  const overlapping = all.filter((c) => c.to / k >= cap.left - 8 && c.from / k <= cap.right + 8);
  const near = overlapping.length > 0 ? overlapping : all;
  if (near.length === 0) return undefined;
  return { left: Math.min(...near.map((c) => c.from)) / k, right: Math.max(...near.map((c) => c.to)) / k, top: v.from, bottom: v.to };
}

/** Graphics beside the caption (a side caption): the nearest inked block left, else right of it. */
function beside(ctx: Context): Box | undefined {
  const { mask, k, pt, cap, band } = ctx;
  const sides = [
    { from: band.left, to: cap.left - 2, pickNearest: (cs: Span[]) => cs.at(-1) },
    { from: cap.right + 2, to: band.right, pickNearest: (cs: Span[]) => cs[0] },
  ];
  for (const side of sides) {
    if ((side.to - side.from) / XML_ZOOM < MIN_WIDTH_PT) continue;
    const cols = profile(mask, side.from * k, side.to * k, ctx.ceiling * k, ctx.floor * k, "cols");
    const cluster = side.pickNearest(clusters(cols, Math.floor(side.from * k), Math.ceil(side.to * k), SIDE_GAP_PT * pt));
    if (!cluster) continue;
    const distance = side === sides[0] ? cap.left - cluster.to / k : cluster.from / k - cap.right;
    if (distance / XML_ZOOM > FIRST_GAP_PT) continue;
    const rows = profile(mask, cluster.from, cluster.to + 1, ctx.ceiling * k, ctx.floor * k, "rows");
    const middle = Math.round(((cap.top + cap.bottom) / 2) * k);
    const up = walk(rows, middle, Math.ceil(ctx.ceiling * k), -1, (cap.bottom - cap.top) * k, INNER_GAP_PT * pt);
    const down = walk(rows, middle, Math.floor(ctx.floor * k), 1, (cap.bottom - cap.top) * k, INNER_GAP_PT * pt);
    const top = up?.from ?? down?.from;
    const bottom = down?.to ?? up?.to;
    if (top === undefined || bottom === undefined) continue;
    return { left: cluster.from / k, right: cluster.to / k, top: top / k, bottom: bottom / k };
  }
  return undefined;
}

/**
 * The area of a figure around its caption: graphics (vector or raster, from a text-free
 * rendering) above the caption, else below it, else beside it, reached without crossing body
 * text or another caption, then widened to take in the labels set inside and around it.
 */
export function figureRegion(
  caption: Caption,
  lines: readonly TextLine[],
  captions: readonly Caption[],
  mask: PageMask,
  pageWidth: number,
  pageHeight: number,
  body: BodyStyle,
  kind: "figure" | "table" = "figure",
): Region | undefined {
  const first = lines[caption.start];
  if (!first) return undefined;
  const cap = { top: caption.top, bottom: caption.bottom, left: caption.left, right: caption.right };
  const band = { left: first.column === "right" ? pageWidth / 2 : pageWidth * 0.03, right: first.column === "left" ? pageWidth / 2 : pageWidth * 0.97 };

  // Body text and other captions in the band bound the figure.
  const captionLines = new Set(captions.flatMap((c) => (c === caption ? [] : c.lines)));
  const ownLines = new Set(caption.lines);
  const own = (i: number) => ownLines.has(i);
  const stoppers = new Set(
    lines.filter(
      (l, i) =>
        l.page === first.page &&
        !own(i) &&
        (l.left + l.right) / 2 > band.left &&
        (l.left + l.right) / 2 < band.right &&
        (captionLines.has(i) ||
          TABLE_CAPTION.test(l.plainText) ||
          // Table cells can look like a narrow column of prose: for tables only text across the band stops.
          isBodyLine(l, body, kind === "table" ? band.right - band.left : Math.min(band.right, l.colRight) - Math.max(band.left, l.colLeft))),
    ),
  );
  // The last words of a paragraph ("3.") continue the body text above them, whatever they look like.
  const tails = new Set<TextLine>();
  lines.forEach((l, i) => {
    const prev = lines[i - 1];
    if (prev && (stoppers.has(prev) || tails.has(prev)) && prev.page === l.page && prev.column === l.column && l.top - prev.bottom <= 0.8 * l.size && Math.abs(l.size - prev.size) < 1) tails.add(l);
  });
  const labels = lines.filter((l, i) => l.page === first.page && !own(i) && !stoppers.has(l) && !tails.has(l) && l.left >= band.left - 2 && l.right <= band.right + 2);
  const ctx: Context = {
    // Table cells count as content; for figures only labels in small type or that are no prose
    // (panel titles, legends between two stacked panels), never the tail of a paragraph.
    contentLines: kind === "table" ? labels : labels.filter((l) => l.size < 0.95 * body.size || !isProseLine(l)),
    mask,
    k: mask.scale / XML_ZOOM,
    pt: mask.scale,
    cap,
    band,
    ceiling: Math.max(pageHeight * 0.05, ...[...stoppers].filter((l) => l.bottom <= cap.top + 2).map((l) => l.bottom)),
    floor: Math.min(pageHeight * 0.95, ...[...stoppers].filter((l) => l.top >= cap.bottom - 2).map((l) => l.top)),
  };

  const tooSmall = (b: Box) => (b.bottom - b.top) / XML_ZOOM < MIN_HEIGHT_PT || (b.right - b.left) / XML_ZOOM < MIN_WIDTH_PT;
  // A narrow caption with graphics at its height is a side caption: look beside it first.
  const sideInk =
    cap.right - cap.left < 0.5 * (band.right - band.left) &&
    (inkIn(mask, band.left / XML_ZOOM, cap.top / XML_ZOOM, (cap.left - 2) / XML_ZOOM, cap.bottom / XML_ZOOM) > 20 || inkIn(mask, (cap.right + 2) / XML_ZOOM, cap.top / XML_ZOOM, band.right / XML_ZOOM, cap.bottom / XML_ZOOM) > 20);
  const above: [() => Box | undefined, -1 | 0 | 1] = [() => stacked(ctx, -1), -1];
  const below: [() => Box | undefined, -1 | 0 | 1] = [() => stacked(ctx, 1), 1];
  const aside: [() => Box | undefined, -1 | 0 | 1] = [() => beside(ctx), 0];
  // Tables are captioned on top, figures underneath.
  const order = sideInk ? [aside, above, below] : kind === "table" ? [below, above] : [above, below, aside];
  for (const [place, dir] of order) {
    const found = place();
    // A rule or an overline is not a figure: the graphics themselves must have some extent.
    if (!found || (found.bottom - found.top) / XML_ZOOM < MIN_GRAPHICS_PT || (found.right - found.left) / XML_ZOOM < MIN_GRAPHICS_PT) continue;
    const box = withLabels(found, labels, ctx, dir);
    const pad = 4 * XML_ZOOM;
    // The padding never reaches into the caption itself.
    const region = {
      page: first.page,
      left: Math.max(0, box.left - pad),
      top: Math.max(0, box.top - pad, dir === 1 ? cap.bottom + 1 : 0),
      right: Math.min(pageWidth, box.right + pad),
      bottom: Math.min(pageHeight, box.bottom + pad, dir === -1 ? cap.top - 1 : pageHeight),
    };
    if (!tooSmall(region)) return region;
  }
  return undefined;
}

/**
 * Widens a graphics box by the text that belongs to the figure: labels inside it, labels between
 * it and the caption ("(a)", an axis title), and labels just beyond it (a legend above a plot).
 */
function withLabels(found: Box, labels: readonly TextLine[], ctx: Context, dir: -1 | 0 | 1): Box {
  const box = { ...found };
  const side = SIDE_GAP_PT * XML_ZOOM;
  const take = (l: TextLine) => {
    box.left = Math.min(box.left, l.left);
    box.right = Math.max(box.right, l.right);
    box.top = Math.min(box.top, l.top);
    box.bottom = Math.max(box.bottom, l.bottom);
  };
  const near = (l: TextLine) => l.right >= box.left - side && l.left <= box.right + side;
  const insideTop = dir === 1 ? ctx.cap.bottom : box.top - 4;
  const insideBottom = dir === -1 ? ctx.cap.top : box.bottom + 4;
  const taken = new Set<TextLine>();
  for (const l of labels) {
    if (l.top >= insideTop && l.bottom <= insideBottom && near(l) && (dir !== 0 || l.right <= ctx.cap.left || l.left >= ctx.cap.right)) {
      take(l);
      taken.add(l);
    }
  }
  for (let grown = true, rounds = 0; grown && rounds < 12; rounds += 1) {
    grown = false;
    for (const l of labels) {
      if (taken.has(l) || !near(l)) continue;
      const up = dir !== 1 && l.top < box.top && l.bottom >= box.top - 1.2 * l.size && l.top >= ctx.ceiling - 2;
      const down = dir !== -1 && l.bottom > box.bottom && l.top <= box.bottom + 1.2 * l.size && l.bottom <= ctx.floor + 2;
      if (up || down) {
        take(l);
        taken.add(l);
        grown = true;
      }
    }
  }
  return box;
}
