import { LAYOUT } from "./layout.js";
import { wrapLines } from "./text-metrics.js";

/**
 * How one content slide uses its body, chosen from what it carries:
 * - "text": bullets only, the type as large as fits (up to MAX_PT) and the gaps between bullets
 *   grown so a few bullets fill the body;
 * - "side": a tall or square figure beside the bullets, its column as wide as its shape uses;
 * - "stacked": a wide figure under the bullets at full width;
 * - "figure": the section is carried by its figure (one or two bullets): the figure at full width,
 *   the bullets as a short caption below.
 * Among the layouts whose text fits at a readable size, the one giving the figure the most area.
 */
export type FrameLayoutKind = "text" | "side" | "stacked" | "figure";

export interface FrameLayout {
  kind: FrameLayoutKind;
  /** Bullet type size and line distance, in points. */
  fontPt: number;
  leadingPt: number;
  /** Space between bullets, in points. */
  itemSepPt: number;
  /** Share of the text width the bullet column takes ("side"), else 1. */
  textColumn: number;
  /** The figure's placed box in points (aspect kept), when the slide has one. */
  image: { widthPt: number; heightPt: number } | null;
}

export interface LayoutInput {
  bullets: readonly string[];
  /** Figure width / height, or null for a slide without a figure. */
  aspect: number | null;
  /** Below 1 after a compile reported an overflow: plan with less room. */
  tighten: number;
  /** Real width of Latin text over the estimate, for the deck's font (LATIN_WIDTH); pdflatex's when absent. */
  latinWidth?: number;
}

/** Readable limits for bullet text on a 16:9 slide: never below MIN_PT, never above MAX_PT (the title is 14.4 pt). */
const MIN_PT = 10;
const MAX_PT = 14;
const SIZES = [14, 13, 12, 11, 10.5, 10];
/** Line distance and the smallest gap between bullets, as multiples of the type size. */
const LEADING = 1.24;
const MIN_GAP = 0.6;
/** Gaps grow to fill this share of the body, but never past MAX_GAP type sizes each. */
const FILL = 0.85;
const MAX_GAP = 2.2;
/** Space between the figure and the text. */
export const GUTTER_PT = 8;
/**
 * Space a figure beside the bullets leaves in the body: the 4pt it is lowered by to line up with
 * the first bullet, and 2pt of the box. Images have exact heights, so they need no text margin.
 */
const SIDE_FIGURE_SKIP_PT = 6;
/** Side column for the figure: from this share of the width up to SIDE_MAX. */
const SIDE_MIN = 0.3;
const SIDE_MAX = 0.72;
const INDENT = LAYOUT.itemIndentPt;

/**
 * text-metrics.ts over-estimates Latin text widths on purpose (it guards titles and footers). Set
 * against LaTeX's own widths (\settowidth of five bullets at 13pt), Latin text comes out at 0.84
 * of the estimate in pdflatex's Helvetica and 0.95 in LuaLaTeX's Noto Sans; the layout uses these
 * with a small margin. CJK and Indic estimates are close to the real widths and are used as they
 * are. An overflow still shows up in the compile log and that section is planned again with less
 * room (build-deck.ts).
 */
export const LATIN_WIDTH = { pdflatex: 0.86, lualatex: 0.97 } as const;
const NON_LATIN = /[\u0900-\u0dff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

function lineCount(text: string, widthPt: number, fontPt: number, latinWidth: number): number {
  const room = widthPt - INDENT;
  return wrapLines(text, NON_LATIN.test(text) ? room * LAYOUT.safety : room / latinWidth, fontPt).length;
}

/** Indic and CJK glyphs stand taller than Latin ones: their lines need more distance, and their bullets less stretch. */
const LEADING_NON_LATIN = 1.42;
const FILL_NON_LATIN = 0.7;

function leadingFor(bullets: readonly string[]): number {
  return bullets.some((b) => NON_LATIN.test(b)) ? LEADING_NON_LATIN : LEADING;
}

function textHeight(bullets: readonly string[], widthPt: number, fontPt: number, latinWidth: number): number {
  const lines = bullets.reduce((n, b) => n + lineCount(b, widthPt, fontPt, latinWidth), 0);
  return lines * fontPt * leadingFor(bullets) + Math.max(0, bullets.length - 1) * fontPt * MIN_GAP;
}

/** The largest size at which the bullets fit the box, or null when even the smallest does not. */
function fitSize(bullets: readonly string[], widthPt: number, heightPt: number, latinWidth: number): number | null {
  if (bullets.length === 0) return MAX_PT;
  for (const size of SIZES) if (textHeight(bullets, widthPt, size, latinWidth) <= heightPt) return size;
  return null;
}

/** Gap between bullets so that they fill the box (within limits). */
function gapFor(bullets: readonly string[], widthPt: number, heightPt: number, fontPt: number, fill: number, latinWidth: number): number {
  const min = fontPt * MIN_GAP;
  if (bullets.length < 2) return min;
  const spare = heightPt * fill - textHeight(bullets, widthPt, fontPt, latinWidth);
  return Math.min(fontPt * MAX_GAP, Math.max(min, min + spare / (bullets.length - 1)));
}

function boxFor(aspect: number, maxW: number, maxH: number): { widthPt: number; heightPt: number } {
  const w = Math.min(maxW, maxH * aspect);
  return { widthPt: w, heightPt: w / aspect };
}

export function chooseLayout(input: LayoutInput, allowed: readonly FrameLayoutKind[] = ["text", "side", "stacked", "figure"]): FrameLayout | null {
  const W = LAYOUT.textWidthPt;
  const H = (LAYOUT.bodyHeightPt * LAYOUT.heightSafety - LAYOUT.topSepPt) * input.tighten;
  const { bullets, aspect } = input;
  const latin = input.latinWidth ?? LATIN_WIDTH.pdflatex;
  const leading = leadingFor(bullets);
  const fill = leading === LEADING ? FILL : FILL_NON_LATIN;
  const text = (): FrameLayout | null => {
    const size = fitSize(bullets, W, H, latin);
    if (size === null) return null;
    return { kind: "text", fontPt: size, leadingPt: size * leading, itemSepPt: gapFor(bullets, W, H, size, fill, latin), textColumn: 1, image: null };
  };
  if (aspect === null || !(aspect > 0)) return text();

  const options: FrameLayout[] = [];
  // Side by side: try column shares for the figure; the text must fit beside it.
  for (let share = SIDE_MAX; share >= SIDE_MIN - 1e-9; share -= 0.04) {
    const textW = W * (1 - share) - GUTTER_PT;
    const size = bullets.length === 0 ? MAX_PT : fitSize(bullets, textW, H, latin);
    if (size === null) continue;
    const image = boxFor(aspect, W * share, (LAYOUT.bodyHeightPt - SIDE_FIGURE_SKIP_PT) * input.tighten);
    options.push({ kind: "side", fontPt: size, leadingPt: size * leading, itemSepPt: gapFor(bullets, textW, H, size, fill, latin), textColumn: 1 - share, image });
  }
  // Stacked: the bullets over or under the figure at full width, the figure in the height they
  // leave; every readable size is an option (smaller type, larger figure), the ranking decides.
  for (const size of SIZES) {
    const t = bullets.length === 0 ? 0 : textHeight(bullets, W, size, latin);
    const room = H - t - (bullets.length === 0 ? 0 : GUTTER_PT);
    if (room < H * 0.35) continue;
    const image = boxFor(aspect, W, room);
    const kind: FrameLayoutKind = bullets.length <= 2 ? "figure" : "stacked";
    options.push({ kind, fontPt: size, leadingPt: size * leading, itemSepPt: size * MIN_GAP, textColumn: 1, image });
  }
  // One or two points beside a figure make a column of single words: the figure leads instead.
  const kinds = bullets.length <= 2 ? allowed.filter((k) => k !== "side") : allowed;
  const usable = options.filter((o) => kinds.includes(o.kind));
  if (usable.length === 0) return allowed.includes("text") ? text() : null;
  // The figure as large as possible; among near-equal areas (within 4%), the larger type, then the
  // wider text column (a tall figure needs no more width than its shape takes).
  const area = (o: FrameLayout) => (o.image ? o.image.widthPt * o.image.heightPt : 0);
  const best = Math.max(...usable.map(area));
  const near = usable.filter((o) => area(o) >= best * 0.96);
  near.sort((a, b) => b.fontPt - a.fontPt || b.textColumn - a.textColumn || area(b) - area(a));
  return near[0] ?? null;
}

/**
 * A section's bullets over its frames: as few frames as fit, balanced (3 + 2, never 4 + 1), the
 * figure on the first; or figure first, then the points (see figureFirst).
 */
export function splitForFrames(bullets: readonly string[], aspect: number | null, tighten: number, latinWidth: number = LATIN_WIDTH.pdflatex): { bullets: string[]; layout: FrameLayout }[] {
  const single = balancedFrames(bullets, aspect, tighten, latinWidth);
  const figureLed = figureFirst(bullets, aspect, tighten, latinWidth);
  const area = (f: { layout: FrameLayout } | undefined) => (f?.layout.image ? f.layout.image.widthPt * f.layout.image.heightPt : 0);
  return figureLed && area(figureLed[0]) >= area(single[0]) * FIGURE_FIRST_GAIN ? figureLed : single;
}

/** The figure must grow at least this much for a section to be shown as figure slide + points slide. */
const FIGURE_FIRST_GAIN = 1.35;
/** Points the second (text) slide of a figure-first section carries: a full slide, never a thin one. */
const POINTS_AFTER_FIGURE = 3;

/**
 * A section with a figure and many points as two slides: the figure at full width with the first
 * point or two as its caption, then the remaining three points in large type. Chosen only when it
 * makes the figure much larger than sharing one slide with every point would.
 */
function figureFirst(bullets: readonly string[], aspect: number | null, tighten: number, latinWidth: number): { bullets: string[]; layout: FrameLayout }[] | null {
  if (aspect === null || bullets.length < POINTS_AFTER_FIGURE + 1 || bullets.length > POINTS_AFTER_FIGURE + 2) return null;
  const caption = bullets.slice(0, bullets.length - POINTS_AFTER_FIGURE);
  const rest = bullets.slice(caption.length);
  const first = chooseLayout({ bullets: caption, aspect, tighten, latinWidth }, ["figure"]);
  const second = chooseLayout({ bullets: rest, aspect: null, tighten, latinWidth });
  if (!first || !second) return null;
  return [
    { bullets: caption, layout: first },
    { bullets: rest, layout: second },
  ];
}

/** As few frames as the points need, balanced, the figure on the first. */
function balancedFrames(bullets: readonly string[], aspect: number | null, tighten: number, latinWidth: number): { bullets: string[]; layout: FrameLayout }[] {
  for (let frames = 1; frames <= Math.max(1, bullets.length); frames += 1) {
    const groups: string[][] = [];
    for (let k = 0; k < frames; k += 1) {
      // Balanced: the first groups take the extra bullet.
      const start = Math.round((k * bullets.length) / frames);
      const end = Math.round(((k + 1) * bullets.length) / frames);
      groups.push(bullets.slice(start, end));
    }
    const layouts = groups.map((g, k) => chooseLayout({ bullets: g, aspect: k === 0 ? aspect : null, tighten, latinWidth }));
    if (layouts.every((l) => l !== null)) return groups.map((g, k) => ({ bullets: g, layout: layouts[k] as FrameLayout }));
  }
  // Unreachable for bullets the planner has already cut to slide-sized pieces; kept total.
  return bullets.map((b) => ({ bullets: [b], layout: { kind: "text", fontPt: MIN_PT, leadingPt: MIN_PT * LEADING, itemSepPt: MIN_PT * MIN_GAP, textColumn: 1, image: null } }));
}
