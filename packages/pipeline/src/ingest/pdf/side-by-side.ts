import type { Fragment } from "./pdf-types.js";
import { splitRow } from "./rows.js";

/** Gaps this wide (in ems) between pieces of a row may separate side-by-side blocks. */
const GAP_EM = 0.75;
/** A shared gap must stay at least this wide (in ems) over the run. */
const MIN_SHARED_EM = 0.6;
/** Rows further apart than this (in ems) are separate blocks, never one run. */
const MAX_ROW_DISTANCE_EM = 3;

interface Interval {
  from: number;
  to: number;
}

function extent(items: readonly Fragment[]): Interval {
  return { from: Math.min(...items.map((f) => f.left)), to: Math.max(...items.map((f) => f.left + f.width)) };
}

function gapsOf(row: readonly Fragment[]): Interval[] {
  const pieces = splitRow(row, GAP_EM).map(extent);
  const out: Interval[] = [];
  for (let i = 1; i < pieces.length; i += 1) {
    const a = pieces[i - 1];
    const b = pieces[i];
    if (a && b) out.push({ from: a.to, to: b.from });
  }
  return out;
}

function rowSize(row: readonly Fragment[]): number {
  return Math.max(...row.map((f) => f.size));
}

function rowTop(row: readonly Fragment[]): number {
  return Math.min(...row.map((f) => f.top));
}

/** Whether no fragment of the row crosses the interval. */
function clear(row: readonly Fragment[], gap: Interval): boolean {
  return row.every((f) => f.left + f.width <= gap.from + 1 || f.left >= gap.to - 1);
}

/**
 * Finds the longest run of rows from `start` that all leave one vertical strip empty, with at
 * least two rows having text on both sides of it. Returns the strip and the run's end.
 */
function runFrom(rows: readonly (readonly Fragment[])[], start: number): { gap: Interval; end: number } | undefined {
  const first = rows[start];
  if (!first) return undefined;
  const size = rowSize(first);
  let best: { gap: Interval; end: number } | undefined;
  for (const g of gapsOf(first)) {
    let gap = g;
    let both = 1;
    let end = start + 1;
    while (end < rows.length) {
      const row = rows[end];
      const prev = rows[end - 1];
      if (!row || !prev || rowTop(row) - rowTop(prev) > MAX_ROW_DISTANCE_EM * size || !clear(row, gap)) break;
      const shared = gapsOf(row)
        .map((h) => ({ from: Math.max(h.from, gap.from), to: Math.min(h.to, gap.to) }))
        .find((h) => h.to - h.from >= MIN_SHARED_EM * size);
      if (shared) {
        gap = shared;
        both += 1;
      }
      end += 1;
    }
    if (both >= 2 && (!best || end > best.end)) best = { gap, end };
  }
  return best;
}

/**
 * Orders rows that hold blocks side by side (captions of neighbouring figures, a caption beside
 * a wrapped figure, table columns): where consecutive rows share an empty vertical strip, the
 * part left of it is read before the part right of it, recursively. Other rows stay as they are.
 * Returns groups of fragments, each group one line.
 */
export function orderSideBySide(rows: readonly (readonly Fragment[])[], depth = 0): Fragment[][] {
  const out: Fragment[][] = [];
  for (let i = 0; i < rows.length; ) {
    const run = depth < 3 ? runFrom(rows, i) : undefined;
    if (!run) {
      out.push([...(rows[i] ?? [])]);
      i += 1;
      continue;
    }
    const middle = (run.gap.from + run.gap.to) / 2;
    const slice = rows.slice(i, run.end);
    const left = slice.map((r) => r.filter((f) => f.left + f.width / 2 < middle)).filter((r) => r.length > 0);
    const right = slice.map((r) => r.filter((f) => f.left + f.width / 2 >= middle)).filter((r) => r.length > 0);
    out.push(...orderSideBySide(left, depth + 1), ...orderSideBySide(right, depth + 1));
    i = run.end;
  }
  return out;
}
