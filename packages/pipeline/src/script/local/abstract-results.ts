import { refersBack } from "../quality/refers-back.js";
import { pointsAtUnseen, standAloneSentence } from "./coherence.js";
import { isQuantifiedResult, type Candidate } from "./rank-sentences.js";
import { contentTokens } from "./tokens.js";

/** A finding the abstract reports in words: "we find …", "the results show …", "simulations reveal …". */
const FINDING =
  /\b(?:we|results?|analys[ie]s|experiments?|data|simulations?|evaluations?|measurements?|observations?)\s+(?:also\s+)?(?:find|found|show|showed|shows|demonstrate[sd]?|reveal(?:s|ed)?|indicate[sd]?|confirm(?:s|ed)?)\b/i;
/** Of the sentence's own words (the title's left out), this share must be in a slide's text for the slide to be its place. */
const MIN_SHARED = 0.4;
/** …and at least this many of them. */
const MIN_SHARED_WORDS = 2;

export interface ResultsSlide {
  key: string;
  text: string;
}

/**
 * The abstract's results the opening left unsaid, each given to the results slide whose text
 * reports it. An abstract states each finding in one sentence written to be read on its own,
 * often the only sentence that says it with its number; the results section spreads the same
 * finding over sentences that lean on tables, figures and one another, which an extractive talk
 * cannot say. So the finding heads the slide, as a speaker's topic sentence, and the slide's own
 * sentences follow. Only a sentence that leans on nothing is placed (said after the opening,
 * "Thus, …" or "This acceleration …" would follow nothing); each slide takes at most one.
 */
export function placeAbstractResults(abstract: readonly Candidate[], said: ReadonlySet<number>, slides: readonly ResultsSlide[], title: string): Map<string, Candidate> {
  const out = new Map<string, Candidate>();
  if (slides.length === 0) return out;
  const titleWords = new Set(contentTokens(title));
  const slideWords = slides.map((s) => new Set(contentTokens(s.text)));
  for (const c of abstract) {
    // A label's number ("Experiment 2", "Study 3") is no quantity.
    const unlabelled = c.text.replace(/\b\p{Lu}\p{Ll}+\s+\d{1,2}\b/gu, "");
    if (said.has(c.index) || !(isQuantifiedResult(unlabelled) || FINDING.test(c.text))) continue;
    if (refersBack(c.text) || pointsAtUnseen(c.text) || standAloneSentence(c.text, false) !== c.text) continue;
    const own = [...new Set(c.tokens)].filter((t) => !titleWords.has(t));
    let best: { key: string; share: number } | null = null;
    for (const [k, slide] of slides.entries()) {
      if (out.has(slide.key)) continue;
      const shared = own.filter((t) => slideWords[k]?.has(t) === true).length;
      const share = own.length === 0 ? 0 : shared / own.length;
      if (shared >= MIN_SHARED_WORDS && share >= MIN_SHARED && (best === null || share > best.share)) best = { key: slide.key, share };
    }
    // Heard first on its slide: nothing of the slide comes before it.
    if (best !== null) out.set(best.key, { index: -1, text: c.text, tokens: c.tokens, words: c.words, leads: true });
  }
  return out;
}
