import { isCaps, softenCaps } from "../../text/soften-caps.js";
import type { BodyStyle } from "./body-style.js";
import { joinLines, type Vocabulary } from "./hyphenation.js";
import { isKnownHeading } from "./heading-words.js";
import { parseNumbering } from "./numbering.js";
import type { TextLine } from "./pdf-types.js";
import { cleanProse } from "./prose.js";

export interface TitleBlock {
  title: string;
  /** Index of the first line after the title. */
  end: number;
}

const LABEL = /^title\s*:\s*/i;
/** Lines a preprint's class prints above the title: its draft date, its style, its status. */
const TYPESETTING_LINE = /^(?:draft version|draft:|preprint typeset|typeset using|accepted|submitted|received|published|to appear in|arxiv:|doi:)/i;
/** "Authors:", "Keywords:" ... a new labelled field ends a labelled title. */
const FIELD_LABEL = /^[\p{L} ]{2,30}:/u;

/** Metadata titles that are file names or typesetting job names, not the paper's title. */
export function isJunkMetadataTitle(title: string): boolean {
  const t = title.trim();
  if (t.length < 8 || !/\s/.test(t)) return true;
  if (/^microsoft (?:word|powerpoint)\s*-/i.test(t)) return true;
  if (/\.(?:docx?|pdf|tex|dvi|ps|rtf|odt|indd|qxd)\b/i.test(t)) return true;
  if (/^[\w.-]+\s+\d+\.\.\d+$/.test(t)) return true;
  if (/^(?:untitled|title|no title|paper|manuscript|document\d*|slides?)$/i.test(t)) return true;
  return (t.match(/\p{L}/gu) ?? []).length < 0.5 * t.length;
}

function isNumberedHeading(text: string): boolean {
  const kind = parseNumbering(text)?.kind;
  return kind === "arabic" || kind === "roman";
}

/** A printed title counts as set in capitals from four letters on. */
const TITLE_CAPS_MIN = 4;

function fold(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

function joinTitle(lines: readonly TextLine[], vocab: Vocabulary): string {
  let out = "";
  for (const l of lines) out = joinLines(out, l.plainText, vocab);
  return cleanProse(out.replace(LABEL, "")).replace(/\s+/g, " ").replace(/[\s*∗†‡]+$/, "").trim();
}

/** The lines after `start` that continue a title: same size, close below, not a new field. */
function continuation(lines: readonly TextLine[], start: number, sizeTolerance: number, maxLines: number): number {
  const first = lines[start];
  let end = start + 1;
  while (first && end < lines.length && end - start < maxLines) {
    const prev = lines[end - 1];
    const next = lines[end];
    if (!prev || !next || next.page !== first.page) break;
    if (Math.abs(next.size - first.size) > sizeTolerance || next.top - prev.bottom > 1.2 * first.size) break;
    if (FIELD_LABEL.test(next.plainText) || next.plainText.trim().length === 0) break;
    end += 1;
  }
  return end;
}

/** A line that may be (part of) the title: enough letters, and no section heading ("1 Introduction", "Abstract"). */
function mayBeTitle(l: TextLine, minLetters: number): boolean {
  // A journal's banner set in lower case ("behavioral sciences") is a logo, never a title.
  const lowerOnly = !/\p{Lu}/u.test(l.plainText) && /\p{Ll}/u.test(l.plainText);
  return (l.plainText.match(/\p{L}/gu) ?? []).length >= minLetters && !isNumberedHeading(l.plainText) && !isKnownHeading(l.plainText) && !lowerOnly;
}

/**
 * The title from the first page's typography: a "Title:" field when the manuscript has one,
 * else the largest text in the upper half of the page, else the metadata title when it is not
 * junk, else the first bold block, else a line set in capitals, never a preprint's typesetting
 * line ("Draft version …"). An all-caps printed title takes the metadata's casing when both say
 * the same, else title case.
 */
export function findTitle(lines: readonly TextLine[], firstPageHeight: number, body: BodyStyle, metadataTitle: string, vocab: Vocabulary): TitleBlock {
  const firstPage = lines[0]?.page ?? 1;
  const pageLines = lines.map((l, i) => ({ l, i })).filter(({ l }) => l.page === firstPage);
  // An all-caps printed title takes the metadata's casing when both say the same, else title case.
  const withMeta = (block: TitleBlock): TitleBlock => {
    if (!isCaps(block.title, TITLE_CAPS_MIN)) return block;
    const meta = !isJunkMetadataTitle(metadataTitle) && fold(metadataTitle) === fold(block.title);
    return { ...block, title: meta ? metadataTitle.trim() : softenCaps(block.title) };
  };

  const labelled = pageLines.slice(0, 40).find(({ l }) => LABEL.test(l.plainText));
  if (labelled) {
    const end = continuation(lines, labelled.i, 0.5, 4);
    const title = joinTitle(lines.slice(labelled.i, end), vocab);
    if (title) return withMeta({ title, end });
  }

  // A section heading ("1 Introduction", "Abstract") is never the title, however large.
  const upper = pageLines.filter(({ l }) => l.top < firstPageHeight * 0.5 && mayBeTitle(l, 3));
  const maxSize = Math.max(0, ...upper.map(({ l }) => l.size));
  if (maxSize >= body.size * 1.1 && maxSize - body.size >= 1) {
    // Journal name, article type and title may share the largest size: the title is the bold
    // one, else the one with most words.
    let best: { block: TitleBlock; score: number } | undefined;
    for (let k = 0; k < upper.length; k += 1) {
      const start = upper[k];
      if (!start || start.l.size < maxSize - 0.5 || (best && start.i < best.block.end)) continue;
      const end = continuation(lines, start.i, 1, 5);
      const block = lines.slice(start.i, end);
      const title = joinTitle(block, vocab);
      const bold = block.every((l) => l.boldShare >= 0.75);
      const score = (bold ? 2 : 0) + Math.min(title.split(/\s+/).length, 12) / 12;
      if (title && (!best || score > best.score)) best = { block: { title, end }, score };
    }
    if (best) return withMeta(best.block);
  }

  if (!isJunkMetadataTitle(metadataTitle)) {
    const hit = pageLines.find(({ l }) => fold(l.plainText).length > 3 && fold(metadataTitle).startsWith(fold(l.plainText)));
    return { title: metadataTitle.trim().replace(/\s+/g, " "), end: hit ? continuation(lines, hit.i, 0.5, 5) : 0 };
  }

  // A preprint's typesetting line ("Draft version November 29, 2026", "Preprint typeset using
  // LaTeX style emulateapj") is never the title; a title set in capitals at the body's size (as
  // AAS preprints print it) is, before any other line.
  const candidates = pageLines.filter(({ l }) => !TYPESETTING_LINE.test(l.plainText.trim()) && mayBeTitle(l, 8));
  const bold = candidates.find(({ l }) => l.boldShare >= 0.75 && l.size >= body.size);
  const caps = candidates.find(({ l }) => l.top < firstPageHeight * 0.5 && isCaps(l.plainText, TITLE_CAPS_MIN) && l.plainText.trim().split(/\s+/).length >= 3);
  const fallback = bold ?? caps ?? candidates[0];
  if (!fallback) return { title: "", end: 0 };
  const end = continuation(lines, fallback.i, 0.5, 3);
  return withMeta({ title: joinTitle(lines.slice(fallback.i, end), vocab), end });
}
