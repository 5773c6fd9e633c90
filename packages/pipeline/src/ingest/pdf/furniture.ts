import type { Fragment, PdfPage } from "./pdf-types.js";
import { groupRows, splitRow } from "./rows.js";

/** Share of the page height at the top and bottom where running heads, feet and page numbers live. */
const TOP_ZONE = 0.1;
const BOTTOM_ZONE = 0.86;

/** Preprint-server notices printed on every page (bioRxiv, medRxiv, arXiv stamps). */
const BANNER = [
  /\b(?:bio|med)rxiv preprint\b/i,
  /copyright holder for this preprint/i,
  /not certified by peer review/i,
  /granted (?:bio|med)rxiv a license/i,
  /\bavailable under a\s*(?:CC|Creative Commons)\b/i,
  /^\s*CC[- ]BY(?:[- ][A-Z]{2})*(?:[- ][A-Z]{2})? \d\.\d International license\s*\.?\s*$/i,
  /^arXiv:\s?\d{4}\.\d{4,5}(?:v\d+)?\s*\[[^\]]+\]/i,
  /^arXiv:\s?[a-z-]+\/\d{7}(?:v\d+)?/i,
];

/** Figure and table labels are never page furniture, however regularly they recur. */
const LABEL = /^(?:figure|fig\.|table|tab\.|supplementary)\s*[A-Z]?\d/i;

const PAGE_NUMBER = /^(?:page\s*)?[-–—]?\s*(?:\d{1,4}|[ivxlc]{1,7})\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,4})?$/i;

export interface FurnitureResult {
  pages: PdfPage[];
  /** Text removed as banners or running heads on the first page (dates are often printed there). */
  firstPageFurniture: string[];
}

/** Text with numbers masked, so "Kurteff et al., 3" on every page counts as one repeated line. */
function repeatKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\d+/g, "#")
    .replace(/[^\p{L}#]+/gu, "");
}

function zoneOf(f: Fragment, page: PdfPage): "top" | "bottom" | undefined {
  if (f.top < page.height * TOP_ZONE) return "top";
  if (f.top > page.height * BOTTOM_ZONE) return "bottom";
  return undefined;
}

/** Page-margin line numbers: runs of bare integers sharing an edge, increasing down the page. */
function lineNumbers(page: PdfPage): Set<Fragment> {
  const numbers = page.fragments.filter((f) => /^\s*\d{1,4}\s*$/.test(f.text));
  const groups: Fragment[][] = [];
  for (const f of numbers) {
    const right = f.left + f.width;
    const group = groups.find((g) => g[0] !== undefined && Math.abs(g[0].left + g[0].width - right) <= 4);
    if (group) group.push(f);
    else groups.push([f]);
  }
  const out = new Set<Fragment>();
  for (const group of groups) {
    if (group.length < 5) continue;
    group.sort((a, b) => a.top - b.top);
    let increasing = 0;
    for (let i = 1; i < group.length; i += 1) {
      if (Number(group[i]?.text) > Number(group[i - 1]?.text)) increasing += 1;
    }
    if (increasing < 0.8 * (group.length - 1)) continue;
    // Each number must stand apart from the text beside it (margin or gutter, not a table cell in prose).
    const isolated = group.filter((n) =>
      page.fragments.every((o) => o === n || o.top + o.height < n.top || o.top > n.top + n.height || o.left > n.left + n.width + n.size * 0.6 || o.left + o.width < n.left - n.size * 0.6),
    );
    if (isolated.length >= 0.8 * group.length) for (const n of group) out.add(n);
  }
  return out;
}

/**
 * Removes what is printed on the page but is not the paper's text: preprint banners, running
 * heads and feet repeated across pages, page numbers and manuscript line numbers.
 */
export function removeFurniture(pages: readonly PdfPage[]): FurnitureResult {
  const firstPageFurniture: string[] = [];
  const drop = new Set<Fragment>();

  // Chunks of the top and bottom zones, keyed for repetition counting.
  const zoneChunks: { page: PdfPage; zone: "top" | "bottom"; items: Fragment[]; key: string; text: string }[] = [];
  for (const page of pages) {
    // Rotated text (the arXiv stamp in the margin, a landscape table) has no width in
    // pdftohtml's output and often lies off the page: it cannot be placed in reading order.
    for (const f of page.fragments) {
      const offPage = f.top + f.height < 0 || f.top > page.height || f.left + f.width < 0 || f.left > page.width;
      if (offPage || (f.width < 0.5 && f.text.trim().length > 1)) {
        drop.add(f);
        if (page.number === pages[0]?.number) firstPageFurniture.push(f.text);
      }
    }
    for (const f of lineNumbers(page)) drop.add(f);
    for (const row of groupRows(page.fragments.filter((f) => !drop.has(f)))) {
      const rowText = row.map((f) => f.text).join(" ");
      if (BANNER.some((re) => re.test(rowText))) {
        for (const f of row) drop.add(f);
        if (page.number === pages[0]?.number) firstPageFurniture.push(rowText);
        continue;
      }
      for (const items of splitRow(row, 1.5)) {
        const zone = items[0] ? zoneOf(items[0], page) : undefined;
        if (!zone) continue;
        const text = items.map((f) => f.text).join(" ").trim();
        zoneChunks.push({ page, zone, items, key: `${zone}:${repeatKey(text)}`, text });
      }
    }
  }

  const pagesWithKey = new Map<string, Set<number>>();
  for (const c of zoneChunks) {
    const set = pagesWithKey.get(c.key) ?? new Set<number>();
    set.add(c.page.number);
    pagesWithKey.set(c.key, set);
  }
  // Running heads appear on most pages (or every other page); a label repeated on a few
  // consecutive pages ("Figure 1" ... "Figure 4" atop figure pages) is content.
  const minRepeats = pages.length <= 3 ? 2 : Math.max(3, Math.ceil(0.4 * pages.length));
  for (const c of zoneChunks) {
    const repeated = (pagesWithKey.get(c.key)?.size ?? 0) >= minRepeats && c.key.length > c.zone.length + 1 && !LABEL.test(c.text);
    if (repeated || PAGE_NUMBER.test(c.text)) {
      for (const f of c.items) drop.add(f);
      if (c.page.number === pages[0]?.number) firstPageFurniture.push(c.text);
    }
  }

  return {
    pages: pages.map((p) => ({ ...p, fragments: p.fragments.filter((f) => !drop.has(f)) })),
    firstPageFurniture,
  };
}
