import type { PaperDocument } from "@lectern/contract";

/** Heading text compared loosely: case, accents, punctuation and "&" vs "and" do not matter. */
export function headingKey(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export interface HeadingRecall {
  found: number;
  expected: number;
  missing: string[];
}

/**
 * How many of the expected top-level headings the document has, in order: each expected heading
 * is looked for after the previous match among the level-1 sections. "Abstract" counts as found
 * when the document has an abstract (it is kept in `abstract`, not among the sections).
 */
export function headingRecall(doc: PaperDocument, expected: readonly string[]): HeadingRecall {
  const titles = doc.sections.filter((s) => s.level === 1).map((s) => headingKey(s.title));
  let from = 0;
  let found = 0;
  const missing: string[] = [];
  for (const want of expected) {
    const key = headingKey(want);
    if (key === "abstract" && doc.abstract.trim().length > 0) {
      found += 1;
      continue;
    }
    const at = titles.indexOf(key, from);
    if (at >= 0) {
      found += 1;
      from = at + 1;
    } else {
      missing.push(want);
    }
  }
  return { found, expected: expected.length, missing };
}
