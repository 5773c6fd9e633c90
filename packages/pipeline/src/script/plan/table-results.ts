import type { PaperTable, PaperTableCell } from "@lectern/contract";
import { cellNumber, type CellNumber } from "../../text/table-number.js";

/** A row that names the paper's own method ("Ours", "Proposed", "X (ours)"). */
const OURS = /\b(?:ours|our (?:method|model|approach|system)|proposed(?: (?:method|model|approach))?)\b/i;
/** A name or heading a speaker can say as written: words, digits and light punctuation, a few words long. */
const SAYABLE = /^[\p{Script=Latin}\d][\p{Script=Latin}\d .,'+\-/()%]*$/u;
const MAX_NAME_WORDS = 6;
const MAX_HEADING_WORDS = 8;

interface DataRow {
  label: string;
  cells: readonly PaperTableCell[];
}

function sayable(text: string, maxWords: number): boolean {
  return SAYABLE.test(text) && text.split(/\s+/).length <= maxWords;
}

/** A row is data when it has a label and at least one number; the rows above the first are its header. */
function labelOf(row: readonly PaperTableCell[]): string | null {
  let label: string | null = null;
  for (const cell of row) {
    if (cellNumber(cell.text) !== null) return label;
    if (cell.text !== "") label = cell.text;
  }
  return null;
}

/**
 * Which row is the paper's own: the one its label calls ours, else a row whose label is a name the
 * paper's title coins ("CloudCoder"), else the one the authors set in bold in most measured
 * columns (at least half of them, and more than any other row). Null when none stands out.
 */
function ownRow(rows: readonly DataRow[], columns: readonly number[], title: string): DataRow | null {
  const named = rows.filter((r) => OURS.test(r.label));
  if (named.length === 1) return named[0] ?? null;
  const coined = new Set(title.split(/[^\p{L}\d-]+/u).filter((w) => w.length >= 3 && /\p{Lu}/u.test(w.slice(1))));
  const byName = rows.filter((r) => r.label.split(/[^\p{L}\d-]+/u).some((w) => coined.has(w)));
  if (byName.length === 1) return byName[0] ?? null;
  const bolds = rows.map((r) => columns.filter((c) => r.cells[c]?.bold === true && cellNumber(r.cells[c]?.text ?? "") !== null).length);
  const most = Math.max(0, ...bolds);
  if (most === 0 || most * 2 < columns.length || bolds.filter((b) => b === most).length !== 1) return null;
  return rows[bolds.indexOf(most)] ?? null;
}

/** The header cells above a column, top to bottom, each once ("Regression (R squared), TST-170"). */
function columnHeading(header: readonly (readonly PaperTableCell[])[], column: number): string | null {
  const parts: string[] = [];
  for (const row of header) {
    const text = row[column]?.text.trim() ?? "";
    if (text !== "" && !parts.includes(text)) parts.push(text);
  }
  const heading = parts.join(", ");
  return heading !== "" && sayable(heading, MAX_HEADING_WORDS) ? heading : null;
}

interface ColumnResult {
  heading: string;
  own: CellNumber;
  other: CellNumber;
  otherLabel: string;
}

/**
 * The paper's row against the best other row in one measured column, when the paper's value is
 * the column's best: its highest (higher is better) or lowest (lower is better). When the authors
 * bolded the column, the bold value decides which end is best; a tie is not a win.
 */
function columnResult(rows: readonly DataRow[], own: DataRow, header: readonly (readonly PaperTableCell[])[], column: number): ColumnResult | null {
  const mine = cellNumber(own.cells[column]?.text ?? "");
  const heading = columnHeading(header, column);
  if (mine === null || heading === null) return null;
  // The paper's own variants ("Transformer (base)" beside "Transformer (big)") are not what it improves on.
  const head = own.label.split(/[\s(]+/)[0]?.toLowerCase() ?? "";
  const variant = (r: DataRow): boolean => head.length >= 3 && r.label.split(/[\s(]+/)[0]?.toLowerCase() === head;
  const rivals = rows.filter((r) => r !== own && !variant(r));
  const others = (rivals.length > 0 ? rivals : rows.filter((r) => r !== own)).flatMap((r) => {
    const n = cellNumber(r.cells[column]?.text ?? "");
    return n === null ? [] : [{ n, label: r.label }];
  });
  if (others.length === 0) return null;
  const values = others.map((o) => o.n.value);
  const higher = mine.value > Math.max(...values);
  const lower = mine.value < Math.min(...values);
  if (!higher && !lower) return null;
  if (rows.some((r) => r.cells[column]?.bold === true) && own.cells[column]?.bold !== true) return null;
  const best = others.reduce((a, b) => ((higher ? b.n.value > a.n.value : b.n.value < a.n.value) ? b : a));
  return { heading, own: mine, other: best.n, otherLabel: best.label };
}

/**
 * A result a table holds, said as a sentence with its numbers: the paper's own row against the
 * best other row in the first measured column where the paper's value is best ("On Regression
 * (R squared), TST-170, Refitted T hat scores 0.58, against 0.47 for Linear."). English only.
 * Null when the table does not single out the paper's row, or nothing in it can be said aloud:
 * a talk states a result only where the paper's own table shows it.
 */
export function tableResult(table: PaperTable, title: string): string | null {
  const first = table.rows.findIndex((r) => labelOf(r) !== null);
  if (first < 1) return null;
  const header = table.rows.slice(0, first);
  const rows: DataRow[] = table.rows.slice(first).flatMap((cells) => {
    const label = labelOf(cells);
    return label === null ? [] : [{ label, cells }];
  });
  const width = Math.max(0, ...rows.map((r) => r.cells.length));
  const columns = Array.from({ length: width }, (_, c) => c).filter((c) => rows.filter((r) => cellNumber(r.cells[c]?.text ?? "") !== null).length >= 2);
  const own = ownRow(rows, columns, title);
  if (own === null || !sayable(own.label, MAX_NAME_WORDS)) return null;
  const wins = columns.map((c) => columnResult(rows, own, header, c));
  const win = wins.find((w): w is ColumnResult => w !== null && sayable(w.otherLabel, MAX_NAME_WORDS));
  if (win === undefined) return null;
  // "Ours" is a table's shorthand; said aloud it is "our method".
  const stripped = own.label.replace(/\s*[([](?:ours|proposed)[)\]]\s*$/i, "");
  const name = /^(?:ours|proposed(?: method)?)$/i.test(stripped) ? "our method" : stripped;
  return `On ${win.heading}, ${name} scores ${win.own.said}, against ${win.other.said} for ${win.otherLabel}.`;
}
