import { isKnownHeading } from "./heading-words.js";
import { buildLine } from "./line-build.js";
import type { Fragment, LineColumn, PdfPage, TextLine } from "./pdf-types.js";
import { groupRows, splitRow, weight } from "./rows.js";
import { orderSideBySide } from "./side-by-side.js";

/** Gaps wider than this (in ems) cannot be inside a line of running text; column gutters are wider. */
const CHUNK_GAP_EM = 0.75;

interface Chunk {
  items: Fragment[];
  top: number;
  bottom: number;
  left: number;
  right: number;
  chars: number;
}

function toChunk(items: Fragment[]): Chunk {
  return {
    items,
    top: Math.min(...items.map((f) => f.top)),
    bottom: Math.max(...items.map((f) => f.top + f.height)),
    left: Math.min(...items.map((f) => f.left)),
    right: Math.max(...items.map((f) => f.left + f.width)),
    chars: items.reduce((n, f) => n + weight(f), 0),
  };
}

/**
 * Finds the x of a column gutter: the position in the middle of the page crossed by the fewest
 * chunks, taking the centre of the widest run of such positions. Returns undefined when the
 * page does not read as two columns (too little text on either side, or nothing side by side).
 */
export function findGutter(chunks: readonly Chunk[], pageWidth: number): number | undefined {
  if (chunks.length < 8) return undefined;
  const from = Math.floor(pageWidth * 0.3);
  const to = Math.ceil(pageWidth * 0.7);
  let best = Infinity;
  let bestRun = { start: 0, end: -1 };
  let run = { start: -1, end: -1 };
  for (let x = from; x <= to; x += 1) {
    const crossing = chunks.filter((c) => c.left < x - 1 && c.right > x + 1).length;
    if (crossing < best) {
      best = crossing;
      run = { start: x, end: x };
      bestRun = run;
    } else if (crossing === best) {
      run = run.end === x - 1 ? { start: run.start, end: x } : { start: x, end: x };
      if (run.end - run.start > bestRun.end - bestRun.start) bestRun = run;
    }
  }
  const gutter = (bestRun.start + bestRun.end) / 2;
  // Only text with words votes: plot markers and tick labels beside each other are no columns.
  const wordy = chunks.filter((c) => /\p{L}{2,}/u.test(c.items.map((f) => f.text).join(" ")));
  const total = wordy.reduce((n, c) => n + c.chars, 0);
  const left = wordy.filter((c) => c.right <= gutter + 1);
  const right = wordy.filter((c) => c.left >= gutter - 1);
  const chars = (cs: readonly Chunk[]) => cs.reduce((n, c) => n + c.chars, 0);
  if (left.length < 4 || right.length < 4) return undefined;
  // A page may open with a long one-column title and abstract, so each side needs only a modest share.
  if (chars(left) < 0.08 * total || chars(right) < 0.08 * total) return undefined;
  // Real columns put text side by side: many left chunks have a right chunk at the same height.
  const sideBySide = left.filter((l) => right.some((r) => r.top < l.bottom && r.bottom > l.top)).length;
  if (sideBySide < 4) return undefined;
  return gutter;
}

function linesOf(chunks: readonly Chunk[], column: LineColumn): TextLine[] {
  if (chunks.length === 0) return [];
  const colLeft = Math.min(...chunks.map((c) => c.left));
  const colRight = Math.max(...chunks.map((c) => c.right));
  return orderSideBySide(groupRows(chunks.flatMap((c) => c.items))).map((row) => buildLine(row, column, colLeft, colRight));
}

/**
 * Puts one page's text in reading order. Two-column pages are cut into horizontal bands:
 * chunks spanning the gutter (titles, wide figures, one-column abstracts) form full-width bands,
 * and between them the left column is read before the right one.
 */
export function layoutPage(page: PdfPage): TextLine[] {
  const rows = groupRows(page.fragments);
  const chunks = rows.flatMap((row) => splitRow(row, CHUNK_GAP_EM)).map(toChunk);
  const gutter = findGutter(chunks, page.width);
  if (gutter === undefined) return linesOf(chunks, "full");

  const full: Chunk[] = [];
  const sided: { chunk: Chunk; side: "left" | "right" }[] = [];
  for (const c of chunks) {
    const leftPart = gutter - c.left;
    const rightPart = c.right - gutter;
    if (rightPart <= 1) sided.push({ chunk: c, side: "left" });
    else if (leftPart <= 1) sided.push({ chunk: c, side: "right" });
    // A column-wide line that only pokes into the gutter (a wide equation) stays in its column;
    // a short centred line (a date under the title) spans both.
    else if (Math.min(leftPart, rightPart) < 0.08 * page.width && Math.max(leftPart, rightPart) >= 0.25 * page.width) sided.push({ chunk: c, side: leftPart > rightPart ? "left" : "right" });
    else full.push(c);
  }

  // Full-width zones: vertical intervals covered by full chunks, merged when they overlap.
  const zones: { top: number; bottom: number; chunks: Chunk[] }[] = [];
  for (const c of [...full].sort((a, b) => a.top - b.top)) {
    const last = zones.at(-1);
    if (last && c.top <= last.bottom) {
      last.bottom = Math.max(last.bottom, c.bottom);
      last.chunks.push(c);
    } else {
      zones.push({ top: c.top, bottom: c.bottom, chunks: [c] });
    }
  }

  // Each sided chunk belongs to the band between two zones (by its centre); a chunk whose
  // centre falls inside a zone is read with that zone.
  const bands: { left: Chunk[]; right: Chunk[] }[] = zones.map(() => ({ left: [], right: [] }));
  bands.push({ left: [], right: [] });
  for (const { chunk, side } of sided) {
    const centre = (chunk.top + chunk.bottom) / 2;
    const inside = zones.findIndex((z) => centre >= z.top && centre <= z.bottom);
    if (inside >= 0) {
      zones[inside]?.chunks.push(chunk);
      continue;
    }
    const index = zones.findIndex((z) => centre < z.top);
    const band = bands[index < 0 ? zones.length : index];
    band?.[side].push(chunk);
  }

  const out: TextLine[] = [];
  for (let i = 0; i <= zones.length; i += 1) {
    const band = bands[i];
    if (band) for (const part of cutBand(band)) out.push(...linesOf(part.left, "left"), ...linesOf(part.right, "right"));
    const zone = zones[i];
    if (zone) out.push(...linesOf(zone.chunks, "full"));
  }
  return out;
}

/** Empty vertical stretches of one column: gaps between its chunks. */
function gaps(chunks: readonly Chunk[]): { top: number; bottom: number }[] {
  const sorted = [...chunks].sort((a, b) => a.top - b.top);
  const out: { top: number; bottom: number }[] = [];
  let reach = sorted[0]?.bottom ?? 0;
  for (const c of sorted.slice(1)) {
    if (c.top > reach) out.push({ top: reach, bottom: c.top });
    reach = Math.max(reach, c.bottom);
  }
  return out;
}

function headingLike(c: Chunk, size: number): boolean {
  const text = c.items.map((f) => f.text).join(" ").trim();
  const bold = c.items.reduce((n, f) => n + f.boldShare * weight(f), 0) >= 0.75 * c.chars;
  const big = Math.max(...c.items.map((f) => f.size)) >= size + 1;
  return text.length < 80 && (bold || big || isKnownHeading(text));
}

/**
 * Splits a two-column band where both columns are empty at the same height and the left column
 * resumes with a heading: a new part of the paper (the references of a publisher's layout)
 * starts there, so everything above it, in both columns, is read first.
 */
function cutBand(band: { left: Chunk[]; right: Chunk[] }): { left: Chunk[]; right: Chunk[] }[] {
  const all = [...band.left, ...band.right];
  if (band.left.length === 0 || band.right.length === 0) return [band];
  const sizes = all.map((c) => Math.max(...c.items.map((f) => f.size))).sort((a, b) => a - b);
  const size = sizes[Math.floor(sizes.length / 2)] ?? 10;
  for (const g of gaps(band.left)) {
    for (const h of gaps(band.right)) {
      const top = Math.max(g.top, h.top);
      const bottom = Math.min(g.bottom, h.bottom);
      // Both columns must break clearly (a paragraph or heading gap in each is a coincidence).
      if (bottom - top < 1.2 * size || g.bottom - g.top < 2.5 * size || h.bottom - h.top < 2.5 * size) continue;
      const next = band.left.filter((c) => c.top >= bottom - 1).sort((a, b) => a.top - b.top)[0];
      if (!next || !headingLike(next, size)) continue;
      const cut = (top + bottom) / 2;
      const above = { left: band.left.filter((c) => c.bottom <= cut), right: band.right.filter((c) => c.bottom <= cut) };
      const below = { left: band.left.filter((c) => c.bottom > cut), right: band.right.filter((c) => c.bottom > cut) };
      return [above, ...cutBand(below)];
    }
  }
  return [band];
}
