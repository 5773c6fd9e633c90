import { capsAcronyms, isCaps, softenCaps } from "../../text/soften-caps.js";
import type { BodyStyle } from "./body-style.js";
import { foldHeading, isAbstractTitle, isKnownHeading, kindFromTitle } from "./heading-words.js";
import { joinLines, type Vocabulary } from "./hyphenation.js";
import { parseNumbering, type Numbering } from "./numbering.js";
import type { OutlineEntry, TextLine } from "./pdf-types.js";
import { splitRunIn } from "./run-in.js";

export interface Heading {
  /** Line range [start, end) the heading occupies. */
  start: number;
  end: number;
  /** Heading text without its number, capitalisation of all-caps headings softened. */
  title: string;
  level: number;
  numbering?: Numbering;
  /** For a run-in heading: the rest of its line, where the section's text begins. */
  runIn?: TextLine;
}

interface Style {
  size: number;
  bold: boolean;
  italic: boolean;
  caps: boolean;
  /** Dominant font face: publishers' subset fonts hide the weight, but not the face change. */
  font: string;
}

interface Candidate {
  start: number;
  end: number;
  text: string;
  body: string;
  numbering?: Numbering;
  style: Style;
  known: boolean;
  outlineDepth?: number;
  runIn?: TextLine;
}

const CAPTION_START = /^(?:supplementary\s+)?(?:figure|fig\.?|table|tab\.|algorithm|listing|scheme|box|plate|chart|exhibit)\s*[A-Z]?\d/i;
const MAX_WORDS = 18;
const ALWAYS_TOP =
  /^(?:introduction|conclusions?|concluding remarks|acknowledge?ments?|references|bibliography|literature cited|appendix|appendices|supporting information|supplementary (?:materials?|information)|author contributions?|competing interests?|conflicts? of interests?|funding|data availability(?: statement)?|code availability(?: statement)?|figure legends)$/;

const WORD = /\p{L}{3}|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function letters(text: string): number {
  return text.replace(/[^\p{L}]/gu, "").length;
}


function dominantFont(line: TextLine): string {
  const votes = new Map<string, number>();
  for (const f of line.fragments) votes.set(f.font, (votes.get(f.font) ?? 0) + f.text.length);
  return [...votes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
}

function styleOf(line: TextLine, text: string): Style {
  return { size: line.size, bold: line.boldShare >= 0.75, italic: line.italicShare >= 0.9, caps: isCaps(text), font: dominantFont(line) };
}

function sameStyle(a: Style, b: Style): boolean {
  return Math.abs(a.size - b.size) <= 0.5 && a.bold === b.bold && a.italic === b.italic;
}

/** Rank for ordering heading styles: bigger, then bolder, then capitals, then upright. */
function rank(s: Style): number {
  return s.size * 10 + (s.bold ? 4 : 0) + (s.caps ? 2 : 0) + (s.italic ? 0 : 1);
}


function endsParagraph(line: TextLine | undefined): boolean {
  return !line || /[.!?:)\]"”]$/.test(line.plainText.trim());
}

function aligned(line: TextLine): boolean {
  const mid = (line.left + line.right) / 2;
  const colMid = (line.colLeft + line.colRight) / 2;
  return line.left - line.colLeft <= 3 * line.size || Math.abs(mid - colMid) <= 2.5 * line.size;
}

/** Whether line i, on its own, looks like (the first line of) a heading. */
function candidateAt(lines: readonly TextLine[], i: number, body: BodyStyle, afterHeading: boolean): Candidate | undefined {
  const line = lines[i];
  if (!line) return undefined;
  const text = line.plainText.trim();
  if (text.length < 2 || text.length > 160 || line.segments.length > 2) return undefined;
  if (CAPTION_START.test(text) || text.split(/\s+/).length > MAX_WORDS) return undefined;
  const numbering = parseNumbering(text);
  const rest = numbering ? numbering.rest || text : text;
  if (!/^[\p{Lu}\p{Lo}\d"“‘(]/u.test(rest) || /[,;]$/.test(text)) return undefined;
  if (letters(rest) < 2 || letters(rest) < 0.6 * rest.replace(/\s+/g, "").length) return undefined;
  // A heading has a word: a line of one- and two-letter tokens ("Ni", "X X X X") is a formula's
  // variables set apart, in italic, as headings are.
  if (!WORD.test(rest)) return undefined;
  if (!aligned(line)) return undefined;

  const style = styleOf(line, rest);
  const known = isKnownHeading(rest);
  const bigger = line.size >= body.size * 1.08 && line.size - body.size >= 1;
  const bold = style.bold && !body.bold;
  if (line.size < body.size * 0.85 && !style.caps) return undefined;
  const prev = lines[i - 1];
  const standalone = afterHeading || endsParagraph(prev) || prev?.page !== line.page || prev.column !== line.column;
  const base = { start: i, end: i + 1, text, body: rest, style, known };

  if (numbering) {
    if (bigger || bold || style.caps || style.italic) return { ...base, numbering };
    return undefined;
  }
  // A full stop ends a sentence; a question mark may end a heading ("What is the probability ...?").
  if (/[.!]$/.test(text) && !known) return undefined;
  if (known && (bigger || bold || style.caps || style.italic || standalone)) return base;
  if ((bigger || bold) && text.split(/\s+/).length <= 14) return base;
  if (style.italic && standalone && text.split(/\s+/).length <= 8 && !/[:]$/.test(text)) return base;
  return undefined;
}

/**
 * Whether line i opens a paragraph with a run-in heading. Asked only inside the body (after a
 * displayed heading, outside the abstract and the references): front matter, structured
 * abstracts and reference lists are full of bold leads ("Funding:", "Background:", author names)
 * that open no section.
 */
function runInAt(lines: readonly TextLine[], i: number, body: BodyStyle, afterHeading: boolean): Candidate | undefined {
  const line = lines[i];
  if (!line || !aligned(line)) return undefined;
  const prev = lines[i - 1];
  if (!(afterHeading || endsParagraph(prev) || prev?.page !== line.page || prev.column !== line.column)) return undefined;
  const split = splitRunIn(line, body);
  if (!split) return undefined;
  const numbering = parseNumbering(split.title);
  const rest = numbering?.rest || split.title;
  return { start: i, end: i + 1, text: split.title, body: rest, numbering, style: styleOf(line, rest), known: isKnownHeading(rest), runIn: split.rest };
}

/**
 * Whether the first word of `next` had room at the end of `prev`: then the typesetter did not wrap
 * there, and a capitalised `next` is a heading of its own rather than the rest of this one.
 */
function firstWordFits(prev: TextLine, next: TextLine): boolean {
  const first = next.fragments[0];
  const word = first?.text.trim().split(/\s+/)[0] ?? "";
  if (!first || word === "" || !/^\p{Lu}/u.test(word)) return false;
  const width = (first.width * [...word].length) / Math.max(1, [...first.text].length);
  return prev.right + 0.3 * next.size + width < prev.colRight;
}

/** Extends a candidate over wrapped lines of the same style; refuses bold paragraphs. */
function extend(lines: readonly TextLine[], c: Candidate, body: BodyStyle, vocab: Vocabulary): Candidate | undefined {
  let end = c.end;
  let text = c.text;
  for (let j = c.end; j < lines.length; j += 1) {
    const prev = lines[j - 1];
    const next = lines[j];
    if (!prev || !next || next.page !== prev.page || next.column !== prev.column) break;
    const nextText = next.plainText.trim();
    // Only a line filling most of its column wraps onto the next; a short one is a heading of its own.
    const wrapped = prev.right - prev.left >= 0.5 * (prev.colRight - prev.colLeft);
    // A question is complete, a line opening with a run-in heading starts a paragraph, and a
    // capitalised line whose first word fitted on the line above was not wrapped onto: each time
    // the next line is a heading or text of its own, not more of this heading.
    if (/[?!]$/.test(text) || splitRunIn(next, body) || firstWordFits(prev, next)) break;
    if (!wrapped || !sameStyle(styleOf(next, nextText), c.style) || next.top - prev.top > 1.8 * c.style.size || parseNumbering(nextText)) break;
    if (j - c.start >= 3 || `${text} ${nextText}`.split(/\s+/).length > 24) return undefined;
    text = joinLines(text, nextText, vocab);
    end = j + 1;
  }
  const numbering = c.numbering ? parseNumbering(text) : undefined;
  return { ...c, end, text, body: numbering?.rest || text, numbering: numbering ?? c.numbering };
}

function outlineDepthOf(body: string, page: number, outline: readonly OutlineEntry[]): number | undefined {
  const folded = foldHeading(body);
  if (!folded) return undefined;
  const hit = outline.find((o) => Math.abs(o.page - page) <= 1 && foldHeading(parseNumbering(o.title)?.rest || o.title) === folded);
  return hit?.depth;
}

/**
 * Finds the headings among the body lines (from `from` on) by numbering and typography, and
 * gives them levels: numbered headings by their depth, unnumbered ones by how their style ranks
 * against the style of the top-level headings (confirmed by numbering, well-known heading words,
 * or the PDF outline when there is one). Run-in headings (a bold lead opening a paragraph) sit one
 * level below the displayed heading before them.
 */
export function findHeadings(lines: readonly TextLine[], from: number, body: BodyStyle, outline: readonly OutlineEntry[], skip: ReadonlySet<number>, vocab: Vocabulary): Heading[] {
  const found: Candidate[] = [];
  const acronyms = capsAcronyms(lines.map((l) => l.plainText));
  let seenDisplay = false;
  // Bold leads in a structured abstract ("Background:") and in reference lists open no section.
  let leadsAreText = false;
  for (let i = from; i < lines.length; i += 1) {
    if (skip.has(i)) continue;
    const line = lines[i];
    const afterHeading = found.at(-1)?.end === i;
    // A run-in heading is tried first: its line, mostly bold, could pass for a display heading.
    let c: Candidate | undefined = (seenDisplay && !leadsAreText ? runInAt(lines, i, body, afterHeading) : undefined) ?? candidateAt(lines, i, body, afterHeading);
    // A heading the outline names is taken even when its typography is unremarkable.
    if (!c && line && outline.length > 1) {
      const text = line.plainText.trim();
      const numbering = parseNumbering(text);
      const rest = numbering?.rest || text;
      const depth = text.length <= 160 ? outlineDepthOf(rest, line.page, outline) : undefined;
      if (depth !== undefined) c = { start: i, end: i + 1, text, body: rest, numbering, style: styleOf(line, rest), known: isKnownHeading(rest), outlineDepth: depth };
    }
    if (!c) continue;
    const full: Candidate | undefined = c.runIn ? c : extend(lines, c, body, vocab);
    if (!full) continue;
    const first = lines[full.start];
    if (!full.runIn) {
      seenDisplay = true;
      leadsAreText = kindFromTitle(full.body) === "references" || isAbstractTitle(full.body);
    }
    found.push({ ...full, outlineDepth: full.outlineDepth ?? (first ? outlineDepthOf(full.body, first.page, outline) : undefined) });
    i = full.end - 1;
  }
  return assignLevels(found, acronyms);
}

function assignLevels(found: Candidate[], acronyms: ReadonlySet<string>): Heading[] {
  const hasRoman = found.some((c) => c.numbering?.kind === "roman");
  // Run-in headings are set in the body's size whatever their rank: they would skew the styles.
  const display = found.filter((c) => !c.runIn);
  // The style of top-level headings: from numbered level-1 headings, else from well-known words.
  const topVotes = display.filter((c) => (c.numbering && c.numbering.depth === 1 && c.numbering.kind !== "letter") || (!c.numbering && c.known));
  const topRank = topVotes.length > 0 ? mostCommon(topVotes.map((c) => rank(c.style))) : Math.max(...display.map((c) => rank(c.style)), 0);
  const topFonts = new Set(topVotes.filter((c) => rank(c.style) === topRank).map((c) => c.style.font));
  const lowerRanks = [...new Set(display.map((c) => rank(c.style)).filter((r) => r < topRank))].sort((a, b) => b - a);

  const out: Heading[] = [];
  let seenArabicTop = false;
  let nextLetter = "A";
  let displayLevel = 1;
  for (const c of found) {
    let level: number;
    let numbering = c.numbering;
    if (numbering?.kind === "arabic" && numbering.depth === 1) seenArabicTop = true;
    // "A Analytic equations" after numbered sections is appendix A; a lone capital without a dot
    // is otherwise the first word ("A Very Long Title"), so only the expected next letter counts.
    if (numbering?.kind === "letter" && !/^[A-Z]\./.test(c.text)) {
      if (seenArabicTop && numbering.label === nextLetter) nextLetter = String.fromCharCode(nextLetter.charCodeAt(0) + 1);
      else numbering = undefined;
    }
    if (c.outlineDepth !== undefined) level = c.outlineDepth;
    else if (numbering?.kind === "arabic" || numbering?.kind === "appendix") level = numbering.depth;
    else if (numbering?.kind === "roman") level = 1;
    else if (numbering?.kind === "letter") level = hasRoman ? numbering.depth + 1 : numbering.depth;
    // A run-in heading is the lowest tier: a part of the section whose heading stands above it.
    // Back matter set as a run-in ("Acknowledgments. We thank ...") is top level all the same.
    else if (c.runIn) level = kindFromTitle(c.body) ? 1 : displayLevel + 1;
    else {
      const r = rank(c.style);
      // Same size and weight but another face (a publisher's subsection font) ranks below.
      const sameFace = topFonts.size === 0 || topFonts.has(c.style.font);
      if (r > topRank || (r === topRank && sameFace)) level = 1;
      else if (r === topRank) level = 2;
      else level = 2 + Math.min(1, lowerRanks.indexOf(r));
      // Back matter and the conventional top-level parts are never subsections, whatever their type.
      if (ALWAYS_TOP.test(foldHeading(c.text))) level = 1;
    }
    level = Math.max(1, Math.min(4, level));
    if (!c.runIn) displayLevel = level;
    const title = numbering ? numbering.rest || c.text : c.text;
    const heading: Heading = { start: c.start, end: c.end, title: softenCaps(title.replace(/[\s.:]+$/, "").trim(), acronyms), level, numbering };
    out.push(c.runIn ? { ...heading, runIn: c.runIn } : heading);
  }
  return out;
}

function mostCommon(values: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = values[0] ?? 0;
  let bestCount = 0;
  for (const [v, n] of counts) {
    if (n > bestCount || (n === bestCount && v > best)) {
      best = v;
      bestCount = n;
    }
  }
  return best;
}
