import type { PaperSection } from "@lectern/contract";
import { countSpokenWords } from "./spoken-words.js";

/** A run of paper sections narrated together: one top-level section with its subsections, or several merged. */
export interface Block {
  /** Headings that name the block: one per top-level section it holds. */
  titles: string[];
  sections: PaperSection[];
  /** Size of each section's text (same order as sections), as the planner measures it. */
  sizes: number[];
  words: number;
  /** Introduction/conclusion-like: a talk keeps it as its own part even when it is short. */
  anchor: boolean;
}

/** How the planner measures a section's text (spoken words, or speakable words). */
export type Measure = (text: string) => number;

const ANCHOR =
  /^(?:introduction|intro|overview|motivation|conclusions?|concluding remarks|summary|summary and (?:conclusions?|outlook)|conclusions? and (?:outlook|future work|discussion)|discussion(?: and conclusions?)?|outlook|介绍|引言|绪论|前言|结论|总结|讨论|结语)$/u;

export function isAnchorTitle(title: string): boolean {
  return ANCHOR.test(title.normalize("NFKC").toLowerCase().trim());
}

export function makeBlock(titles: string[], sections: PaperSection[], sizes: number[]): Block {
  return { titles, sections, sizes, words: sizes.reduce((n, w) => n + w, 0), anchor: titles.some(isAnchorTitle) };
}

/**
 * Cuts sections into runs that each start at a heading of the given level (the shallowest one
 * present): a top-level section takes every deeper section after it. Sections before the first
 * such heading form a run of their own.
 */
export function runsByLevel(sections: PaperSection[], level: number): PaperSection[][] {
  const runs: PaperSection[][] = [];
  for (const s of sections) {
    const last = runs[runs.length - 1];
    if (s.level <= level || !last) runs.push([s]);
    else last.push(s);
  }
  return runs;
}

/**
 * One block per top-level section of the narratable sections; sections without any text are left
 * out. The last one is an anchor whatever its title: it is where the paper concludes
 * ("Contributions", "Outlook").
 */
export function buildBlocks(sections: PaperSection[], measure: Measure = countSpokenWords): Block[] {
  if (sections.length === 0) return [];
  const top = Math.min(...sections.map((s) => s.level));
  const blocks = runsByLevel(sections, top)
    .filter((run) => run.some((s) => s.text.trim() !== ""))
    .map((run) => makeBlock([run[0]?.title ?? ""], run, run.map((s) => measure(s.text))));
  const last = blocks[blocks.length - 1];
  if (last) last.anchor = true;
  return blocks;
}

export function mergeBlocks(a: Block, b: Block): Block {
  return { ...makeBlock([...a.titles, ...b.titles], [...a.sections, ...b.sections], [...a.sizes, ...b.sizes]), anchor: a.anchor || b.anchor };
}

/** A parent's own text shorter than this joins its first subsection instead of standing alone. */
const SMALL_HEAD_WORDS = 60;

/**
 * Splits a single-section block at its subsection boundaries (never inside a subsection): the
 * parent's own text stands alone when it is substantial, otherwise it leads the first part,
 * which keeps the parent's title. Returns the block unchanged when it has no subsections.
 */
export function splitBlock(block: Block): Block[] {
  const [head, ...rest] = block.sections;
  if (!head || rest.length === 0 || block.titles.length !== 1) return [block];
  const size = new Map(block.sections.map((s, i) => [s, block.sizes[i] ?? 0]));
  const sized = (titles: string[], sections: PaperSection[]) => makeBlock(titles, sections, sections.map((s) => size.get(s) ?? 0));
  const childLevel = Math.min(...rest.map((s) => s.level));
  const parts = runsByLevel(rest, childLevel);
  const headWords = size.get(head) ?? 0;
  const standsAlone = headWords >= SMALL_HEAD_WORDS;
  const blocks = parts.map((part, i) => (i === 0 && !standsAlone ? sized([head.title], [head, ...part]) : sized([part[0]?.title ?? ""], part)));
  if (standsAlone) blocks.unshift(sized([head.title], [head]));
  const kept = blocks.filter((b) => b.sections.some((s) => s.text.trim() !== ""));
  const last = kept[kept.length - 1];
  if (last && block.anchor) last.anchor = true;
  return kept.length > 1 ? kept : [block];
}

/**
 * Cuts a block of one section with no subsections (a letter printed without headings, a PDF whose
 * headings were not found) into `parts` runs of whole paragraphs of about equal length. Each run
 * keeps the section's heading and a key of its own (the first keeps the section's), so the slides
 * follow the paper's paragraphs instead of one slide carrying the whole paper. Returns the block
 * unchanged when it has fewer paragraphs than parts.
 */
export function splitAtParagraphs(block: Block, parts: number): Block[] {
  const [only] = block.sections;
  if (only === undefined || block.sections.length !== 1 || parts < 2) return [block];
  const paragraphs = only.text.split(/\n\s*\n/).filter((p) => p.trim() !== "");
  if (paragraphs.length < parts) return [block];
  const words = paragraphs.map((p) => p.split(/\s+/).filter(Boolean).length);
  const total = words.reduce((n, w) => n + w, 0);
  const runs: string[][] = [[]];
  let sum = 0;
  paragraphs.forEach((p, i) => {
    const run = runs[runs.length - 1] as string[];
    // A new run starts once this one holds its share, while enough paragraphs remain for the rest.
    const due = (total * runs.length) / parts;
    if (run.length > 0 && sum >= due && runs.length < parts && paragraphs.length - i >= parts - runs.length) runs.push([p]);
    else run.push(p);
    sum += words[i] ?? 0;
  });
  if (runs.length < 2) return [block];
  const size = block.words;
  return runs.map((run, i) => {
    const text = run.join("\n\n");
    const share = run.reduce((n, p) => n + p.split(/\s+/).filter(Boolean).length, 0) / Math.max(1, total);
    const section: PaperSection = { ...only, key: i === 0 ? only.key : `${only.key}_part_${i + 1}`, text };
    return { ...makeBlock([only.title], [section], [Math.round(size * share)]), anchor: i === runs.length - 1 && block.anchor };
  });
}
