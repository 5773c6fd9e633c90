import type { BodyStyle } from "./body-style.js";
import type { Vocabulary } from "./hyphenation.js";
import { linesToText } from "./paragraphs.js";
import type { TextLine } from "./pdf-types.js";

const INLINE = /^(?:abstract|summary)\s*[—–:.-]+\s*(?=\S)/i;
const KEYWORDS = /^(?:keywords?|key\s*words|index terms|subject areas?|jel codes?|ccs concepts|msc|pacs)\b/i;

/** Lines up to (not including) the first keywords / index-terms line. */
export function untilKeywords(lines: readonly TextLine[]): TextLine[] {
  const stop = lines.findIndex((l) => KEYWORDS.test(l.plainText.trim()));
  return stop < 0 ? [...lines] : lines.slice(0, stop);
}

/**
 * The abstract under its heading: up to keywords, or to the small print that publishers set
 * after it (citation, dates, funding, copyright).
 */
export function abstractLines(lines: readonly TextLine[]): TextLine[] {
  const kept = untilKeywords(lines);
  const first = kept.find((l) => l.plainText.trim().length > 0);
  if (!first) return kept;
  const stop = kept.findIndex((l) => l.size < 0.9 * first.size);
  return stop < 0 ? kept : kept.slice(0, stop);
}

/** The lines of a run-in abstract ("Abstract— Performance ..."), label removed. */
function inlineAbstract(lines: readonly TextLine[], body: BodyStyle): TextLine[] | undefined {
  const start = lines.findIndex((l) => INLINE.test(l.plainText.trim()));
  const first = lines[start];
  if (!first) return undefined;
  const out: TextLine[] = [{ ...first, plainText: first.plainText.trim().replace(INLINE, "") }];
  for (let i = start + 1; i < lines.length; i += 1) {
    const prev = lines[i - 1];
    const next = lines[i];
    if (!prev || !next || Math.abs(next.size - first.size) > 0.6) break;
    const samePlace = next.page === prev.page && next.column === prev.column;
    if (samePlace && next.top - prev.top > 1.6 * Math.max(body.pitch * (first.size / body.size), first.size)) break;
    out.push(next);
  }
  return out;
}

/** The first block of running text with enough words to be an abstract. */
function firstProseBlock(lines: readonly TextLine[], body: BodyStyle): TextLine[] | undefined {
  let block: TextLine[] = [];
  const words = (ls: readonly TextLine[]) => ls.reduce((n, l) => n + l.plainText.split(/\s+/).length, 0);
  for (const line of lines) {
    const prev = block.at(-1);
    const continues = prev && prev.page === line.page && Math.abs(prev.size - line.size) <= 0.5 && line.top - prev.top <= 1.6 * Math.max(body.pitch, line.size);
    if (!continues) {
      if (words(block) >= 40) return block;
      block = [];
    }
    if (line.size >= 0.85 * body.size) block.push(line);
  }
  return words(block) >= 40 ? block : undefined;
}

/**
 * The abstract when the paper has no "Abstract" heading: a run-in "Abstract—" paragraph, else
 * the first paragraph block of the front matter.
 */
export function frontMatterAbstract(lines: readonly TextLine[], body: BodyStyle, vocab: Vocabulary): string {
  const found = inlineAbstract(lines, body) ?? firstProseBlock(lines, body);
  return found ? withoutLabel(linesToText(untilKeywords(found), body, vocab)) : "";
}

/** "Abstract Mastering the …": a bold run-in label set with only a space before the first sentence. */
const SPACED_LABEL = /^(?:Abstract|ABSTRACT|Summary|SUMMARY)\s+(?=\p{Lu})/u;

export function withoutLabel(text: string): string {
  return text.replace(SPACED_LABEL, "");
}
