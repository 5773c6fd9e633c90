import type { TextLine } from "./pdf-types.js";
import { mostVoted } from "./most-voted.js";

/** The typography of running text, against which headings, captions and footnotes stand out. */
export interface BodyStyle {
  /** Most common font size, weighted by characters. */
  size: number;
  /** Usual distance between the tops of consecutive body lines. */
  pitch: number;
  /** Running text is itself bold (rare), so bold marks nothing. */
  bold: boolean;
}

function letters(text: string): number {
  return text.replace(/[^\p{L}]/gu, "").length;
}

export function bodyStyle(lines: readonly TextLine[]): BodyStyle {
  const size = mostVoted(lines, (l) => l.size, (l) => letters(l.text)) ?? 10;
  let boldLetters = 0;
  let allLetters = 0;
  const pitches: number[] = [];
  for (let i = 1; i < lines.length; i += 1) {
    const a = lines[i - 1];
    const b = lines[i];
    if (!a || !b || a.page !== b.page || a.column !== b.column) continue;
    if (Math.abs(a.size - size) > 0.5 || Math.abs(b.size - size) > 0.5) continue;
    const d = b.top - a.top;
    if (d > 0.8 * size && d < 3 * size) pitches.push(d);
  }
  for (const l of lines) {
    if (Math.abs(l.size - size) > 0.5) continue;
    const n = letters(l.text);
    allLetters += n;
    boldLetters += n * l.boldShare;
  }
  pitches.sort((x, y) => x - y);
  return {
    size,
    pitch: pitches[Math.floor(pitches.length / 2)] ?? size * 1.2,
    bold: allLetters > 0 && boldLetters / allLetters > 0.5,
  };
}
