import { isTableResult } from "../../plan/table-results.js";
import { findMarkupResidue } from "../../../ingest/residue.js";
import { countSpokenWords } from "../../plan/spoken-words.js";
import { hasCitationDebris } from "./citations.js";
import { ANNOUNCES, DEFINES_NOTATION, SIGNPOST } from "../../quality/refers-back.js";

/**
 * Characters that mean a formula, a table cell or markup survived: such a sentence is not read
 * aloud. Mathematical letters ("𝑇𝑖", "𝛿", as PDFs of Word equations carry them) are a formula too.
 */
export const UNSPEAKABLE = /[[\]{}|\\^_$#@<>=*+±−⋆∗⊙≲≳•▪◦‣¯¨´ˆ˜˙˚ˇ˘∈∉∑∏∫√∝∞∂∇⊗⊕⊂⊆⊃⊇∩∪∀∃≡≠≪≫·′″‖⟨⟩⌈⌉⌊⌋∧∨¬⊥∥∘†‡§¶ℓℏ₀-ₜ⁰-⁹¹²³ⁱⁿ⁺⁻]|[\u0300-\u036f]|[\u{1d400}-\u{1d7ff}]/u;
/**
 * An unresolved cross-reference label ("Table reftab:data-records"), or an author's placeholder
 * for one ("described in REF", "see ??", "TODO").
 */
const LABEL = /\p{L}:\p{L}|\/\s*(?=[\p{P}]|$)|(?:^|\s)\/|\b(?:REF|TODO|TBD|FIXME|XXX)\b|\?\?/u;
const LINK = /https?:|www\.|\b[\w-]+\.(?:com|org|net|edu|io|gov)\b|github|\bdoi\b/i;
const HOUSEKEEPING =
  /\b(?:(?:the|this|next|previous|following) (?:sub)?sections?|(?:each|every) (?:row|column)|the (?:rows|columns)|plotted|thank(?:s|ed|ful)?|grateful|gratitude|we acknowledge|grant (?:no|number)|funded by|supported by (?:the )?(?:grant|nsf|nih|erc|dfg|national)|the (?:rest|remainder) of (?:this|the) (?:paper|article)|(?:this|the) (?:paper|article) is (?:organi[sz]ed|structured)|outline of (?:this|the) (?:paper|article)|in the following sections?|conference on|proceedings of|all rights reserved|preprint|licen[sc]e|(?:raises?|raise) (?:no|any) ethical (?:issues?|concerns?)|during the preparation of this (?:work|manuscript|paper|article)|(?:to|in order to) (?:improve|check|polish) (?:the )?(?:grammar|language|readability|spelling|writing)|(?:more )?self-contained,|we (?:give|include|provide|reproduce) (?:a|the|its) proof here|see (?:refs?|references?)\b)\b/i;

export interface SpeakableLimits {
  minWords: number;
  maxWords: number;
}

export const SENTENCE_LIMITS: SpeakableLimits = { minWords: 6, maxWords: 60 };

/** Source sentences that cannot become speech whatever is rewritten: fragments, equation lead-ins, table rows. */
export function isFragment(raw: string, cjk: boolean): boolean {
  const t = raw.trim();
  if (cjk) return !/[。！？!?.]["”’」』）)]*$/u.test(t);
  if (!/[.!?।]["”’)]*$/u.test(t)) return true;
  // Starts with an ordinary lower-case word: the tail of a sentence cut by a display equation ("where ...").
  if (/^\p{Ll}+\b/u.test(t) && !/^\p{Ll}+[\p{Lu}\d]/u.test(t)) return true;
  // "Stage 2: Find and parse …", "Step 3: …": one item of a numbered procedure, which a listener
  // cannot place without the list around it.
  if (/^\p{Lu}\p{Ll}+\s+\d+(?:\.\d+)*[a-z]?\s*[:.)]\s/u.test(t)) return true;
  // "… may explain why.", "… is given by the.": a sentence whose last word still wants what the
  // text lost after it (a formula, a list, a page break).
  if (OPEN_END.test(t)) return true;
  return THEOREM_LABEL.test(t);
}

/**
 * A last word that cannot end an English sentence: an article, a conjunction, a preposition that
 * is never stranded, "explain why" without its why (a preposition such as "of" may end one: "what
 * they are made of").
 */
const OPEN_END = /\s(?:the|a|an|and|or|but|whose|than|via|between|(?:explains?|explained|illustrates?|shows?|demonstrates?) (?:why|how|whether))[.!]["”’)]*$/iu;

/** "Remark (Relation to ARD).", "Theorem 2.", "Proof.": the label a theorem-like block opens with, not a sentence. */
const THEOREM_LABEL =
  /^(?:Theorem|Lemma|Corollary|Proposition|Definition|Remark|Example|Conjecture|Claim|Assumption|Fact|Observation|Hypothesis|Problem|Question|Notation|Note|Property|Exercise|Proof)(?:\s+[\dA-Z][\d.]*)?\s*(?:\([^()]*\))?\s*[.:]$/u;

/**
 * Every "(" and "“" the text opens, it closes. Looser than a bullet's balance check: a stray ")"
 * or an odd straight quote is left to the other checks, as before.
 */
function closesWhatItOpens(text: string): boolean {
  const count = (re: RegExp) => (text.match(re) ?? []).length;
  return count(/\(/g) <= count(/\)/g) && count(/“/g) <= count(/”/g);
}

/** Checks on the rewritten sentence: nothing unreadable, no debris, prose-like, a sensible length. */
export function isSpeakable(text: string, cjk: boolean, limits: SpeakableLimits = SENTENCE_LIMITS): boolean {
  if (findMarkupResidue(text).length > 0) return false;
  if (UNSPEAKABLE.test(text) || LINK.test(text) || HOUSEKEEPING.test(text) || LABEL.test(text)) return false;
  // A promise of what follows ("We now show some statistics …") or a notation definition: nothing to hear.
  if (!cjk && (SIGNPOST.test(text) || DEFINES_NOTATION.test(text) || ANNOUNCES.test(text))) return false;
  if (hasCitationDebris(text)) return false;
  // A sentence cut inside its own parenthesis or quotation ("Using the detection and reaction
  // (“Col.", split at an abbreviation) is half a sentence.
  if (!closesWhatItOpens(text)) return false;
  const words = countSpokenWords(text);
  if (words < limits.minWords || words > limits.maxWords) return false;
  if (cjk) return true;
  const tokens = text.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’.-]*/gu) ?? [];
  if (tokens.length === 0) return false;
  const variables = tokens.filter((t) => /^\p{L}$/u.test(t) && !/^(?:a|A|I)$/.test(t)).length;
  const numeric = tokens.filter((t) => /^\d/.test(t)).length;
  // Mostly capitalised words mean a heading or a table row; scripts without case (Devanagari) skip this test.
  const cased = tokens.filter((t) => /^[\p{Lu}\p{Ll}]/u.test(t)).length;
  const lower = tokens.filter((t) => /^\p{Ll}/u.test(t)).length;
  // A table's result is prose of our making, however many names it holds ("YOLO … FR-CNN (Small VGG)").
  const prose = cased < tokens.length / 2 || lower / tokens.length >= 0.45 || isTableResult(text);
  return variables / tokens.length <= 0.1 && numeric / tokens.length <= 0.3 && prose;
}
