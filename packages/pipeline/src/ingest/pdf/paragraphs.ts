import type { BodyStyle } from "./body-style.js";
import { joinLines, type Vocabulary } from "./hyphenation.js";
import { mostVoted } from "./most-voted.js";
import type { TextLine } from "./pdf-types.js";
import { cleanProse } from "./prose.js";

/** Lines that are not prose: equations, table rows, axis labels left outside figure regions. */
export function isProseLine(line: TextLine): boolean {
  const text = line.plainText;
  const nonSpace = text.replace(/\s+/g, "").length;
  const letterCount = text.replace(/[^\p{L}]/gu, "").length;
  if (nonSpace === 0 || letterCount < 0.55 * nonSpace) return false;
  if (line.segments.length >= 3) return false;
  const words = text.match(/\p{L}{2,}/gu) ?? [];
  // CJK text has no spaces: a run of ideographs is words enough.
  return words.length >= 2 || /\p{Lo}{4,}/u.test(text);
}

function dominantSize(lines: readonly TextLine[]): number {
  return mostVoted(lines, (l) => l.size, (l) => l.plainText.length) ?? 0;
}

function startsParagraph(prev: TextLine, line: TextLine, body: BodyStyle): boolean {
  const em = line.size;
  // An indented first line follows a finished line; a hanging indent (list items) follows a full one.
  const prevFinished = /[.!?:]["”)]?$/.test(prev.plainText.trim()) || prev.right < prev.colRight - 2 * em;
  const indented = line.left - line.colLeft > 0.8 * em && line.left > prev.left + 0.8 * em && prevFinished;
  if (prev.page !== line.page || prev.column !== line.column) return indented;
  const pitch = Math.max(body.pitch * (line.size / body.size), line.size);
  if (line.top - prev.top > 1.5 * pitch) return true;
  if (indented) return true;
  // A short line ending a sentence closes its paragraph.
  return /[.!?:]$/.test(prev.plainText.trim()) && prev.right < prev.colRight - 4 * em;
}

/**
 * Turns a section's lines into paragraphs of clean prose: small print (footnotes), non-prose
 * lines and markup are dropped, line-end hyphenation is resolved, paragraphs are separated by
 * a blank line.
 */
export function linesToText(lines: readonly TextLine[], body: BodyStyle, vocab: Vocabulary): string {
  const main = dominantSize(lines);
  const kept: TextLine[] = [];
  for (const l of lines) {
    if (l.size < 0.85 * main) continue;
    const prev = kept.at(-1);
    // The last word of a paragraph ("conferences.") may sit alone on its line.
    const tail = prev !== undefined && prev.page === l.page && /^\p{L}[\p{L}'’-]*[.!?:;,)]?$/u.test(l.plainText.trim()) && (/[.!?:;,)]$/.test(l.plainText.trim()) || /[-\u00ad]$/.test(prev.plainText));
    if (isProseLine(l) || tail) kept.push(l);
  }
  const paragraphs: string[] = [];
  let current = "";
  let prev: TextLine | undefined;
  for (const line of kept) {
    if (prev && startsParagraph(prev, line, body)) {
      paragraphs.push(current);
      current = "";
    }
    current = joinLines(current, line.plainText, vocab);
    prev = line;
  }
  if (current) paragraphs.push(current);
  return paragraphs
    .map(cleanProse)
    .filter((p) => p.length > 0)
    .join("\n\n");
}
