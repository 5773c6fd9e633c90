import { splitSentences } from "../text/sentences.js";

/** A piece of one sentence: a sentence longer than a request allows becomes several pieces. */
export interface TextUnit {
  /** Index of the sentence this piece belongs to. */
  sentence: number;
  text: string;
}

/** Pieces are joined with one space inside a request. */
const JOIN = " ";

/**
 * Sentences as pieces of at most `maxChars` (UTF-16 units, which is never fewer than the code
 * points providers count). A sentence over the limit is cut at a clause mark, else at a space,
 * else (a run with no space at all) hard at the limit.
 */
export function sentenceUnits(sentences: readonly string[], maxChars: number): TextUnit[] {
  if (maxChars < 1) throw new Error("maxChars must be positive");
  return sentences.flatMap((text, sentence) => cutLong(text, maxChars).map((piece) => ({ sentence, text: piece })));
}

/** Packs pieces in order into requests of at most `maxChars`, never reordering or dropping one. */
export function packUnits(units: readonly TextUnit[], maxChars: number): TextUnit[][] {
  const chunks: TextUnit[][] = [];
  let current: TextUnit[] = [];
  let length = 0;
  for (const unit of units) {
    const added = current.length === 0 ? unit.text.length : length + JOIN.length + unit.text.length;
    if (current.length > 0 && added > maxChars) {
      chunks.push(current);
      current = [];
    }
    length = current.length === 0 ? unit.text.length : length + JOIN.length + unit.text.length;
    current.push(unit);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

export const joinUnits = (units: readonly TextUnit[]): string => units.map((u) => u.text).join(JOIN);

/** Text as request-sized strings split at sentence boundaries (each at most `maxChars`). */
export function chunkText(text: string, maxChars: number): string[] {
  return packUnits(sentenceUnits(splitSentences(text), maxChars), maxChars).map(joinUnits);
}

function cutLong(text: string, maxChars: number): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest.length > maxChars) {
    const cut = cutPoint(rest, maxChars);
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest !== "") pieces.push(rest);
  return pieces;
}

/** Where to cut `text` so the head is at most `max` long: prefer a clause, then a word boundary. */
function cutPoint(text: string, max: number): number {
  const head = text.slice(0, max + 1);
  const floor = Math.floor(max / 2);
  let clause = -1;
  for (const m of head.matchAll(/[,;:،、，；：—–] /gu)) if (m.index + 1 <= max && m.index + 1 >= floor) clause = m.index + 1;
  if (clause > 0) return clause;
  const space = head.lastIndexOf(" ");
  if (space > 0) return space;
  // No space at all: cut at the limit, but never between the halves of a surrogate pair.
  const code = text.charCodeAt(max - 1);
  return code >= 0xd800 && code <= 0xdbff && max > 1 ? max - 1 : max;
}
