import type { PlannedSection } from "../types.js";
import { speakableCandidates } from "./candidates.js";
import type { PaperContext } from "./paper-context.js";
import { rankSentences, type Candidate } from "./rank-sentences.js";
import { contentTokens } from "./tokens.js";

export interface RankedSection {
  candidates: Candidate[];
  scores: number[];
}

/** Speakable sentences of a section with their scores (shared by narration and bullets). */
export function rankSection(section: PlannedSection, context: PaperContext): RankedSection {
  const candidates = speakableCandidates(section.text, context.cjk);
  const keywords = new Set([...context.keywords, ...contentTokens(section.title)]);
  return { candidates, scores: rankSentences(candidates, { keywords, cjk: context.cjk }) };
}
