import type { Fragment } from "./pdf-types.js";

/**
 * Groups fragments that share a baseline band into rows (top to bottom, each left to right).
 * A fragment joins the row whose core band (its tallest fragment) it overlaps by at least half
 * of the smaller height, so superscripts, subscripts and inline math stay on their line while
 * the next line, starting a little lower, does not.
 */
export function groupRows(fragments: readonly Fragment[]): Fragment[][] {
  const sorted = [...fragments].sort((a, b) => a.top + a.height / 2 - (b.top + b.height / 2) || a.left - b.left);
  const rows: { core: Fragment; items: Fragment[] }[] = [];
  for (const f of sorted) {
    let best: { core: Fragment; items: Fragment[] } | undefined;
    let bestOverlap = 0;
    // Only the last few rows can overlap a fragment further down the sorted order.
    for (let i = rows.length - 1; i >= Math.max(0, rows.length - 6); i -= 1) {
      const row = rows[i];
      if (!row) continue;
      const overlap = Math.min(f.top + f.height, row.core.top + row.core.height) - Math.max(f.top, row.core.top);
      const need = 0.5 * Math.min(f.height, row.core.height);
      if (overlap >= need && overlap > bestOverlap) {
        best = row;
        bestOverlap = overlap;
      }
    }
    if (best) {
      best.items.push(f);
      if (f.height > best.core.height * 1.3 && f.text.trim().length > 1) best.core = f;
    } else {
      rows.push({ core: f, items: [f] });
    }
  }
  return rows.map((r) => r.items.sort((a, b) => a.left - b.left)).sort((a, b) => rowTop(a) - rowTop(b));
}

export function rowTop(row: readonly Fragment[]): number {
  return Math.min(...row.map((f) => f.top));
}

/** Splits a row (sorted left to right) where the horizontal gap exceeds `gapEm` times the font size. */
export function splitRow(row: readonly Fragment[], gapEm: number): Fragment[][] {
  const chunks: Fragment[][] = [];
  let current: Fragment[] = [];
  let right = -Infinity;
  for (const f of row) {
    // The smaller neighbour sets the scale: a large heading beside a narrow gutter must not
    // swallow the gutter.
    const size = Math.min(f.size, current.at(-1)?.size ?? f.size);
    if (current.length > 0 && f.left - right > gapEm * size) {
      chunks.push(current);
      current = [];
    }
    current.push(f);
    right = Math.max(right, f.left + f.width);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** Characters that carry text (spaces excluded), the weight used when fragments vote on a style. */
export function weight(f: Fragment): number {
  return f.text.replace(/\s+/g, "").length;
}
