import { OPENING_KEY } from "../plan/plan-sections.js";
import { countSpokenWords, isCjkText } from "../plan/spoken-words.js";
import type { ScriptWriterFn, WrittenSection } from "../types.js";
import { makeBullets } from "./bullets.js";
import { speakableCandidates } from "./candidates.js";
import { CaseStats } from "./casing.js";
import { isIntroSentence, rankOpening, writeOpening } from "./opening.js";
import { paperContext } from "./paper-context.js";
import { rankSentences, type Candidate } from "./rank-sentences.js";
import { rankSection, writeSectionNarration } from "./section-narration.js";
import { AbbreviationTracker, findAbbreviations } from "./spoken/abbreviations.js";
import { contentTokens } from "./tokens.js";
import { isTransition } from "./transitions.js";

/**
 * The offline writer: extractive (TextRank-style ranking with position and keyword weights),
 * rewritten for the ear, deterministic for the same plan. Abbreviations are spelled out on their
 * first use across the whole talk, so sections are written in the plan's order.
 */
export const localWriter: ScriptWriterFn = async (plan, signal) => {
  signal?.throwIfAborted();
  const context = paperContext(plan);
  const tracker = new AbbreviationTracker(context.abbreviations);
  const body = plan.sections.filter((s) => s.key !== OPENING_KEY);
  const out: Record<string, WrittenSection> = {};
  // Every bullet so far: an abstract and an introduction often say the same thing twice.
  const shown: string[] = [];
  for (const section of plan.sections) {
    signal?.throwIfAborted();
    if (section.key === OPENING_KEY) {
      const ranked = rankOpening(plan, context);
      const script = writeOpening(plan, section, ranked, context, tracker);
      const bullets = makeBullets(ranked.candidates, ranked.scores, countSpokenWords(plan.abstract), context.cjk, context.abbreviations, narratedIndices(ranked.candidates, script), shown);
      shown.push(...bullets);
      out[section.key] = { script, bullet_points: bullets };
      continue;
    }
    const ranked = rankSection(section, context);
    const position = { index: body.indexOf(section) + 1, count: body.length, paperTitle: plan.metadata.title };
    const script = writeSectionNarration(section, ranked, position, context, tracker);
    const bullets = makeBullets(ranked.candidates, ranked.scores, countSpokenWords(section.text), context.cjk, context.abbreviations, narratedIndices(ranked.candidates, script), shown);
    shown.push(...bullets);
    out[section.key] = { script, bullet_points: bullets };
  }
  return out;
};

/** Share of a sentence's content words the narration must hold for the sentence to count as said. */
const SAID_SHARE = 0.8;

/**
 * The candidates the narration says: nearly all their content words are in it (the narration
 * rewrites sentences a little for the ear: abbreviations spelled out, openers dropped).
 */
function narratedIndices(candidates: readonly Candidate[], narration: string): Set<number> {
  const spoken = new Set(contentTokens(narration));
  const out = new Set<number>();
  for (const c of candidates) {
    const words = contentTokens(c.text);
    if (words.length > 0 && words.filter((w) => spoken.has(w)).length / words.length >= SAID_SHARE) out.add(c.index);
  }
  return out;
}

/**
 * Bullets for one section's text (the one-section bullets call), with the same rules as the
 * writer. The text may be a narration already: its spoken transition and the opening's "This
 * talk presents ..." are not points of the section, so they are not bullets.
 */
export function localBullets(title: string, text: string): string[] {
  const cjk = isCjkText(`${title}\n${text}`);
  const abbreviations = findAbbreviations(text, new CaseStats(text));
  const candidates = speakableCandidates(text, cjk).filter((c) => !isTransition(c.text) && !isIntroSentence(c.text));
  const scores = rankSentences(candidates, { keywords: new Set(contentTokens(title)), cjk });
  return makeBullets(candidates, scores, countSpokenWords(text), cjk, abbreviations);
}
