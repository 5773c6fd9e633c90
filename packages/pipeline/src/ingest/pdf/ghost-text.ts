import { inkIn, renderMasks, type PageMask } from "./page-masks.js";
import { XML_ZOOM, type Fragment, type PdfPage } from "./pdf-types.js";

/** Twin pairs sharing one offset before a page counts as carrying a hidden copy of its text. */
const MIN_TWINS = 8;
const MASK_DPI = 50;

interface Twin {
  a: Fragment;
  b: Fragment;
}

/** Pairs of a page's repeated text at one offset (b = a + offset). */
interface Twins {
  pairs: Twin[];
  dx: number;
  dy: number;
  /** How far an offset may stray from (dx, dy): an included page may be scaled a little. */
  slackX: number;
  slackY: number;
}

/**
 * Drops exact duplicates printed on top of each other (fake bold by overprinting): same text,
 * offset by a fraction of the font size. The kept copy is marked bold.
 */
export function dropOverprints(page: PdfPage): PdfPage {
  const kept: Fragment[] = [];
  const byText = new Map<string, Fragment[]>();
  for (const f of page.fragments) {
    const same = byText.get(f.text) ?? [];
    const twin = same.find((g) => Math.abs(g.left - f.left) < 0.15 * f.size && Math.abs(g.top - f.top) < 0.15 * f.size);
    if (twin) {
      twin.boldShare = 1;
      continue;
    }
    same.push(f);
    byText.set(f.text, same);
    kept.push(f);
  }
  return { ...page, fragments: kept };
}

/** Pairs of identical fragments at the page's most common non-zero offset. */
function twinsOf(page: PdfPage): Twins | undefined {
  const byText = new Map<string, Fragment[]>();
  for (const f of page.fragments) {
    if (f.text.trim().length < 3) continue;
    const list = byText.get(f.text) ?? [];
    if (list.length < 4) list.push(f);
    byText.set(f.text, list);
  }
  const pairs: Twin[] = [];
  for (const list of byText.values()) {
    for (const a of list) {
      for (const b of list) {
        const dx = b.left - a.left;
        const dy = b.top - a.top;
        // Count each unordered pair once (b to the right, or straight below).
        if (dx < 0 || (dx === 0 && dy <= 0) || Math.abs(dx) + Math.abs(dy) < 3) continue;
        pairs.push({ a, b });
      }
    }
  }
  // The copy may be scaled a little, so offsets vary: vote on coarse offsets, then gather the
  // pairs near the winning one.
  const votes = new Map<string, Twin[]>();
  for (const t of pairs) {
    const key = `${Math.round((t.b.left - t.a.left) / 6)},${Math.round((t.b.top - t.a.top) / 6)}`;
    votes.set(key, [...(votes.get(key) ?? []), t]);
  }
  let winner: Twin[] = [];
  for (const bucket of votes.values()) if (bucket.length > winner.length) winner = bucket;
  const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
  const mx = median(winner.map((t) => t.b.left - t.a.left));
  const my = median(winner.map((t) => t.b.top - t.a.top));
  const slackX = 6;
  const slackY = Math.max(8, page.height * 0.02);
  const best = pairs.filter((t) => Math.abs(t.b.left - t.a.left - mx) <= slackX && Math.abs(t.b.top - t.a.top - my) <= slackY);
  return best.length >= MIN_TWINS ? { pairs: best, dx: mx, dy: my, slackX, slackY } : undefined;
}

const toPt = (px: number) => px / XML_ZOOM;

function ink(mask: PageMask, f: Fragment, from: number, to: number): number {
  return inkIn(mask, toPt(from), toPt(f.top + f.height * 0.15), toPt(to), toPt(f.top + f.height * 0.85));
}

/**
 * Removes text a reader cannot see: a page included with clipping (a figure cut from a full
 * page) still carries all of that page's text, which pdftohtml reports. Pages where much of the
 * text appears twice at one offset are rendered text-only with ghostscript (which applies the
 * clipping): fragments without ink go, and of each overlapping twin pair the copy whose own
 * strip is blank goes.
 */
export async function dropInvisibleText(pdfPath: string, pages: readonly PdfPage[], workDir: string): Promise<PdfPage[]> {
  const suspects = new Map<number, Twins>();
  for (const page of pages) {
    const twins = twinsOf(page);
    if (twins) suspects.set(page.number, twins);
  }
  if (suspects.size === 0) return [...pages];
  const masks = await renderMasks(pdfPath, [...suspects.keys()], workDir, "text", MASK_DPI);
  return pages.map((page) => {
    const mask = masks.get(page.number);
    const twins = suspects.get(page.number);
    if (!mask || !twins) return page;
    const drop = new Set<Fragment>();
    for (const f of page.fragments) if (inkIn(mask, toPt(f.left), toPt(f.top), toPt(f.left + f.width), toPt(f.top + f.height)) === 0) drop.add(f);
    // Glyphs drawn as images (Type 3 bitmap fonts) vanish from a text-only rendering: then the
    // mask says nothing about visibility and the page is left as it is.
    if (drop.size > 0.6 * page.fragments.length) return page;
    // For twins overlapping each other, compare the strips only one of them covers; each pair
    // votes for its inkier side, and only a clear majority marks the other copy as the ghost
    // (a table repeating values is visible on both sides and splits the vote).
    let votesA = 0;
    let votesB = 0;
    for (const { a, b } of twins.pairs) {
      if (drop.has(a) || drop.has(b)) continue;
      const aInk = ink(mask, a, a.left, Math.min(a.left + a.width, b.left));
      const bInk = ink(mask, b, Math.max(a.left + a.width, b.left), b.left + b.width);
      if (aInk > bInk) votesA += 1;
      else if (bInk > aInk) votesB += 1;
    }
    const votes = votesA + votesB;
    if (votes >= MIN_TWINS && Math.max(votesA, votesB) >= 0.8 * votes) {
      // The ghost copy sits at -offset (a side) or +offset (b side) from its visible twin;
      // short pieces ("2", "τ") are matched now too.
      const sign = votesA < votesB ? 1 : -1;
      for (const f of page.fragments) {
        if (drop.has(f)) continue;
        const twin = page.fragments.some(
          (g) => g !== f && g.text === f.text && Math.abs(g.left - f.left - sign * twins.dx) <= twins.slackX && Math.abs(g.top - f.top - sign * twins.dy) <= twins.slackY,
        );
        if (twin) drop.add(f);
      }
    }
    return { ...page, fragments: page.fragments.filter((f) => !drop.has(f)) };
  });
}
