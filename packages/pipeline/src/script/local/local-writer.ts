import { OPENING_KEY } from "../plan/plan-sections.js";
import { seenSentencesOf, type SeenSentence } from "./first-mention.js";
import { countSpokenWords, isCjkText } from "../plan/spoken-words.js";
import { roleOfTitle } from "../plan/talk-roles.js";
import type { ScriptWriterFn, WrittenSection } from "../types.js";
import { makeBullets } from "./bullets.js";
import { speakableCandidates } from "./candidates.js";
import { CaseStats } from "./casing.js";
import { introSentence, isIntroSentence, rankOpening } from "./opening.js";
import { CoinedNames, coinedNames, paperVocabulary } from "./coined-names.js";
import { paperContext } from "./paper-context.js";
import { joinSentences } from "./polish.js";
import { rankSentences, type Candidate } from "./rank-sentences.js";
import { rankSection, type RankedSection } from "./section-narration.js";
import { placeAbstractResults } from "./abstract-results.js";
import { AbbreviationTracker, findAbbreviations } from "./spoken/abbreviations.js";
import { dropUnusedSymbolNames, sayNamingAsides } from "./spoken/naming-asides.js";
import { slideTitle, titleFromPoints } from "./slide-title.js";
import { writeSectionTalk } from "./talk-points.js";
import { ForwardTerms, termsOf } from "./forward-terms.js";
import { contentTokens } from "./tokens.js";
import { isTransition, transitionFor } from "./transitions.js";
import { letterTokens } from "./unexplained-symbols.js";

/** How far above the slide's best sentence an abstract finding placed on it ranks. */
const PLACED_WEIGHT = 1.5;

/** A slide with no point that says less than this share of its words is left out. */
const THIN_SHARE = 0.4;

/**
 * The offline writer: extractive, rewritten for the ear, deterministic for the same plan. Each
 * slide gets 2–4 points (the best sentences that make a standalone bullet) and narration that
 * says every point with the sentences it needs (writeSectionTalk). Abbreviations are spelled out
 * on their first use across the whole talk, so sections are written in the plan's order.
 */
export const localWriter: ScriptWriterFn = async (plan, signal) => {
  signal?.throwIfAborted();
  const context = paperContext(plan);
  const tracker = new AbbreviationTracker(context.abbreviations);
  const body = plan.sections.filter((s) => s.key !== OPENING_KEY);
  const out: Record<string, WrittenSection> = {};
  // What the listener has heard and seen so far: a point is not made twice (an abstract and an
  // introduction often say the same thing), and a term already said is shared context.
  const shown: string[] = [];
  const said: string[] = [];
  const known = new Set(contentTokens(plan.metadata.title));
  const topic: ReadonlySet<string> = new Set(known);
  // The same, sentence by sentence: a definite noun phrase is introduced by one sentence that holds all its words.
  const heardSentences: ReadonlySet<string>[] = [new Set(known)];
  // Every sentence of the text planned so far, said or not: what the paper introduced before a slide.
  const paperBefore: SeenSentence[] = [];
  // Coined names the title or a spelled-out abbreviation already explains are not leaned on.
  // Each section's text as the talk reads it (the opening reads the abstract), for the checks that count where a name appears.
  const sectionTexts = plan.sections.map((s) => (s.key === OPENING_KEY ? plan.abstract : s.text));
  const coined = new CoinedNames(
    sectionTexts,
    [...coinedNames(plan.metadata.title), ...context.abbreviations.map((a) => a.short)],
  );
  const vocabulary = paperVocabulary(sectionTexts);
  // Terms later slides lean on ("the barred potentials"): a sentence bringing one in ranks higher where it can be heard first.
  const forward = new ForwardTerms(sectionTexts);
  const heardTerms = new Set<string>(termsOf(plan.metadata.title));
  // The results slides, where the abstract's findings the opening left unsaid are said (English only: the checks are English).
  const resultsSlides = context.language === "en" ? body.filter((s) => roleOfTitle(s.title) === "results").map((s) => ({ key: s.key, text: s.text })) : [];
  let placed = new Map<string, Candidate>();
  const titlesGiven = new Set<string>();
  for (const [at, section] of plan.sections.entries()) {
    signal?.throwIfAborted();
    const opening = section.key === OPENING_KEY;
    const last = section === plan.sections[plan.sections.length - 1];
    const rankedHere = withPlacedResult(opening ? rankOpening(plan, context) : rankSection(section, context), placed.get(section.key));
    const ranked = { ...rankedHere, scores: rankedHere.scores.map((score, k) => score * forward.weight(at, rankedHere.candidates[k]?.text ?? "", heardTerms)) };
    const lead = opening
      ? introSentence(plan.metadata, context.language)
      : transitionFor(section.title, body.indexOf(section) + 1, body.length, context.language, context.cases, plan.metadata.title);
    const talk = writeSectionTalk({
      candidates: ranked.candidates,
      scores: ranked.scores,
      targetWords: Math.max(opening ? 15 : 10, section.targetWords - countSpokenWords(lead)),
      cjk: context.cjk,
      abbreviations: context.abbreviations,
      known: new Set([...known, ...contentTokens(section.title)]),
      heardSentences,
      paperBefore,
      heading: contentTokens(section.title),
      shown,
      said,
      topic,
      leansOnUnheard: coined.leansIn(plan.sections.indexOf(section), said.join(" ")),
      vocabulary,
      startWithFirst: opening,
      closing: last && roleOfTitle(section.title) === "takeaway",
      ...(placed.has(section.key) ? { leadWith: -1 } : {}),
      // The closing slide is the takeaway: it may restate the main result the opening gave. A
      // results slide shows the results even when the abstract previewed them in nearly the same
      // words (a results slide without its numbers is worse than hearing a number twice).
      ...(opening ? {} : roleOfTitle(section.title) === "results" ? { repeatShare: 0.9, resultCount: 2 } : last ? { repeatShare: 0.8 } : {}),
    });
    if (opening) placed = placeAbstractResults(ranked.candidates, new Set(talk.saidIndexes), resultsSlides, plan.metadata.title);
    paperBefore.push(...seenSentencesOf(ranked.candidates.filter((c) => c.index >= 0)));
    // Nothing to say but the transition, or no point to show and under THIN_SHARE of its words (a
    // few stray sentences): the section is left out of the talk (generateScript).
    const thin = talk.bullets.length === 0 && countSpokenWords(talk.sentences.join(" ")) < section.targetWords * THIN_SHARE;
    if (!opening && (talk.sentences.length === 0 || thin)) {
      out[section.key] = { script: "", bullet_points: [] };
      continue;
    }
    // The slide is named by where its points come from; the closing slide stays the conclusion.
    // Slides cut from one long section share its heading: each is named by its points instead.
    const sharedHeading = context.language === "en" && body.some((s) => s !== section && s.title === section.title);
    const title =
      (sharedHeading ? titleFromPoints(talk.bullets, titlesGiven) : null) ??
      (last ? section.title : slideTitle(section, talk.pointIndexes, context.cjk, context.language, context.cases, talk.saidIndexes));
    titlesGiven.add(title.toLowerCase());
    // The headings a title was joined from, when it was: the hand-over names it only if each is a noun phrase.
    const joined = section.parts.some((p) => p.title.trim() === title.trim()) ? [] : section.parts.map((p) => p.title).filter((t) => title.toLowerCase().includes(t.trim().toLowerCase()));
    const handOver = title === section.title ? lead : transitionFor(title, body.indexOf(section) + 1, body.length, context.language, context.cases, plan.metadata.title, joined);
    const script = joinSentences([handOver, ...talk.sentences.map((x) => tracker.apply(x))], context.cjk);
    shown.push(...talk.bullets);
    said.push(...talk.sentences);
    const spoken = talk.sentences.join(" ");
    for (const t of [...contentTokens(spoken), ...letterTokens(spoken)]) known.add(t);
    for (const t of termsOf(`${title} ${spoken}`)) heardTerms.add(t);
    heardSentences.push(new Set(contentTokens(title)), ...talk.sentences.map((x) => new Set(contentTokens(x))));
    out[section.key] = { script, bullet_points: talk.bullets, ...(title === section.title ? {} : { title }) };
  }
  if (context.language === "en") {
    const written = plan.sections.map((s) => out[s.key]).filter((w): w is WrittenSection => w !== undefined);
    const plain = dropUnusedSymbolNames(
      written.map((w) => w.script),
      written.flatMap((w) => w.bullet_points),
    );
    const said = sayNamingAsides(plain.narrations, plain.bullets);
    let b = 0;
    written.forEach((w, k) => {
      w.script = said[k] ?? w.script;
      w.bullet_points = w.bullet_points.map((x) => plain.bullets[b++] ?? x);
    });
  }
  return out;
};

/** A slide's ranked sentences with an abstract finding placed first, ranked above the slide's best. */
function withPlacedResult(ranked: RankedSection, result: Candidate | undefined): RankedSection {
  if (result === undefined) return ranked;
  return { candidates: [result, ...ranked.candidates], scores: [PLACED_WEIGHT * Math.max(0, ...ranked.scores), ...ranked.scores] };
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
