import { countSpokenWords } from "../plan/spoken-words.js";
import type { PlannedSection } from "../types.js";
import { speakableCandidates } from "./candidates.js";
import type { PaperContext } from "./paper-context.js";
import { chooseSentences, joinSentences } from "./polish.js";
import { rankSentences, type Candidate } from "./rank-sentences.js";
import type { AbbreviationTracker } from "./spoken/abbreviations.js";
import { contentTokens } from "./tokens.js";
import { transitionFor } from "./transitions.js";

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

/** Transition + the best sentences, in the paper's order, up to the section's word target. */
export function writeSectionNarration(
  section: PlannedSection,
  ranked: RankedSection,
  position: { index: number; count: number; paperTitle: string },
  context: PaperContext,
  tracker: AbbreviationTracker,
): string {
  const transition = transitionFor(section.title, position.index, position.count, context.language, context.cases, position.paperTitle);
  const budget = Math.max(10, section.targetWords - countSpokenWords(transition));
  const chosen = chooseSentences(ranked.candidates, ranked.scores, budget, context.cjk);
  return joinSentences([transition, ...chosen.map((s) => tracker.apply(s))], context.cjk);
}
