import type { PaperTableCell } from "@lectern/contract";
import { cellNumber } from "../../text/table-number.js";
import { ENV_ARGS } from "./commands.js";
import { Cursor } from "./cursor.js";
import type { LNode } from "./tree.js";

/** Tabular environments whose rows and cells are read. */
const TABULARS = new Set(["tabular", "tabular*", "tabularx", "tabulary", "longtable", "tabu", "NiceTabular", "supertabular", "xtabular"]);
/** Rules and row styles between rows, with their arguments: they carry no cell text. */
const RULES: Record<string, string> = {
  hline: "", toprule: "o", midrule: "o", bottomrule: "o", specialrule: "mmm", addlinespace: "o", cline: "m", hhline: "m",
  morecmidrules: "", rowcolor: "om", noalign: "m", endhead: "", endfirsthead: "", endfoot: "", endlastfoot: "",
  rowstyle: "m", Xhline: "m", arrayrulecolor: "om", hdashline: "o", cdashline: "m",
};
/** Commands that set their argument (or the rest of the cell) in bold: how authors mark the best result. */
const BOLD = new Set(["textbf", "bf", "bfseries", "mathbf", "boldsymbol", "bm", "pmb", "textbfit", "bfcell", "best"]);
/** At most this many rows and cells per row are kept: a results table, not a data dump. */
const MAX_ROWS = 60;
const MAX_CELLS = 24;

export interface TableDraft {
  caption: string;
  rows: PaperTableCell[][];
}

/** The first tabular inside a table environment (inside center, resizebox, adjustbox ...). */
function findTabular(nodes: readonly LNode[], depth = 0): { name: string; content: LNode[] } | null {
  if (depth > 8) return null;
  for (const n of nodes) {
    if (n.type === "env" && TABULARS.has(n.name)) return { name: n.name, content: n.content };
    const inner = n.type === "env" || n.type === "group" ? findTabular(n.content, depth + 1) : null;
    if (inner) return inner;
  }
  return null;
}

/** The table's \caption argument (the first one), as nodes. */
function findCaption(nodes: readonly LNode[], depth = 0): LNode[] | null {
  if (depth > 8) return null;
  const c = new Cursor(nodes);
  while (!c.done) {
    const n = c.next() as LNode;
    if (n.type === "macro" && (n.name === "caption" || n.name === "captionof")) {
      const args = c.readSpec(n.name === "captionof" ? "smom" : "om");
      const text = args[args.length - 1];
      if (Array.isArray(text)) return text;
    }
    const inner = n.type === "env" || n.type === "group" ? findCaption(n.content, depth + 1) : null;
    if (inner) return inner;
  }
  return null;
}

function hasBold(nodes: readonly LNode[], depth = 0): boolean {
  if (depth > 6) return false;
  return nodes.some((n) => (n.type === "macro" && BOLD.has(n.name)) || ((n.type === "group" || n.type === "math" || n.type === "env") && hasBold(n.content, depth + 1)));
}

/** How many columns a cell spans: \multicolumn{n}{…}{…} at its start, else 1. */
function spanOf(nodes: readonly LNode[]): number {
  const c = new Cursor(nodes);
  c.skipSpaces();
  const first = c.next();
  if (first?.type !== "macro" || first.name !== "multicolumn") return 1;
  const n = Number.parseInt((c.readArg() ?? []).map((x) => (x.type === "text" ? x.v : "")).join(""), 10);
  return Number.isInteger(n) && n >= 1 && n <= MAX_CELLS ? n : 1;
}

/**
 * Splits a tabular body into rows of cells (nodes): "&" ends a cell, "\\" (or \tabularnewline)
 * a row; rules between rows are skipped with their arguments so "\cline{2-5}" leaves no "2-5".
 */
function splitRows(content: readonly LNode[]): LNode[][][] {
  const rows: LNode[][][] = [];
  let row: LNode[][] = [];
  let cell: LNode[] = [];
  const endRow = (): void => {
    row.push(cell);
    if (row.some((x) => x.some((n) => n.type !== "space"))) rows.push(row);
    row = [];
    cell = [];
  };
  const c = new Cursor(content);
  while (!c.done && rows.length < MAX_ROWS) {
    const n = c.next() as LNode;
    if (n.type === "macro" && (n.name === "\\" || n.name === "tabularnewline" || n.name === "cr")) {
      c.readSpec("so");
      endRow();
    } else if (n.type === "macro" && n.name === "cmidrule") {
      // \cmidrule[width](lr){2-3}: the trim spec is written as text in parentheses.
      c.readOptional();
      c.skipSpaces();
      const next = c.peek();
      if (next?.type === "text" && next.v.startsWith("(")) {
        for (let m = c.next(); m !== undefined && !(m.type === "text" && m.v.includes(")")); m = c.next());
      }
      c.readArg();
    } else if (n.type === "macro" && RULES[n.name] !== undefined) {
      c.readSpec(RULES[n.name] as string);
    } else if (n.type === "text" && n.v.includes("&")) {
      const parts = n.v.split("&");
      parts.forEach((p, k) => {
        if (k > 0) {
          row.push(cell);
          cell = [];
        }
        if (p !== "") cell.push({ type: "text", v: p });
      });
      if (row.length > MAX_CELLS) row = row.slice(0, MAX_CELLS);
    } else cell.push(n);
  }
  if (cell.length > 0 || row.length > 0) endRow();
  return rows;
}

/**
 * Reads a table environment into its caption and a grid of cells as the paper prints them:
 * each cell's text (rendered by `spoken`), whether it is set in bold (how authors
 * mark the best result), and a cell spanning n columns repeated n times so columns line up.
 * Null when it holds no tabular.
 */
export function readTable(content: readonly LNode[], inline: (nodes: readonly LNode[]) => string, spoken: (nodes: readonly LNode[]) => string = inline): TableDraft | null {
  const tabular = findTabular(content);
  if (tabular === null) return null;
  const c = new Cursor(tabular.content);
  // Its arguments before the body ("tabular*" and "tabularx" take a width first).
  c.readSpec(ENV_ARGS[tabular.name] ?? "om");
  const body = tabular.content.slice(c.i);
  const rows: PaperTableCell[][] = [];
  for (const row of splitRows(body)) {
    const cells: PaperTableCell[] = [];
    for (const nodes of row) {
      // A number is kept as printed; other cells are said like prose (their maths in words).
      const printed = inline(nodes).replace(/\s+/g, " ").trim();
      const text = cellNumber(printed) !== null ? printed : spoken(nodes).replace(/\s+/g, " ").trim();
      const cell: PaperTableCell = hasBold(nodes) && text !== "" ? { text, bold: true } : { text };
      for (let k = spanOf(nodes); k > 0 && cells.length < MAX_CELLS; k -= 1) cells.push(cell);
    }
    rows.push(cells);
  }
  const caption = findCaption(content);
  return { caption: caption ? inline(caption) : "", rows };
}
