import { toSuperscript } from "../../text/superscript.js";
import { attachAccents } from "./glyphs.js";
import type { Fragment, LineColumn, TextLine } from "./pdf-types.js";
import { mostVoted } from "./most-voted.js";
import { splitRow, weight } from "./rows.js";

/** Gaps wider than this (in ems) separate segments: table cells, names set side by side. */
const SEGMENT_GAP_EM = 1.2;
/** A raised fragment this much smaller than the line is a superscript. */
const SUPERSCRIPT_SIZE_RATIO = 0.82;
/** Footnote, affiliation and citation marks set as superscripts. */
const MARK = /^[\s\d,;.*∗†‡§¶#⋆a-z–-]{1,14}$/;

/** The base of a power of ten as printed: "10", "×10", "x 10" (not "110" or "2.10"). */
const POWER_BASE = /(?:^|[^\d.,])10$/;
/** An exponent, or its sign printed on its own. */
const EXPONENT = /^[−–+-]?\d{0,3}$/;

function share(items: readonly Fragment[], pick: (f: Fragment) => number): number {
  let total = 0;
  let hit = 0;
  for (const f of items) {
    const w = f.text.replace(/[^\p{L}\p{N}]/gu, "").length;
    total += w;
    hit += w * pick(f);
  }
  return total === 0 ? 0 : hit / total;
}

/** Joins fragments left to right, adding a space only where the printed gap is a word gap. */
function joinFragments(items: readonly Fragment[]): string {
  let out = "";
  let prevRight = -Infinity;
  let prevSize = 0;
  for (const f of items) {
    const gap = f.left - prevRight;
    // Measured against the larger neighbour, so a superscript hugging its base ("τ⁺") stays attached.
    const needsSpace = out.length > 0 && !/\s$/.test(out) && !/^\s/.test(f.text) && gap > Math.max(1.5, 0.15 * Math.max(f.size, prevSize));
    out += (needsSpace ? " " : "") + f.text;
    prevRight = Math.max(prevRight, f.left + f.width);
    prevSize = f.size;
  }
  // Dropped marks leave their gap behind: "Gravel¹, Poisot" must not become "Gravel , Poisot".
  return attachAccents(out)
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .replace(/ ([,.;:)\]])/g, "$1")
    .trim();
}

/** The lowest edge of the row's fragments in the line's own size (of all fragments when none is). */
function baselineOf(items: readonly Fragment[], size: number): number {
  const base = items.filter((f) => Math.abs(f.size - size) < 0.5);
  return Math.max(...(base.length > 0 ? base : items).map((f) => f.top + f.height));
}

/** Marks the raised, smaller fragments of a row. */
function superscripts(items: readonly Fragment[], size: number): Set<Fragment> {
  const baseline = baselineOf(items, size);
  const raised = new Set<Fragment>();
  for (const f of items) {
    if (f.size < size * SUPERSCRIPT_SIZE_RATIO && f.top + f.height < baseline - 0.12 * size) raised.add(f);
  }
  return raised;
}

/** A subscript that is a name, not a count: "S", "colonize", "max". */
const SUBSCRIPT_WORD = /^\p{L}{1,12}$/u;

/** Marks the lowered, smaller fragments of a row: subscripts. */
function subscripts(items: readonly Fragment[], size: number): Set<Fragment> {
  const baseline = baselineOf(items, size);
  const lowered = new Set<Fragment>();
  for (const f of items) {
    if (f.size < size * SUPERSCRIPT_SIZE_RATIO && f.top + f.height > baseline + 0.1 * size) lowered.add(f);
  }
  return lowered;
}

/** Builds one line from a row of fragments (sorted left to right). */
export function buildLine(items: readonly Fragment[], column: LineColumn, colLeft: number, colRight: number): TextLine {
  const size = mostVoted(items, (f) => f.size, (f) => Math.max(1, weight(f))) ?? items[0]?.size ?? 10;
  const raised = superscripts(items, size);
  const lowered = subscripts(items, size);
  const plainItems: Fragment[] = [];
  const powers = new Set<Fragment>();
  for (const f of items) {
    const prev = plainItems.at(-1);
    const attached = prev !== undefined && f.left - (prev.left + prev.width) < 0.2 * size;
    const afterDigit = attached && /\d$/.test(prev.text.trim());
    // A power of ten's exponent, raised after "10" ("10" then a small "−18"): written "10⁻¹⁸", so
    // it is read as a power and never as the number "1018".
    if (raised.has(f) && attached && EXPONENT.test(f.text.trim()) && (powers.has(prev) || POWER_BASE.test(prev.text.trim()))) {
      const power = { ...f, text: toSuperscript(f.text.trim()) };
      powers.add(power);
      plainItems.push(power);
      continue;
    }
    if (raised.has(f) && MARK.test(f.text) && !afterDigit) continue;
    // A subscript word lowered after a one-letter italic name ("f" then a small "S", "p" then
    // "colonize"): written "f_S", so it is never read as one word ("fS", "pcolonize"); a
    // sentence holding it is not narrated, as a formula. A chemical count ("CO" then "2") stays.
    if (attached && lowered.has(f) && SUBSCRIPT_WORD.test(f.text.trim()) && /^\p{L}$/u.test(prev.text.trim()) && prev.italicShare >= 0.5) {
      plainItems.push({ ...f, text: `_${f.text.trim()}` });
      continue;
    }
    plainItems.push(f);
  }
  return {
    page: items[0]?.page ?? 0,
    top: Math.min(...items.map((f) => f.top)),
    bottom: Math.max(...items.map((f) => f.top + f.height)),
    left: Math.min(...items.map((f) => f.left)),
    right: Math.max(...items.map((f) => f.left + f.width)),
    size,
    boldShare: share(items, (f) => f.boldShare),
    italicShare: share(items, (f) => f.italicShare),
    column,
    colLeft,
    colRight,
    text: joinFragments(items),
    plainText: joinFragments(plainItems),
    segments: splitRow(plainItems, SEGMENT_GAP_EM)
      .map(joinFragments)
      .filter((s) => s.length > 0),
    fragments: [...items],
  };
}
