import type { PlannedSection } from "../types.js";
import { speakableCandidates } from "./candidates.js";
import type { PaperContext } from "./paper-context.js";
import { rankSentences, type Candidate } from "./rank-sentences.js";
import { roleOfTitle } from "../plan/talk-roles.js";
import { partOfSentence } from "./sentence-parts.js";
import { contentTokens } from "./tokens.js";

export interface RankedSection {
  candidates: Candidate[];
  scores: number[];
}

/** Speakable sentences of a section with their scores (shared by narration and bullets). */
export function rankSection(section: PlannedSection, context: PaperContext): RankedSection {
  const candidates = speakableCandidates(section.text, context.cjk);
  const keywords = new Set([...context.keywords, ...contentTokens(section.title)]);
  // A slide merged from several sections ranks each sentence by its place in its own section; a
  // closing slide keeps the conclusion's opening first (its future work follows it, and does not
  // compete with it).
  const partOf = section.parts.length > 1 && roleOfTitle(section.title) !== "takeaway" ? partOfSentence(section, context.cjk) : null;
  const parts = partOf === null ? {} : { parts: candidates.map((c) => partOf[c.index] ?? 0) };
  return { candidates, scores: rankSentences(candidates, { keywords, cjk: context.cjk, ...parts }) };
}
