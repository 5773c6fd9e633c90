import { mergeBlocks, splitAtParagraphs, splitBlock, type Block } from "./section-blocks.js";
import { blockRoles } from "./talk-roles.js";

export interface GroupLimits {
  min: number;
  max: number;
}

/** The 4–8 narration sections (besides the opening). */
export const SECTION_LIMITS: GroupLimits = { min: 4, max: 8 };

/** A block is "small" below this many spoken words or this share of the paper, whichever is larger. */
const SMALL_WORDS = 80;
const SMALL_SHARE = 0.06;

/**
 * Groups the paper's top-level blocks into min..max narration sections, keeping order:
 * 1. fewer than min: split the largest block that has subsections at their boundaries, repeatedly
 *    (a paper without subsections keeps its own count: opening + 1..3 sections); and a block that
 *    holds more than DOMINANT_SHARE of the paper is split at its subsections too, whatever the count
 *    (one slide of 2–4 points cannot carry half a paper: a "Data" section whose subsections give
 *    the findings would hide them); still fewer than min, a long section with no subsections (a
 *    letter printed without headings) is cut at its paragraphs;
 * 2. more than max: merge the adjacent pair with the fewest words (pairs holding an
 *    introduction/conclusion count double, so those stay separate as long as possible);
 * 3. while above min: merge each small non-anchor block into its neighbour of the same part of the
 *    story, else its smaller neighbour ("Related Work" + "Background" only when they are small);
 *    a small results block stays a slide of its own unless it can join other results: its numbers
 *    are the talk's key result, and a slide that also holds the methods spends its time on those.
 */
export function groupBlocks(input: Block[], limits: GroupLimits = SECTION_LIMITS): Block[] {
  let blocks = [...input];
  blocks = splitUntilMin(blocks, limits.min);
  blocks = splitDominant(blocks);
  blocks = splitLongSections(blocks, limits.min);
  while (blocks.length > limits.max) blocks = mergeCheapestPair(blocks);
  return mergeSmall(blocks, limits.min);
}

/**
 * Splits blocks at their subsections, one at a time, while `pick` names one to split among those
 * that can be (more than one section, one heading); a block whose split yields one part is not
 * offered again.
 */
function splitWhile(blocks: Block[], pick: (splittable: Block[], all: Block[]) => Block | null): Block[] {
  let out = blocks;
  const unsplittable = new Set<Block>();
  for (;;) {
    const chosen = pick(out.filter((b) => !unsplittable.has(b) && b.sections.length > 1 && b.titles.length === 1), out);
    if (!chosen) return out;
    const parts = splitBlock(chosen);
    if (parts.length === 1) {
      unsplittable.add(chosen);
      continue;
    }
    const at = out.indexOf(chosen);
    out = [...out.slice(0, at), ...parts, ...out.slice(at + 1)];
  }
}

/** While there are fewer than `min`: the largest block. */
function splitUntilMin(blocks: Block[], min: number): Block[] {
  return splitWhile(blocks, (splittable, all) => (all.length >= min ? null : splittable.reduce<Block | null>((best, b) => (!best || b.words > best.words ? b : best), null)));
}

/** A block with more than this share of the paper's words is split at its subsections. */
const DOMINANT_SHARE = 0.4;

function splitDominant(blocks: Block[]): Block[] {
  const total = blocks.reduce((n, b) => n + b.words, 0);
  return splitWhile(blocks, (splittable) => splittable.find((b) => b.words > total * DOMINANT_SHARE) ?? null);
}

/** Spoken words a slide cut from a long section's paragraphs holds at least. */
const PARAGRAPH_SLIDE_WORDS = 400;

/**
 * While there are fewer than `min` blocks: the largest block of one section with no subsections,
 * if it holds at least two slides' worth of words, is cut at its paragraphs into as many slides as
 * bring the talk to `min` (no more than its words fill).
 */
function splitLongSections(blocks: Block[], min: number): Block[] {
  let out = blocks;
  const unsplittable = new Set<Block>();
  while (out.length < min) {
    const largest = out
      .filter((b) => !unsplittable.has(b) && b.sections.length === 1 && b.titles.length === 1 && b.words >= 2 * PARAGRAPH_SLIDE_WORDS)
      .reduce<Block | null>((best, b) => (!best || b.words > best.words ? b : best), null);
    if (largest === null) return out;
    const parts = splitAtParagraphs(largest, Math.min(min - out.length + 1, Math.floor(largest.words / PARAGRAPH_SLIDE_WORDS)));
    if (parts.length === 1) {
      unsplittable.add(largest);
      continue;
    }
    const at = out.indexOf(largest);
    out = [...out.slice(0, at), ...parts, ...out.slice(at + 1)];
  }
  return out;
}

function mergeAt(blocks: Block[], i: number): Block[] {
  const a = blocks[i];
  const b = blocks[i + 1];
  if (!a || !b) return blocks;
  return [...blocks.slice(0, i), mergeBlocks(a, b), ...blocks.slice(i + 2)];
}

function mergeCheapestPair(blocks: Block[]): Block[] {
  let best = -1;
  let bestCost = Infinity;
  for (let i = 0; i + 1 < blocks.length; i += 1) {
    const a = blocks[i] as Block;
    const b = blocks[i + 1] as Block;
    const cost = (a.words + b.words) * (a.anchor || b.anchor ? 2 : 1);
    if (cost < bestCost) {
      bestCost = cost;
      best = i;
    }
  }
  return best < 0 ? blocks : mergeAt(blocks, best);
}

function mergeSmall(input: Block[], min: number): Block[] {
  let blocks = input;
  const total = blocks.reduce((n, b) => n + b.words, 0);
  const small = Math.max(SMALL_WORDS, total * SMALL_SHARE);
  while (blocks.length > min) {
    const roles = blockRoles(blocks);
    const sameRole = (i: number, j: number) => j >= 0 && j < blocks.length && roles[i] === roles[j];
    const mergeable = (i: number) => roles[i] !== "results" || sameRole(i, i - 1) || sameRole(i, i + 1);
    let smallest = -1;
    blocks.forEach((b, i) => {
      if (!b.anchor && b.words < small && mergeable(i) && (smallest < 0 || b.words < (blocks[smallest] as Block).words)) smallest = i;
    });
    if (smallest < 0) break;
    const before = blocks[smallest - 1];
    const after = blocks[smallest + 1];
    const beforeSame = sameRole(smallest, smallest - 1);
    const afterSame = sameRole(smallest, smallest + 1);
    const intoBefore =
      before !== undefined && (after === undefined || (beforeSame && !afterSame) || (beforeSame === afterSame && before.words <= after.words));
    blocks = mergeAt(blocks, intoBefore ? smallest - 1 : smallest);
  }
  return blocks;
}
