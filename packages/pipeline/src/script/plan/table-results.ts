import type { PaperTable, PaperTableCell } from "@lectern/contract";
import { capitaliseFirst } from "../../text/capitalise.js";
import { escapeRegExp } from "../../text/escape-regexp.js";
import { cellNumber, type CellNumber } from "../../text/table-number.js";

/** A name for the paper's own method in a table ("Ours", "Proposed", "X (ours)"). */
const OURS = /\b(?:ours|our|proposed(?: (?:method|model|approach))?)\b/i;
/** A name or heading a speaker can say as written: Latin words, digits and light punctuation, a few words long. */
const SAYABLE = /^[\p{Script=Latin}\d][\p{Script=Latin}\d .,'+\-/()%]*$/u;
const MAX_NAME_WORDS = 6;
const MAX_HEADING_WORDS = 8;
/** A table with methods as columns is read when it has at most this many rows of measures (more is a per-item breakdown). */
const MAX_TRANSPOSED_ROWS = 3;

/**
 * Which end of a measure is better, from the words that name it (a column heading, else the
 * caption): the metric vocabulary of empirical papers, not any one paper's.
 */
const HIGHER_BETTER = /\b(?:acc(?:uracy|uracies)?|f1|f-(?:score|measure)s?|bleu|rouge(?:-\w+)?|meteor|recalls?|precisions?|auc|auroc|auprc|map|scores?|throughputs?|speed-?ups?|r squared|success(?: rates?)?|rewards?|returns?|iou|psnr|ssim|hits?|ndcg|mrr|goodput|gains?|fps|f sub 1|frames per second|speeds?)\b/i;
const LOWER_BETTER = /\b(?:errors?|err|loss(?:es)?|latenc(?:y|ies)|perplexit(?:y|ies)|ppl|rmse|mae|mse|fid|wer|cer|costs?|overheads?|run ?times?|times?|seconds|ms|regrets?|distortions?)\b/i;

type Direction = "higher" | "lower" | null;

/** The measure a caption names ("Planning latencies (milliseconds) …" → "latency"), singular. */
function measureWord(text: string): string | null {
  const m = HIGHER_BETTER.exec(text) ?? LOWER_BETTER.exec(text);
  if (!m) return null;
  const word = m[0].toLowerCase();
  return word.endsWith("ies") ? `${word.slice(0, -3)}y` : /[^s]s$/.test(word) && word.length > 4 ? word.slice(0, -1) : word;
}

function directionOf(...names: readonly string[]): Direction {
  for (const name of names) {
    const up = HIGHER_BETTER.test(name);
    const down = LOWER_BETTER.test(name);
    if (up !== down) return up ? "higher" : "lower";
  }
  return null;
}

/**
 * The better end of a column: from its heading, or from the caption when the heading names a
 * dataset or setting rather than a measure ("CIFAR-10" under "Accuracy (%) on the test sets"); a
 * plain word heading that is no measure ("combined", "range-max") gets no direction.
 */
function directionFor(heading: string, caption: string): { direction: Direction; measure: string } {
  const own = directionOf(heading);
  if (own !== null) return { direction: own, measure: heading };
  // The caption's measure joins the heading, or a listener hears "a p99 of 108": "a p99 latency",
  // "a no name accuracy" (a heading that names a setting). Only a heading with a name or a number
  // takes the caption's direction; a plain word ("combined") may measure anything.
  const word = measureWord(caption);
  const measure = word === null ? heading : `${heading} ${word}`;
  return { direction: /\p{Lu}|\d/u.test(heading) ? directionOf(caption) : null, measure };
}

/** Whether a measure's name says what it measures: "a no name of 76%" names no quantity. */
const namesMeasure = (measure: string): boolean => measureWord(measure) !== null;

type Grid = readonly (readonly PaperTableCell[])[];

/** One comparison: the entries (rows, or columns of a transposed table) with a value for one measure. */
interface Entry {
  name: string;
  value: CellNumber | null;
  bold: boolean;
}

function sayable(text: string, maxWords: number): boolean {
  return SAYABLE.test(text) && text.split(/\s+/).length <= maxWords;
}

const numberAt = (row: readonly PaperTableCell[] | undefined, c: number): CellNumber | null => cellNumber(row?.[c]?.text ?? "");

/**
 * The paper's names for its own method: coined words of its title ("CloudCoder", "SimPLe",
 * "eBPF") and any capitalised name its text calls "our X" ("our ILM model").
 */
export function ownNames(title: string, text: string): Set<string> {
  const names = new Set(title.split(/[^\p{L}\d-]+/u).filter((w) => w.length >= 3 && /\p{Lu}/u.test(w.slice(1))));
  for (const m of text.matchAll(/\b[Oo]ur (\p{Lu}[\p{L}\d-]*\p{Lu}[\p{L}\d-]*)/gu)) if (m[1] !== undefined) names.add(m[1]);
  // "We present YOLO, a new approach …", "we call this system DQ": the name the paper gives its
  // own work ("a method called X" names others' work as often as its own).
  for (const m of text.matchAll(/\b(?:[Ww]e (?:present|propose|introduce|develop|describe|call (?:it|this(?: \p{L}+)?)|name (?:it|this(?: \p{L}+)?)))\s+(?:(?:a|an|the)\s+)?(?:[\p{Ll}-]+\s+){0,3}?(\p{Lu}[\p{L}\d-]*\p{Lu}[\p{L}\d-]*|\p{Lu}{2,})\b/gu)) {
    if (m[1] !== undefined) names.add(m[1]);
  }
  return names;
}

function callsOurs(text: string, paperNames: ReadonlySet<string>): boolean {
  return OURS.test(text) || text.split(/[^\p{L}\d-]+/u).some((w) => paperNames.has(w));
}

/** The name column: the first text column whose entries all differ ("Method", not "Training data"). */
function nameColumnOf(rows: Grid, text: readonly number[]): number | undefined {
  return text.find((c) => new Set(rows.map((r) => r[c]?.text ?? "")).size === rows.length);
}

/** A column of row numbers (1, 2, 3 …): it counts rows, it measures nothing. */
function isIndexColumn(rows: Grid, c: number): boolean {
  const values = rows.map((r) => numberAt(r, c)?.value);
  return values.length >= 2 && values.every((v, k) => v !== undefined && v === (values[0] ?? 0) + k && Number.isInteger(v));
}

/**
 * How a speaker names an entry: "Ours" is a table's shorthand for "our method", and a
 * "(ours)" tag is not said.
 */
function spokenName(label: string): string {
  const stripped = label.replace(/\s*[([](?:ours|proposed)[)\]]\s*$/i, "");
  return /^(?:ours|proposed(?: method)?)$/i.test(stripped) ? "our method" : stripped;
}

/** The first word of a name: entries sharing it with the paper's are its own variants ("Transformer (base)" beside "Transformer (big)"). */
const headWord = (name: string): string => name.split(/[\s(,]+/)[0]?.toLowerCase() ?? "";

/**
 * The paper's entry against its best rival on one measure, when the paper's value is the best of
 * all: the highest or the lowest, at the end that is better. When the authors bolded the
 * measure, the bold value says which end that is; otherwise the measure's name must say it
 * (accuracy higher, error lower), or no claim is made. A tie is not a win.
 */
function comparison(own: Entry, entries: readonly Entry[], direction: Direction, named: (name: string) => boolean): { own: CellNumber; rival: CellNumber; rivalName: string } | null {
  if (own.value === null) return null;
  const mine = own.value;
  const head = headWord(own.name);
  const others = entries.filter((e): e is Entry & { value: CellNumber } => e !== own && e.value !== null && e.name !== "");
  const rivals = others.filter((e) => head.length < 3 || headWord(e.name) !== head);
  const pool = rivals.length > 0 ? rivals : others;
  if (pool.length === 0) return null;
  // "110 sec" against "48.2 hr": values in different units are not compared by their digits.
  if (others.some((e) => unitOf(e.value) !== unitOf(mine))) return null;
  const values = others.map((e) => e.value.value);
  const higher = mine.value > Math.max(...values);
  const lower = mine.value < Math.min(...values);
  if (!higher && !lower) return null;
  if (entries.some((e) => e.bold) ? !own.bold : direction !== (higher ? "higher" : "lower")) return null;
  const best = pool.reduce((a, b) => ((higher ? b.value.value > a.value.value : b.value.value < a.value.value) ? b : a));
  // A named rival is introduced as what it is ("the next best, Bottom-Up"); one the paper's text
  // never names ("FR-CNN", "QP": a table's shorthand) means nothing to a listener.
  const rivalName = sayable(best.name, MAX_NAME_WORDS) && named(best.name) ? `the next best, ${spokenName(best.name)}` : "the next best";
  return { own: mine, rival: best.value, rivalName };
}

/** The unit a value is printed with ("fps", "%", ""). */
const unitOf = (n: CellNumber): string => n.said.replace(/^[-+\d.,]+\s*/, "").toLowerCase();

/** Headings are set in title case; in a sentence their common words are not ("test accuracy"). */
const inSentence = (heading: string): string => heading.replace(/\b\p{Lu}\p{Ll}+\b/gu, (w) => w.toLowerCase());

/** The header cells above a column, top to bottom, each once ("light sleep recall"). */
function columnHeading(header: Grid, column: number): string | null {
  const parts: string[] = [];
  for (const row of header) {
    const text = row[column]?.text.trim() ?? "";
    if (text !== "" && !parts.includes(text)) parts.push(text);
  }
  // Joined with spaces, not commas: a comma inside the measure would read as a list.
  const heading = inSentence(parts.join(" "));
  return heading !== "" && sayable(heading, MAX_HEADING_WORDS) ? heading : null;
}

/** "a" or "an" before a heading as it is said: "an accuracy", "an F1 score", "a BLEU score". */
function article(heading: string): string {
  const first = heading.split(/\s+/)[0] ?? "";
  if (/^\p{Lu}{2,}/u.test(first) || /^\p{Lu}(?:\d|$)/u.test(first)) return /^[AEFHILMNORSX]/.test(first) ? "an" : "a";
  return /^[aeiou]/i.test(first) ? "an" : "a";
}

function sentence(heading: string, name: string, c: { own: CellNumber; rival: CellNumber; rivalName: string }): string {
  // A heading's unit ("score (%)") goes with the numbers: "a score of 45%".
  const percent = /\s*\(%\)/.test(heading) && !c.own.said.endsWith("%") ? "%" : "";
  const measure = heading.replace(/\s*\(%\)/, "");
  // "an FPS of 45", not "an FPS of 45 fps".
  const bare = (n: CellNumber): string => (unitOf(n) !== "" && unitOf(n) === measure.toLowerCase() ? n.said.slice(0, -unitOf(n).length).trim() : n.said);
  return `${capitaliseFirst(spokenName(name))} reaches ${article(measure)} ${measure} of ${bare(c.own)}${percent} against ${bare(c.rival)}${percent} for ${c.rivalName}.`;
}

/** The shapes `sentence` and `bestRowResult` write, also once their numbers are said in words ("78.24 percent"). */
const TABLE_RESULT =
  /^(?:[^,]+ reaches an? [^,]+ of [^,]+ against .+ for the next best(?:, [^,]+)?|[^,]+ has the (?:lowest|highest) [^,]+ at [^,]+, against .+ for the next best(?:, [^,]+)?|[^,]+ does better than [^,]+ on [\p{L}\d-]+ of the [\p{L}\d-]+ \p{L}+(?:, and better than [^,]+ on [\p{L}\d -]+)?)\.?$/u;

/** A value as a speaker says it: at most three significant digits ("0.0896228" → "0.0896"), its unit kept. */
function spokenValue(n: CellNumber): string {
  const digits = n.said.replace(/[^\d]/g, "").replace(/^0+/, "");
  if (digits.length <= 4) return n.said;
  return `${Number(n.value.toPrecision(3))}${n.said.replace(/^[-+\d.,]+/, "")}`;
}

/** A heading over names of methods: "Method", "Model", "Forecasting approach". */
const METHODS_HEADING = /\b(?:methods?|models?|approach(?:es)?|systems?|algorithms?|baselines?|techniques?|estimators?|classifiers?|predictors?|forecasts?|tools?|solvers?|architectures?|networks?)\b/i;

/**
 * Methods as rows, none of them the paper's own (a comparison of existing methods, or one whose
 * own row the table does not mark): the row best on the first measure whose heading says which
 * end is better, against the next best. Only a clear winner among three or more rows, named in
 * the paper's text, so the listener can place it.
 */
function bestRowResult(header: Grid, rows: Grid, measured: readonly number[], text: readonly number[], named: (name: string) => boolean): string | null {
  const nameColumn = nameColumnOf(rows, text);
  if (nameColumn === undefined || rows.length < 3) return null;
  // The rows must be methods: a table of parameters or periods ranks nothing.
  if (!METHODS_HEADING.test(header.map((r) => r[nameColumn]?.text ?? "").join(" "))) return null;
  for (const c of measured) {
    const heading = columnHeading(header, c);
    const direction = heading === null ? null : directionOf(heading);
    if (heading === null || direction === null) continue;
    const entries = rows
      .map((r) => ({ name: r[nameColumn]?.text ?? "", value: numberAt(r, c) }))
      .filter((e): e is { name: string; value: CellNumber } => e.value !== null && e.name !== "");
    if (entries.length < 3 || new Set(entries.map((e) => unitOf(e.value))).size > 1) continue;
    const sorted = [...entries].sort((a, b) => (direction === "lower" ? a.value.value - b.value.value : b.value.value - a.value.value));
    const [best, next] = sorted;
    if (best === undefined || next === undefined || best.value.value === next.value.value) continue;
    if (!sayable(best.name, MAX_NAME_WORDS) || !named(best.name)) continue;
    const rival = sayable(next.name, MAX_NAME_WORDS) && named(next.name) ? `the next best, ${next.name}` : "the next best";
    const end = direction === "lower" ? "lowest" : "highest";
    return `${capitaliseFirst(best.name)} has the ${end} ${heading} at ${spokenValue(best.value)}, against ${spokenValue(next.value)} for ${rival}.`;
  }
  return null;
}

/** Whether a sentence is a table's result as this module says it. */
export function isTableResult(text: string): boolean {
  return TABLE_RESULT.test(text);
}

/**
 * Methods as rows: which row is the paper's own (a cell calls it ours or by one of the paper's
 * own names, else the row the authors bolded in most measured columns: at least half, and more than
 * any other row), then the first measured column where it is best.
 */
function rowsResult(header: Grid, rows: Grid, measured: readonly number[], text: readonly number[], paperNames: ReadonlySet<string>, caption: string, named: (name: string) => boolean): string | null {
  let own: { row: number; nameColumn: number } | null = null;
  const calledOurs = rows.flatMap((r, i) => text.filter((c) => callsOurs(r[c]?.text ?? "", paperNames)).slice(0, 1).map((c) => ({ row: i, nameColumn: c })));
  if (calledOurs.length === 1) own = calledOurs[0] ?? null;
  else if (calledOurs.length === 0) {
    const bolds = rows.map((r) => measured.filter((c) => r[c]?.bold === true && numberAt(r, c) !== null).length);
    const most = Math.max(0, ...bolds);
    const nameColumn = nameColumnOf(rows, text);
    if (most > 0 && most * 2 >= measured.length && bolds.filter((b) => b === most).length === 1 && nameColumn !== undefined) own = { row: bolds.indexOf(most), nameColumn };
  }
  if (own === null) return null;
  const ownName = rows[own.row]?.[own.nameColumn]?.text ?? "";
  if (!sayable(ownName, MAX_NAME_WORDS)) return null;
  for (const c of measured) {
    const entries: Entry[] = rows.map((r) => ({ name: r[own.nameColumn]?.text ?? "", value: numberAt(r, c), bold: r[c]?.bold === true }));
    const ownEntry = entries[own.row];
    const heading = columnHeading(header, c);
    if (ownEntry === undefined || heading === null) continue;
    const { direction, measure } = directionFor(heading, caption);
    if (!namesMeasure(measure)) continue;
    const found = comparison(ownEntry, entries, direction, named);
    if (found) return sentence(measure, ownName, found);
  }
  return null;
}

/** Methods as columns (a header row names them), measures as a few rows: the same comparison along each row. */
function columnsResult(header: Grid, rows: Grid, measured: readonly number[], text: readonly number[], paperNames: ReadonlySet<string>, caption: string, named: (name: string) => boolean): string | null {
  const names = header[header.length - 1];
  if (names === undefined || rows.length > MAX_TRANSPOSED_ROWS) return null;
  const ownColumns = measured.filter((c) => callsOurs(names[c]?.text ?? "", paperNames));
  const ownColumn = ownColumns[0];
  if (ownColumns.length !== 1 || ownColumn === undefined) return null;
  const ownName = names[ownColumn]?.text ?? "";
  if (!sayable(ownName, MAX_NAME_WORDS)) return null;
  for (const r of rows) {
    const label = text.map((c) => r[c]?.text ?? "").find((t) => t !== "");
    const heading = label === undefined ? undefined : inSentence(label);
    if (heading === undefined || !sayable(heading, MAX_HEADING_WORDS)) continue;
    const entries: Entry[] = measured.map((c) => ({ name: names[c]?.text ?? "", value: numberAt(r, c), bold: r[c]?.bold === true }));
    const ownEntry = entries[measured.indexOf(ownColumn)];
    if (ownEntry === undefined) continue;
    const { direction, measure } = directionFor(heading, caption);
    if (!namesMeasure(measure)) continue;
    const found = comparison(ownEntry, entries, direction, named);
    if (found) return sentence(measure, ownName, found);
  }
  return null;
}

/** A table has at least this many items (games, datasets, tasks) to be summed up as a count of wins. */
const MIN_BREAKDOWN_ROWS = 5;
/** Columns that are reference points, not rivals: what a human, a random or an ideal agent scores. */
const REFERENCE_COLUMN = /^(?:humans?|random|oracle|optimal|expert|upper bound|lower bound|best possible)\b/i;
/** "Game" → "games", "Dataset" → "datasets", "Query" → "queries". */
function plural(noun: string): string {
  const w = noun.toLowerCase();
  if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ies`;
  return /(?:s|x|ch|sh)$/.test(w) ? `${w}es` : `${w}s`;
}

/**
 * Methods as columns and many items as rows (a score per game, per dataset): a per-item breakdown
 * no listener can take in cell by cell, said as a count of wins against the strongest rival the
 * paper's text names: "SimPLe does better than Rainbow on 14 of the 26 games." The better end
 * must be named by the caption's measure; ties are no wins.
 */
function breakdownResult(header: Grid, rows: Grid, measured: readonly number[], text: readonly number[], paperNames: ReadonlySet<string>, caption: string, named: (name: string) => string | null): string | null {
  const names = header[header.length - 1];
  const itemColumn = text[0];
  if (names === undefined || itemColumn === undefined || rows.length < MIN_BREAKDOWN_ROWS) return null;
  const item = names[itemColumn]?.text.trim() ?? "";
  if (!/^\p{L}[\p{L}-]{2,}$/u.test(item)) return null;
  const ownColumns = measured.filter((c) => callsOurs(names[c]?.text ?? "", paperNames));
  const ownColumn = ownColumns[0];
  if (ownColumns.length !== 1 || ownColumn === undefined) return null;
  const ownName = spokenName(names[ownColumn]?.text ?? "");
  const direction = directionOf(caption);
  if (direction === null || !sayable(ownName, MAX_NAME_WORDS)) return null;
  // Each rival the text names, with how often the paper's value is strictly better; a rival printed
  // in several columns (two budgets) is counted once, by its first.
  const tallies = new Map<string, { wins: number; of: number }>();
  for (const c of measured) {
    if (c === ownColumn) continue;
    const label = names[c]?.text.trim() ?? "";
    const rival = REFERENCE_COLUMN.test(label) ? null : named(label);
    if (rival === null || tallies.has(rival)) continue;
    let wins = 0;
    let of = 0;
    for (const r of rows) {
      const mine = numberAt(r, ownColumn);
      const theirs = numberAt(r, c);
      if (mine === null || theirs === null || unitOf(mine) !== unitOf(theirs)) continue;
      of += 1;
      if (direction === "higher" ? mine.value > theirs.value : mine.value < theirs.value) wins += 1;
    }
    if (of >= MIN_BREAKDOWN_ROWS) tallies.set(rival, { wins, of });
  }
  // The strongest rival first; a second one said beside it.
  const [strongest, second] = [...tallies].sort((a, b) => a[1].wins / a[1].of - b[1].wins / b[1].of);
  if (strongest === undefined) return null;
  const [rival, { wins, of }] = strongest;
  // "Does better": the better end, whichever it is (a higher score, a lower error).
  const also = second === undefined ? "" : `, and better than ${second[0]} on ${second[1].wins}${second[1].of === of ? "" : ` of ${second[1].of}`}`;
  return `${capitaliseFirst(ownName)} does better than ${rival} on ${wins} of the ${of} ${plural(item)}${also}.`;
}

/**
 * A result a table holds, said as a sentence with its numbers: the paper's own method against
 * its best rival on the first measure where the paper's value is best ("Our method reaches a
 * test accuracy of 78.24% against 76.22% for the next best, Bottom-Up."); when no row is the
 * paper's, the clear winner among the methods it compares, on a measure whose name says which end
 * is better. English only. Null when nothing in it can be said aloud: a talk states a result only
 * where the paper's own table shows it. `prose` is the paper's text,
 * which says whether a rival has a name a listener can place.
 */
export function tableResult(table: PaperTable, own: ReadonlySet<string>, prose = ""): string | null {
  // A rival is named when the paper's text names it (without a table's "(Small VGG)" detail).
  const named = (name: string): boolean => {
    const base = name.replace(/\s*\([^()]*\)\s*$/, "").trim();
    return base !== "" && new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(base)}(?![\\p{L}\\d])`, "u").test(prose);
  };
  // A column label that is a name and its setting ("rainbow_100k", "PPO_500k"): named as the text
  // writes the name ("Rainbow"), or null when the text never names it.
  const namedAs = (label: string): string | null => {
    const base = label.replace(/\s*\([^()]*\)\s*$/, "").split(/[_\s]/)[0]?.trim() ?? "";
    if (base.length < 2) return null;
    const uses = [...prose.matchAll(new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(base)}(?![\\p{L}\\d])`, "giu"))].map((m) => m[0]);
    // The text's spelling of the name: a capitalised one ("Rainbow"), not a common word that happens to match.
    const found = uses.find((u) => /\p{Lu}/u.test(u));
    return found !== undefined && sayable(found, MAX_NAME_WORDS) ? found : null;
  };
  const isData = (r: readonly PaperTableCell[]): boolean => r.some((c) => cellNumber(c.text) !== null) && r.some((c) => c.text !== "" && cellNumber(c.text) === null);
  const first = table.rows.findIndex(isData);
  if (first < 1) return null;
  const header = table.rows.slice(0, first);
  const rows = table.rows.slice(first).filter(isData);
  const width = Math.max(0, ...rows.map((r) => r.length));
  const columns = Array.from({ length: width }, (_, c) => c);
  const measured = columns.filter((c) => rows.filter((r) => numberAt(r, c) !== null).length >= (rows.length > 1 ? 2 : 1) && !isIndexColumn(rows, c));
  const text = columns.filter((c) => !measured.includes(c) && rows.some((r) => (r[c]?.text ?? "") !== "" && numberAt(r, c) === null));
  return (
    rowsResult(header, rows, measured, text, own, table.caption, named) ??
    columnsResult(header, rows, measured, text, own, table.caption, named) ??
    breakdownResult(header, rows, measured, text, own, table.caption, namedAs) ??
    bestRowResult(header, rows, measured, text, named)
  );
}
