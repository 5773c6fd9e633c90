import { joinLines, type Vocabulary } from "./hyphenation.js";
import type { Fragment, TextLine } from "./pdf-types.js";
import { cleanProse } from "./prose.js";
import { groupRows } from "./rows.js";

/** "Figure 3:", "Fig. 2.", "FIGURE 1 |", "Figure S4." and a bare "Figure 1" label on its own line. */
const FIGURE = /^(?:supplementary\s+)?(?:figure|fig\.?)\s*(S?\d{1,3})(?:\s*([.:|—–-])|\s*$)/i;
const FIGURE_LABEL = /^(?:supplementary\s+)?(?:figure|fig\.?)\s*S?\d{1,3}\s*[.:|—–-]?\s*/i;
/** "Table 2:", "TABLE IV", "Table S1." */
const TABLE = /^(?:supplementary\s+)?(?:table|tab\.)\s*(S?\d{1,3}|[IVX]{1,5})(?:\s*([.:|—–-])|\s*$)/i;
const TABLE_LABEL = /^(?:supplementary\s+)?(?:table|tab\.)\s*(?:S?\d{1,3}|[IVX]{1,5})\s*[.:|—–-]?\s*/i;
const MAX_CAPTION_LINES = 25;

export interface Caption {
  /** Figure number as printed ("3", "S2"). */
  number: string;
  /** Index of the line the caption starts on. */
  start: number;
  /** Every line holding part of the caption (a side caption can share rows with figure labels). */
  lines: number[];
  page: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
  text: string;
}

function isCaptionStart(lines: readonly TextLine[], i: number, CAPTION: RegExp): RegExpExecArray | undefined {
  const line = lines[i];
  if (!line) return undefined;
  const m = CAPTION.exec(line.plainText.trim());
  if (!m) return undefined;
  const prev = lines[i - 1];
  // "... as shown in\nFigure 3. Then" is a sentence that happens to start a line.
  const afterBreak =
    !prev ||
    prev.page !== line.page ||
    prev.column !== line.column ||
    /[.!?:)]$/.test(prev.plainText.trim()) ||
    line.top - prev.bottom > 0.6 * line.size ||
    // Reading moved up or sideways: a block beside the previous one starts here.
    line.top < prev.top ||
    Math.abs(line.left - prev.left) > 3 * line.size ||
    Math.abs(prev.size - line.size) > 0.5;
  return afterBreak ? m : undefined;
}

function rowText(row: readonly Fragment[]): string {
  return row
    .map((f) => f.text)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Figure captions: the caption line and, below it, the text in the same horizontal range
 * (same size, tight spacing) up to the next caption or a visible break. Working on the page's
 * fragments rather than on reading order keeps a side caption whole even where its rows are
 * shared with labels of the figure beside it.
 */
export function findCaptions(lines: readonly TextLine[], vocab: Vocabulary, kind: "figure" | "table" = "figure"): Caption[] {
  const CAPTION = kind === "figure" ? FIGURE : TABLE;
  const LABEL = kind === "figure" ? FIGURE_LABEL : TABLE_LABEL;
  const noun = kind === "figure" ? "Figure" : "Table";
  const out: Caption[] = [];
  const used = new Set<number>();
  for (let i = 0; i < lines.length; i += 1) {
    if (used.has(i)) continue;
    const m = isCaptionStart(lines, i, CAPTION);
    const first = lines[i];
    if (!m || !first) continue;
    const em = first.size;
    const x0 = first.left - 0.5 * em;
    const x1 = Math.max(first.right, first.colRight) + 0.5 * em;
    const owner = new Map<Fragment, number>();
    lines.forEach((l, j) => {
      if (j === i || l.page !== first.page || l.top <= first.top) return;
      for (const f of l.fragments) if (f.left >= x0 && f.left + f.width <= x1) owner.set(f, j);
    });
    const box = { left: first.left, top: first.top, right: first.right, bottom: first.bottom };
    const taken = [i];
    let text = first.plainText;
    let prevBottom = first.bottom;
    // A bare label ("Figure 1" set as a heading) has its legend below in the text size.
    let size = em;
    let bare = CAPTION.exec(first.plainText.trim())?.[0].trim() === first.plainText.trim();
    let lastGap = 0;
    for (const row of groupRows([...owner.keys()])) {
      const top = Math.min(...row.map((f) => f.top));
      const rowSize = Math.max(...row.map((f) => f.size));
      const t = rowText(row);
      const gap = top - prevBottom;
      // Double-spaced manuscripts keep their spacing inside captions too.
      const maxGap = bare ? 2.5 * em : Math.max(0.8 * size, 1.25 * lastGap);
      const prose = t.replace(/[^\p{L}]/gu, "").length >= 0.5 * t.replace(/\s+/g, "").length;
      if (taken.length >= MAX_CAPTION_LINES || gap > maxGap || (!bare && Math.abs(rowSize - size) > 0.6) || CAPTION.test(t) || (bare && !prose)) break;
      if (bare) size = rowSize;
      bare = false;
      lastGap = Math.max(0, gap);
      text = joinLines(text, t, vocab);
      prevBottom = Math.max(...row.map((f) => f.top + f.height));
      box.left = Math.min(box.left, ...row.map((f) => f.left));
      box.right = Math.max(box.right, ...row.map((f) => f.left + f.width));
      box.bottom = Math.max(box.bottom, prevBottom);
      for (const f of row) {
        const j = owner.get(f);
        if (j !== undefined && !taken.includes(j)) taken.push(j);
      }
    }
    for (const j of taken) used.add(j);
    const number = (m[1] ?? "").toUpperCase();
    const body = text.trim().replace(LABEL, "");
    out.push({ number, start: i, lines: taken.sort((a, b) => a - b), page: first.page, ...box, text: body ? cleanProse(`${noun} ${number}: ${body}`) : "" });
  }
  return out;
}
