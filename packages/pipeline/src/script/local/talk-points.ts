import { isTableResult } from "../plan/table-results.js";
import { capitaliseFirst } from "../../text/capitalise.js";
import { escapeRegExp } from "../../text/escape-regexp.js";
import { pointsAtUnseen } from "./coherence.js";
import { coreOf } from "./compress-bullet.js";
import { COUNTED } from "./bullet-clauses.js";
import { bulletOf, roomyBulletOf, type PointBullet } from "./point-bullet.js";
import { restates, similar } from "./bullets.js";
import { isQuantifiedResult, statesOutcome, type Candidate } from "./rank-sentences.js";
import { afterGap } from "./reads-after.js";
import { INTRODUCER, introducedUnheard, seenSentencesOf, type SeenSentence } from "./first-mention.js";
import { definitePhrases, supersetNouns, definiteSubject, hasMainVerb, startsImperative } from "../quality/main-verb.js";
import type { Abbreviation } from "./spoken/abbreviations.js";
import { contentTokens, introduced, namesHeard, sameWordFamily, tokenOverlap } from "./tokens.js";
import { letterTokens, unexplainedSymbols } from "./unexplained-symbols.js";
import { announcesComparison, opensPair, setsUpTurn, subordinateFragment, sumsUpPaper } from "./sentence-kinds.js";
import { announcesSet, LATER_ORDINAL } from "../quality/refers-back.js";

/** Points per slide: the claims that carry the story, each shown as a bullet and said in the narration. */
export const POINTS = { min: 2, max: 4 } as const;
/** Spoken words a point takes with the sentences it needs: sets how many points a slide gets. */
const WORDS_PER_POINT = 35;
/** A point may bring at most this many sentences before it that it needs to be understood. */
const MAX_CONTEXT = 3;
/** Fill the narration to 110 % of its target; a slide short of its minimum points may go to 130 %. */
const FILL = 1.1;
const STRETCH = 1.3;
/** Stop filling once the narration has this share of its target. */
const ENOUGH = 0.9;
/**
 * A clause cut must keep at least this share of its sentence's content words (square root: 0.7
 * ≈ 49 %): a head that keeps less has lost what the sentence was about ("We demonstrate a simple
 * proof-of-concept" of "… where an entire training set is learned from blank images").
 */
const MIN_KEPT_ROOT = 0.7;
/** The same bar for a slide that would otherwise show no point at all (0.6 ≈ 36 % of the words). */
const LONE_KEPT_ROOT = 0.6;
/** Two sentences sharing more than this share of content words say the same thing. */
const DUPLICATE = 0.5;

/** A result set against another: what improves on what. */
const COMPARED = /\b(?:vs\.?|versus|compared (?:to|with)|than|outperform\w*|relative to|over the (?:baseline|previous|state)|against)\b/i;
const COMPARED_WEIGHT = 1.5;

/** A subject that picks from a set named before: "Each node", "Both components", "Other researchers", "One option". */
const SET_SUBJECT = /^(?:Each|Every|Both|Other|Another|One|Either|Neither|The other|The remaining|The rest of the)\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)/u;
/** A picking subject its own phrase restricts: "One challenge of using eBPF", "One alternative to kernel modules". */
const RESTRICTED_PICK = /^\p{L}+\s+(?:(?!(?:is|are|was|were|has|have|had|can|could|will|would|may|might|must|should|does|do|did)\s)[\p{L}-]+\s+){1,2}?(?:of|to|for|in|with|from|between|among)\s/u;
/**
 * A label the paper gave something: "T1", "P3", "School 2", "Study 1", "research question 2", or a cited work's key
 * ("AHB13": authors' initials and year, as "hereafter AHB13" defines it); not a year, not "GPT-4".
 */
const LABEL_NAME = /\b(?:\p{Lu}{1,4}\d{1,2}|(?:[Rr]esearch [Qq]uestion|[Qq]uestion|[Hh]ypothesis)\s+\d{1,2}|(?:School|Study|Participant|Teacher|Group|Site|Case|Experiment|Condition|Cohort|Model|Scenario|Variant|Version|Setting|Configuration|Round|Wave|Arm|Treatment|Task)\s+\d{1,2})\b/gu;
/**
 * A label inside a sentence, after a capitalised noun: "the Case II simulation", "Model A",
 * "Scenario 3", or a letter after a noun: "In pipeline A, …" (not at the sentence's start, where
 * a capital says nothing: "When A grows").
 */
const LABEL_INSIDE = /(?<=[\p{L},]\s)(?:\p{Lu}\p{Ll}{2,}\s+(?:\d{1,2}|[IVX]{1,4}|[A-HJ-Z])|\p{Ll}{4,}\s+[A-HJ-Z])(?![\p{L}\d.-])/gu;
/** "the MM case study", "the Prostate cohort": a definite phrase that holds a name or an acronym. */
const NAMED_DEFINITE = /\b[Tt]he\s+((?:[\p{L}\d-]+\s+){0,2}?\p{Lu}[\p{L}\d-]*(?:\s+[\p{Ll}-]+){0,2})/gu;

/**
 * What may follow a bare noun and say which one it is: "the ability to use …", "the distribution
 * implicitly defined by …", or join it to others that do: "the structure and semantics of references",
 * "the theoretical and numerical foundations".
 */
const SAYS_WHICH_AFTER = /^\s*(?:to\s+\p{L}|(?:\p{L}+ly\s+)?\p{L}+(?:ed|en)\s+(?:by|in|from|with|for|on|at|as)\b|(?:and|or)\s|\(|,\s+(?:the|a|an)\s)/u;
/** Nouns of time a speaker says with "the" of no particular one: "the hour of the day". */
const GENERIC_TIME = /^(?:day|night|week|month|year|morning|evening|season|moment|time)s?$/i;

/** Nouns a superlative takes in idioms ("the best way", "the first time", "the most part"). */
const IDIOM_AFTER_SUPERLATIVE = /^(?:way|ways|manner|extent|degree|time|times|case|cases|end|moment|one|ones|part|day|days|year|years)$/i;

/**
 * A bullet's bare definite noun ("… by simply swapping the buffers", "the system closes") that
 * nothing heard names: neither the talk so far nor the bullet's own words before it. One noun
 * alone has no modifier to say which; "the validation loss" or "the protocol stack" are a field's
 * terms and name themselves.
 */
function bareUnheard(phrase: string, after: string, heard: ReadonlySet<string>, before: string): boolean {
  if (/\s/.test(phrase) || GENERIC_TIME.test(phrase) || SAYS_WHICH_AFTER.test(after)) return false;
  // "the code's standard output": the possessive's noun is the one to have heard.
  const head = contentTokens(phrase.replace(/['’]s$/u, ""))[0];
  if (head === undefined) return false;
  const named = [...heard, ...contentTokens(before)];
  return !named.some((t) => t === head || sameWordFamily(t, head));
}

export interface SectionTalkInput {
  /** Speakable sentences of the section, in source order, with their ranking scores. */
  candidates: readonly Candidate[];
  scores: readonly number[];
  /** Spoken words for the sentences (the transition is not counted here). */
  targetWords: number;
  cjk: boolean;
  abbreviations: readonly Abbreviation[];
  /** Content tokens the listener already has: the paper's title, the slide's title, all said before. */
  known: ReadonlySet<string>;
  /**
   * The content tokens of each title and sentence the listener heard before this slide: a
   * definite noun phrase ("the switching effect") is introduced only when one of them holds all
   * its words. Without it, all words heard anywhere must be in `known`.
   */
  heardSentences?: readonly ReadonlySet<string>[];
  /**
   * Each sentence of the text planned before this slide, said or not: a definite noun phrase the
   * paper introduced there ("the adaptive limit", "the integral") leans on it unless the listener
   * heard it too.
   */
  paperBefore?: readonly SeenSentence[];
  /** Content tokens of the slide's title: what "these results" may point at on this slide. */
  heading?: readonly string[];
  /** Bullets of earlier slides: a point is not made twice. */
  shown: readonly string[];
  /**
   * The paper's topic words (its title's): every sentence of the paper may share them, so two
   * sentences say the same thing only when they share enough of their other words.
   */
  topic?: ReadonlySet<string>;
  /**
   * The slide starts with its first sentence (the opening: an abstract's first sentence states
   * the problem the talk is about), whatever the points are.
   */
  startWithFirst?: boolean;
  /**
   * The closing slide: when its text opens by summing up the paper ("This paper presented …",
   * "In this work we proposed …"), as a conclusion conventionally does, it opens with that sentence.
   */
  closing?: boolean;
  /** Narration sentences of earlier slides: not said twice. */
  said: readonly string[];
  /** A sentence that uses a name coined in an earlier section the talk never said: not said here either. */
  leansOnUnheard?: (sentence: string) => boolean;
  /**
   * Names (lower-cased words written with a capital) the paper uses in three or more sections: its
   * own vocabulary (its method, its data), which a speaker uses freely once the talk is under way.
   */
  vocabulary?: ReadonlySet<string>;
  /**
   * Share of content words a sentence may share with one said earlier and still be said (0.5; the
   * closing slide may restate the main result, so there only a near-copy is left out).
   */
  repeatShare?: number;
  /**
   * How many results with their numbers the slide says first (1; a results slide, often several
   * experiments or benchmarks in one, says two, each with the sentences it needs).
   */
  resultCount?: number;
  /** A sentence said first when it can be heard here: an abstract finding placed on this slide (placeAbstractResults). */
  leadWith?: number;
}

export interface SectionTalk {
  /** Narration sentences in source order, each hearable where it lands. */
  sentences: string[];
  /** The short form of each point, in the order the narration says them. */
  bullets: string[];
  /** The sentence index (in the section's text) each bullet is the short form of. */
  pointIndexes: number[];
  /** The sentence index of every narration sentence, points and the sentences they need. */
  saidIndexes: number[];
}

interface Chosen {
  c: Candidate;
  bullet?: string;
}

/**
 * The first clause of a long sentence that makes a bullet on its own (English): whole, or with
 * its lead phrase dropped while keeping what the clause says ("On test-clean, routing lowers the
 * latency from 410 ms to 190 ms per utterance, and …" → "Routing lowers the latency from 410 ms
 * to 190 ms per utterance").
 */
function clauseBullet(c: Candidate, abbreviations: readonly Abbreviation[]): PointBullet | null {
  // Clauses with their own subject: after ";" or ":", or ", and we …" (not ", and architectures",
  // the last item of a list).
  const parts = c.text.split(/[;:]\s+|,\s+(?=(?:and|but)\s+(?:we|they|it|this|these|the|our|a|an|each|every|all)\s)/);
  for (const [k, raw] of parts.entries()) {
    const clause = raw.trim().replace(/^(?:and|but)\s+/i, "");
    if (clause.length >= c.text.length) continue;
    // "We have two ways of detecting X: A and B": the clause before the colon only announces them.
    if (COUNTED.test(clause) && c.text.slice(c.text.indexOf(raw) + raw.length).startsWith(":")) continue;
    // A later part may be the items a colon announced ("two versions: a version that does not use
    // X and an optimized version"): a clause has its verb before any relative clause, and never
    // follows a colon after a count ("two seasonal cycles: a within-day and a within-week cycle").
    if (k > 0 && !hasMainVerb(clause.replace(/\s(?:that|which|who|whose|where)\s.*$/, ""))) continue;
    if (k > 0 && ITEMS_AFTER_COUNT.test(c.text.slice(0, c.text.indexOf(raw)))) continue;
    // "LAGraph is more than a library; it is a project to …": a later clause's pronoun is the clause before.
    if (k > 0 && /^(?:it|its|they|their|them|this|these|those|he|she|his|her|such)\b/i.test(clause)) continue;
    // "…; substantially more, in fact, than a human would need": a comparison that finishes the
    // clause before it, with no subject of its own.
    if (k > 0 && /^(?:\p{L}+ly\s+|far\s+|much\s+|even\s+|still\s+)?(?:more|less|fewer|better|worse|greater|smaller|larger|higher|lower)\b/iu.test(clause)) continue;
    const b = bulletOf(clause, false, abbreviations, false);
    if (b !== null && (b.fit === "whole" || (b.fit === "clause" && shareKept(contentTokens(coreOf(clause, false)), b) >= MIN_KEPT_ROOT))) return { ...b, fit: "clause" };
  }
  return null;
}

/**
 * A count of things, or a word that opens a list, and a colon: what follows the colon is those
 * things, not a clause ("two lenses: a mapping …, and a text analysis …"; "characteristics we
 * wanted to investigate including: serious vs lighthearted, older, …").
 */
const ITEMS_AFTER_COUNT = /\b(?:(?:two|three|four|five|six|seven|several|various|multiple)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+s|including|include|includes|such as|namely|as follows|the following)\s*:\s/iu;

/** Square root of the share of `tokens` (a sentence's content words) that the bullet keeps. */
function shareKept(tokens: readonly string[], bullet: PointBullet): number {
  const kept = new Set(contentTokens(bullet.text));
  const all = new Set(tokens);
  return all.size === 0 ? 1 : Math.sqrt([...all].filter((t) => kept.has(t)).length / all.size);
}

/**
 * Square root of the share of a sentence's content words its bullet keeps, counted on what the
 * sentence says without its asides (its parentheses and examples are not what a bullet must keep).
 */
function keptShare(c: Candidate, bullet: PointBullet, cjk: boolean): number {
  if (cjk) return shareKept(c.tokens, bullet);
  // A table's result shows the paper's own number and leaves its comparison to the narration by design.
  if (isTableResult(c.text)) return 1;
  const core = coreOf(c.text, cjk);
  // Only a gloss without a verb of its own: ", the root cause … cannot be captured" is the main clause.
  const gloss = TRAILING_APPOSITIVE.exec(core)?.[0];
  return shareKept(contentTokens(gloss !== undefined && !hasMainVerb(gloss.slice(1)) ? core.slice(0, -gloss.length) : core), bullet);
}

/**
 * A noun phrase closing a sentence that glosses the noun before it: "… for text infilling, the
 * task of predicting missing spans of text". A bullet that leaves it out keeps the point. Not
 * after a name: "We propose CCP, a system that …" says what CCP is only in the gloss.
 */
const TRAILING_APPOSITIVE = /(?<=\s\p{Ll}[\p{L}-]*),\s+(?:the|a|an)\s+[^,;]+$/u;

/**
 * How well a bullet carries its sentence's point: the share of the sentence's content words it
 * keeps (a cut that drops what the sentence was about leaves a vague head: "We demonstrate a
 * simple proof-of-concept" of "… where an entire training set is learned from blank images"),
 * and a result with its number counts more.
 */
function pointWeight(c: Candidate, bullet: PointBullet, cjk: boolean): number {
  const figure = !cjk && isQuantifiedResult(bullet.text) ? 1.5 : /\d/.test(bullet.text) ? 1.15 : 1;
  return keptShare(c, bullet, cjk) * figure * (!cjk && GENERIC_CLAIM.test(bullet.text) ? GENERIC_WEIGHT : 1);
}

/**
 * A short claim that only rates its subject ("Circulation in the Southern Ocean is unique", "Data
 * filtering is essential", "The Merkle DAG is an extremely flexible way to store data"): nothing
 * in it can be checked, so it is a point only when the slide has nothing better. Readers mark such
 * bullets vague; the narration may still say them.
 */
const GENERIC_CLAIM =
  /^(?:[\p{L}\d-]+\s+){1,6}(?:is|are|remains|remain|has become|have become|seems|appears)\s+(?:(?:an?|the)\s+)?(?:(?:extremely|very|highly|particularly|especially|increasingly|fundamentally|truly|quite|so)\s+)?(?:unique|important|essential|crucial|critical|key|fundamental|vital|necessary|useful|powerful|flexible|promising|challenging|difficult|complex|popular|common|widespread|significant|interesting|valuable|beneficial|relevant|central)\b(?!\s+(?:for|to|in|because|when|since|as|than)\b)[^\d]{0,40}$/iu;
/** How much less a generic claim weighs as a point. */
const GENERIC_WEIGHT = 0.4;

/**
 * "First, …", "Second, …", "Finally, …" (or "First we …", "First it is shown …", without the
 * comma): a place in a count the paper's sentences make.
 */
const ORDINALS = ["first", ...LATER_ORDINAL.split("|")];
const COUNT_MARKER = new RegExp(`^((?:${ORDINALS.map(capitaliseFirst).join("|")})(?:ly)?|Finally|Lastly)(?:,\\s+|\\s+(?=(?:we|it|they|our)\\s))`);
const PLACE: Record<string, number> = Object.fromEntries(ORDINALS.flatMap((w, i) => [[w, i + 1], [`${w}ly`, i + 1]]));

/**
 * A count the listener hears whole: "Second, …" only right after "First, …" was said (and so on),
 * "Finally, …" only after an earlier place, and "First, …" only when "Second, …" follows. When a
 * sentence of the count was left out, the others lose their markers ("Second, we show X" after a
 * first contribution said without "First" becomes "We show X").
 */
function keepCountsWhole(sentences: readonly string[]): string[] {
  const places = sentences.map((s) => {
    const word = COUNT_MARKER.exec(s)?.[1]?.toLowerCase();
    return word === undefined ? null : (PLACE[word] ?? "last");
  });
  return sentences.map((s, i) => {
    const place = places[i];
    if (place === null || place === undefined) return s;
    const before = places[i - 1];
    const after = places[i + 1];
    const whole =
      place === "last" ? typeof before === "number" : place === 1 ? after === 2 : before === place - 1;
    return whole ? s : capitaliseFirst(s.replace(COUNT_MARKER, ""));
  });
}

/** Up to four words after a word that brings a thing in as new ("an adaptive limit", "a hash we call Constant"). */
const INTRODUCES = new RegExp(`\\b(?:${INTRODUCER})\\s+((?:[\\p{L}-]+\\s+){0,3}[\\p{L}-]+)`, "giu");
/** Up to four words after "the". */
const DEFINITE_WORDS = /\bthe\s+((?:[\p{L}\d-]+\s+){0,3}[\p{L}\d-]+)/giu;

/**
 * One slide of the talk: its points, and narration that says each of them.
 * 1. Points: first the slide's best result with its number (it is said even when it makes no
 *    bullet), then the best-scoring sentences that make a standalone bullet (2–4, by the target
 *    length), not shown on an earlier slide. Each comes with the sentences before it that it needs: when
 *    it cannot be heard after a gap (afterGap), its predecessor is said first, back to one that
 *    can; a point that needs more than three such sentences is not chosen.
 * 2. The narration grows from the points: the sentence that follows a said sentence in the
 *    paper reads naturally after it, so the best of those is added until the target is reached;
 *    only when none fits does a new run start, at a sentence that can be heard after a gap.
 * Every bullet is the short form of a sentence the narration says, so the video can light it
 * while that sentence is spoken.
 */
export function writeSectionTalk(input: SectionTalkInput): SectionTalk {
  const { candidates, scores, cjk } = input;
  const byIndex = new Map(candidates.map((c) => [c.index, c]));
  const topic = input.topic ?? new Set<string>();
  const offTopic = (tokens: readonly string[]) => tokens.filter((t) => !topic.has(t));
  const saidTokens = input.said.map((s) => offTopic(contentTokens(s)));
  // What the talk said with no outcome in it ("how much parents align to their children") does not
  // make a result on the same words ("Parents aligned reliably more to their children than …") a
  // repeat: the result says what the other only named.
  const saidOutcome = input.said.map((s) => statesOutcome(s));
  // A result with numbers the talk has not said is news, whatever words it shares ("SimPLe does
  // better on 13 of the 26 games" after "We evaluate on 26 games against Rainbow and PPO").
  const numbersOf = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? [];
  const saidNumbers = input.said.map((s) => new Set(numbersOf(s)));
  const repeatsSaid = (c: Candidate, share: number) => {
    const mine = offTopic(c.tokens);
    const numbers = numbersOf(c.text);
    const outcome = statesOutcome(c.text);
    return saidTokens.some(
      (t, k) => tokenOverlap(mine, t) > share && (saidOutcome[k] === true || !outcome) && numbers.every((n) => saidNumbers[k]?.has(n) === true),
    );
  };
  const score = new Map(candidates.map((c, k) => [c.index, scores[k] ?? 0]));
  const usable = new Set(
    candidates
      // An instruction ("Introduce the students to …", "Compute the gradient.") is an item of a list
    // or a procedure whose lead-in the listener did not hear; a talk states, it does not command.
    // (Its first words decide it: the tagger reads no more, which keeps this cheap on every sentence.)
    .filter((c) => cjk || (!pointsAtUnseen(c.text) && !subordinateFragment(c.text) && !startsImperative(c.text.split(" ", 4).join(" "))))
      .filter((c) => !input.leansOnUnheard?.(c.text))
      .filter((c) => !repeatsSaid(c, input.repeatShare ?? DUPLICATE))
      .map((c) => c.index),
  );
  const chosen = new Map<number, Chosen>();
  let words = 0;

  const position = new Map(candidates.map((c, k) => [c.index, k]));
  /**
   * What the listener has not heard of the sentence's paragraph before it: the unsaid sentences
   * back to the paragraph's first, and any formula or table row the talk cannot say.
   */
  const unheardBefore = (c: Candidate): string[] => {
    // An abstract is written so each sentence states its own claim: the terms it shares with the
    // sentences before it (a formula sentence included) are the paper's topic, not something only
    // they introduced. Its sentences lean on one left out only by explicit reference ("this
    // search", "However, …").
    if (input.startWithFirst) return [];
    const out = [...(c.unspokenBefore ?? [])];
    if (c.leads) return out;
    for (let k = (position.get(c.index) ?? 0) - 1; k >= 0; k -= 1) {
      const p = candidates[k] as Candidate;
      if (!chosen.has(p.index)) out.push(...p.tokens, ...(p.unspokenBefore ?? []));
      if (p.leads) break;
    }
    return out;
  };
  // What a sentence makes heard: its content words and the variable letters it names, found once.
  const heardFrom = new Map(candidates.map((c) => [c.index, [...c.tokens, ...letterTokens(c.text)]]));
  const knownBefore = (index: number): Set<string> => {
    const known = new Set(input.known);
    for (const [i, x] of chosen) if (i < index) for (const t of heardFrom.get(x.c.index) ?? x.c.tokens) known.add(t);
    return known;
  };
  /** What this slide names before a sentence: its title and the sentences chosen before it. */
  const nearBefore = (index: number): Set<string> => {
    const near = new Set(input.heading ?? []);
    for (const [i, x] of chosen) if (i < index) for (const t of x.c.tokens) near.add(t);
    return near;
  };
  /** Each title and sentence heard before a sentence: the talk's so far, this slide's title and the sentences chosen before it. */
  const sentencesBefore = (index: number): ReadonlySet<string>[] => [
    ...(input.heardSentences ?? [input.known]),
    new Set(input.heading ?? []),
    ...[...chosen].filter(([i]) => i < index).map(([, x]) => new Set(x.c.tokens)),
  ];
  /** The section's own sentences, said or not (a formula's sentence too), made once; `sourceBefore` those before `index`. */
  const seenByCandidate = candidates.map((c) => ({ index: c.index, seen: seenSentencesOf([c]) }));
  const sourceBefore = (index: number): SeenSentence[] => seenByCandidate.filter((x) => x.index < index).flatMap((x) => x.seen);
  // What the paper brought in as new, found cheaply so most sentences need no tagging: the words
  // after "a", "an", "our" … (where introducedUnheard looks for a phrase's head), and every word of
  // a sentence with a formula. A sentence none of whose "the …" words is among them cannot lean.
  const newWords = new Set<string>();
  const formulaTokens = new Set<string>();
  for (const seen of [...(input.paperBefore ?? []), ...seenByCandidate.flatMap((x) => x.seen)]) {
    if (seen.text === null) for (const t of seen.tokens) formulaTokens.add(t);
    else for (const m of seen.text.matchAll(INTRODUCES)) for (const w of (m[1] ?? "").toLowerCase().split(/\s+/)) newWords.add(w);
  }
  const formulaWords = [...formulaTokens];
  const mayNameNewThing = (c: Candidate): boolean =>
    [...c.text.matchAll(DEFINITE_WORDS)].some((m) => {
      const words = (m[1] ?? "").toLowerCase().split(/\s+/);
      if (words.some((w) => newWords.has(w))) return true;
      return formulaWords.length > 0 && contentTokens(m[1] ?? "").some((t) => formulaTokens.has(t) || formulaWords.some((f) => sameWordFamily(t, f)));
    });
  // Each sentence's definite noun phrases without a capital (a name is the coined-name check's), found once.
  const phrasesOf = new Map<number, string[]>();
  const definiteOf = (c: Candidate): string[] => {
    const known = phrasesOf.get(c.index);
    if (known !== undefined) return known;
    const found = cjk || !/\bthe\b/i.test(c.text) ? [] : definitePhrases(c.text).filter((phrase) => !/\p{Lu}/u.test(phrase));
    phrasesOf.set(c.index, found);
    return found;
  };
  // Per sentence, once: its phrases the paper brought in as new before it, each with the sentence's own words before it.
  const newPhrasesOf = new Map<number, { phrase: string; before: ReadonlySet<string> }[]>();
  const newPhrases = (c: Candidate) => {
    const known = newPhrasesOf.get(c.index);
    if (known !== undefined) return known;
    const source = [...(input.paperBefore ?? []), ...sourceBefore(c.index)];
    // Two words or more: a single noun after "the" ("the male", "the model") is as often the generic
    // or the obvious one, and a narration sentence that keeps it reads well.
    const found = (mayNameNewThing(c) ? definiteOf(c) : [])
      .filter((phrase) => phrase.includes(" ") && introducedUnheard(phrase, source))
      .map((phrase) => ({ phrase, before: new Set(contentTokens(c.text.slice(0, Math.max(0, c.text.indexOf(phrase))))) }));
    newPhrasesOf.set(c.index, found);
    return found;
  };
  /**
   * Whether a narration sentence says "the X" of a thing the paper brought in as new ("a noise
   * variable", "an adaptive limit") in a sentence the listener has not heard: "… to tell them from
   * the noise variables" after a talk that never said there were any. Heard here are the talk so
   * far, this slide's sentences chosen before it and the sentence's own words before the phrase.
   */
  const leansOnUnheardPhrase = (c: Candidate): boolean => {
    const phrases = newPhrases(c);
    if (phrases.length === 0) return false;
    const introducing = sentencesBefore(c.index);
    return phrases.some(({ phrase, before }) => !introduced(phrase, [...introducing, before]));
  };
  /**
   * The names the paper gave its own things that a text uses, lower-cased: labels ("Case II",
   * "T1"), heard only whole, and definite phrases holding a name or acronym ("the MM case study"),
   * known once their name is.
   */
  const specificNames = (text: string): { name: string; nameWords: string[] }[] => [
    ...[...text.matchAll(LABEL_NAME), ...text.matchAll(LABEL_INSIDE)].map((m) => ({ name: m[0].toLowerCase(), nameWords: [] })),
    ...[...text.matchAll(NAMED_DEFINITE)]
      .map((m) => (m[1] ?? "").trim())
      .filter((phrase) => /\s/.test(phrase))
      .map((phrase) => ({ name: phrase.toLowerCase(), nameWords: phrase.split(/\s+/).filter((w) => /\p{Lu}/u.test(w)).map((w) => w.toLowerCase()) })),
  ];
  const saidText = input.said.join(" ").toLowerCase();
  // An abbreviation the paper defines is spelled out where the talk first says it.
  const spelledOut = new Set(input.abbreviations.map((a) => a.short.toLowerCase()));
  const vocabulary = input.vocabulary ?? new Set<string>();
  const wholeWords = (words: string) => new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(words)}(?![\\p{L}\\d])`, "u");
  // The paper's text before a sentence (lower-cased) and its unsaid formula sentences, made once per sentence.
  const textsBefore = new Map<number, { paperBefore: string; unsaid: SeenSentence[] }>();
  const textBefore = (index: number) => {
    const known = textsBefore.get(index);
    if (known !== undefined) return known;
    const seen = [...(input.paperBefore ?? []), ...sourceBefore(index)];
    // A sentence with a formula is never said and keeps only its words: a name of two words or more is found by them.
    const made = { paperBefore: seen.map((x) => x.text ?? "").join(" ").toLowerCase(), unsaid: seen.filter((x) => x.text === null) };
    textsBefore.set(index, made);
    return made;
  };
  /**
   * Whether a text (a narration sentence, or a bullet with the sentences its point brings) uses a
   * name the paper gave one of its things before this point ("the Case II simulation", "the MM
   * case study") that the listener never heard: said, in the slide's title, or in this slide's
   * sentences chosen before it. A name the paper first uses here is introduced by its own sentence;
   * a phrase's name is also known when its own sentence spells it out ("mean squared error (MSE)").
   */
  const leansOnUnheardName = (text: string, index: number, extra: readonly Candidate[] = [], own = ""): boolean => {
    if (cjk) return false;
    const names = specificNames(text);
    if (names.length === 0) return false;
    const { paperBefore, unsaid } = textBefore(index);
    const inUnsaid = (name: string) => {
      const words = contentTokens(name);
      return words.length >= 2 && unsaid.some((x) => words.every((t) => x.tokens.has(t)));
    };
    const here = [...[...chosen].filter(([i]) => i < index).map(([, x]) => x.c.text), ...extra.map((x) => x.text)].join(" ").toLowerCase();
    const heard = (words: string) => wholeWords(words).test(saidText) || wholeWords(words).test(here);
    const heading = new Set(input.heading ?? []);
    const defined = own.toLowerCase();
    return names.some(({ name, nameWords }) => {
      if (!wholeWords(name).test(paperBefore) && !inUnsaid(name)) return false;
      if (heard(name)) return false;
      const tokens = contentTokens(name);
      if (tokens.length > 0 && tokens.every((t) => heading.has(t))) return false;
      const inTitle = (w: string) => contentTokens(w).some((t) => heading.has(t));
      return !nameWords.some((w) => heard(w) || inTitle(w) || defined.includes(`(${w})`) || spelledOut.has(w) || vocabulary.has(w));
    });
  };
  /** The sentence as heard after a gap, or null (afterGap with this slide's context, and no thing it names unheard). */
  const heardAfterGap = (c: Candidate): string | null => {
    const text = afterGap(c, unheardBefore(c), knownBefore(c.index), cjk, nearBefore(c.index), sentencesBefore(c.index));
    return text === null || leansOnUnheardPhrase(c) || leansOnUnheardName(c.text, c.index) ? null : text;
  };
  /** Whether every symbol of the run is introduced by the time it is said (this slide's choices, then the run itself). */
  const symbolsHeard = (run: readonly Candidate[]): boolean => {
    const heard = knownBefore(run[0]?.index ?? 0);
    for (const c of run) {
      if (unexplainedSymbols(c.text, heard).length > 0) return false;
      for (const t of heardFrom.get(c.index) ?? c.tokens) heard.add(t);
    }
    return true;
  };
  /**
   * A bullet is read on its own: its definite subject ("The problem is …", "The estimate …") must
   * have been introduced before its sentence (one sentence of this slide's choices, of the
   * sentences the point brings along or of the talk so far holds all its words), or the viewer
   * asks "which problem?". The phrase not yet introduced, `true` for a set or label never named
   * (nothing one sentence could fix), or null when the bullet stands.
   */
  const unnamedIn = (bullet: string, run: readonly Candidate[]): string | true | null => {
    if (cjk) return null;
    const heard = knownBefore(run[0]?.index ?? 0);
    for (const c of run.slice(0, -1)) for (const t of c.tokens) heard.add(t);
    // "Each node holds …", "Both components …", "Other researchers show …": the set they pick from
    // must have been named. "T1 decided …", "School 3 …": a label the paper gave must have been heard.
    const introducing = [...sentencesBefore(run[0]?.index ?? 0), ...run.slice(0, -1).map((c) => new Set(c.tokens))];
    // "One challenge of using eBPF …", "One alternative to X …": the phrase says which set.
    const pick = RESTRICTED_PICK.test(bullet) ? null : SET_SUBJECT.exec(bullet);
    // The noun phrase it picks by ("Each node holds …" → "node"), read as a definite subject would be.
    const picked = pick?.[1] === undefined ? undefined : (definiteSubject(`The ${bullet.slice(pick[0].length - pick[1].length)}`) ?? pick[1]);
    if (picked !== undefined && !introduced(picked, introducing)) return true;
    if ([...bullet.matchAll(LABEL_NAME)].some((m) => !namesHeard(m[0], heard))) return true;
    if (leansOnUnheardName(bullet, run[0]?.index ?? 0, run.slice(0, -1), run[run.length - 1]?.text)) return true;
    const subject = definiteSubject(bullet);
    if (subject !== null && !introduced(subject, introducing)) return subject;
    // Any other definite noun phrase ("… and use the previously trained DT") leans on text the
    // viewer never saw when the paper introduced it before and the talk did not; the bullet's own
    // words before the phrase introduce it too ("We propose X … the X").
    // "the highest bid" with no bid heard: the set a superlative picks from must be known.
    const unheardSet = supersetNouns(bullet).find((noun) => !IDIOM_AFTER_SUPERLATIVE.test(noun) && bareUnheard(noun, "", heard, ""));
    if (unheardSet !== undefined) return true;
    const phrases = definitePhrases(bullet).filter((phrase) => phrase !== subject && !/\p{Lu}/u.test(phrase));
    if (phrases.length === 0) return null;
    const last = run[run.length - 1] as Candidate;
    const source = [...(input.paperBefore ?? []), ...sourceBefore(last.index)];
    const leaning = phrases.find((phrase) => {
      const at = bullet.indexOf(phrase);
      const before = bullet.slice(0, Math.max(0, at));
      if (!introducedUnheard(phrase, source)) return bareUnheard(phrase, bullet.slice(at + phrase.length), heard, before);
      return !introduced(phrase, [...introducing, new Set(contentTokens(before))]);
    });
    return leaning ?? null;
  };
  const subjectNamed = (bullet: string, run: readonly Candidate[]): boolean => unnamedIn(bullet, run) === null;
  /**
   * The run a point needs so its bullet stands: as is, or with the slide's sentence that first
   * introduced the phrase it leans on said before it ("We keep an adaptive limit on the key
   * length" before "Long chains double the adaptive limit"). A phrase with a capital (a name:
   * "the Linux kernel", "the Constant hash") is left to the coined-name check. Null when no one sentence of
   * this slide introduces it or that sentence cannot be heard here.
   */
  const runNaming = (bullet: string, run: readonly Candidate[]): Candidate[] | null => {
    const missing = unnamedIn(bullet, run);
    if (missing === null) return [...run];
    if (missing === true) return null;
    const head = run[0] as Candidate;
    const introducer = candidates.find((x) => x.index < head.index && usable.has(x.index) && !chosen.has(x.index) && introduced(missing, [new Set(x.tokens)]));
    const lead = introducer === undefined ? null : runFor(introducer);
    if (lead === null) return null;
    const longer = [...lead, ...run];
    return unnamedIn(bullet, longer) === null ? longer : null;
  };
  /** The sentences a point needs said with it (itself last), or null when it cannot be heard. */
  const runFor = (c: Candidate): Candidate[] | null => {
    const run = [c];
    for (;;) {
      const head = run[0] as Candidate;
      if (chosen.has(head.index - 1)) return symbolsHeard(run) ? run : null;
      const before = byIndex.get(head.index - 1);
      if (heardAfterGap(head) !== null) return symbolsHeard(run) ? run : null;
      if (!before || !usable.has(before.index) || run.length > MAX_CONTEXT) return null;
      run.unshift(before);
    }
  };
  /** How a sentence ranks as a point: its score, weighted by how well its bullet carries it. */
  const pointRank = (c: Candidate, b: PointBullet) => (score.get(c.index) ?? 0) * pointWeight(c, b, cjk);
  const wordsOf = (run: readonly Candidate[]) => run.filter((c) => !chosen.has(c.index)).reduce((n, c) => n + c.words, 0);
  const repeats = (c: Candidate) => [...chosen.values()].some((x) => x.c !== c && tokenOverlap(offTopic(c.tokens), offTopic(x.c.tokens)) > DUPLICATE);
  const add = (run: readonly Candidate[], bullet?: string) => {
    for (const c of run) {
      if (chosen.has(c.index)) continue;
      chosen.set(c.index, { c });
      words += c.words;
    }
    const last = run[run.length - 1] as Candidate;
    if (bullet !== undefined) chosen.set(last.index, { c: last, bullet });
  };

  // 0. The problem first, where the slide must open with it. The text's very first sentence follows
  // nothing, so it is heard in its own order ("The Kepler Mission has discovered …" leans on no
  // sentence before it, whatever its definite subject).
  const first = candidates[0];
  const inOrder = first?.index === 0 && first.unspokenBefore === undefined;
  // A summing-up that restates what the opening said already is no new point: the slide's time goes to its results.
  const sumsUp = (c: Candidate) => sumsUpPaper(c.text) && !saidTokens.some((t) => tokenOverlap(offTopic(c.tokens), t) > DUPLICATE);
  const opensWith = input.startWithFirst === true || (input.closing === true && !cjk && first !== undefined && sumsUp(first));
  if (opensWith && first !== undefined && usable.has(first.index) && (inOrder || heardAfterGap(first) !== null)) add([first]);
  const lead = input.leadWith === undefined ? undefined : byIndex.get(input.leadWith);
  if (lead !== undefined && !chosen.has(lead.index) && usable.has(lead.index) && heardAfterGap(lead) !== null && symbolsHeard([lead])) add([lead]);

  // 1. Points.
  const want = Math.max(POINTS.min, Math.min(POINTS.max, Math.round(input.targetWords / WORDS_PER_POINT)));
  const bullets = new Map<number, PointBullet>();
  for (const c of candidates) {
    if (!usable.has(c.index)) continue;
    // Never a sentence cut at the word limit: a point is a whole statement.
    const b = bulletOf(c.text, cjk, input.abbreviations, false);
    if (b !== null && (b.fit === "whole" || keptShare(c, b, cjk) >= MIN_KEPT_ROOT)) bullets.set(c.index, b);
    else if (!cjk) {
      // "X; Y" or "X, and we show Y": one clause of a long sentence can be the point by itself.
      const clause = clauseBullet(c, input.abbreviations);
      if (clause !== null) bullets.set(c.index, clause);
    }
  }
  const ranked = [...bullets.entries()]
    .map(([index, b]) => ({ c: byIndex.get(index) as Candidate, b, weight: pointRank(byIndex.get(index) as Candidate, b) }))
    .sort((x, y) => y.weight - x.weight || x.c.index - y.c.index);
  const points: string[] = [];
  // 1a. A slide that holds a result with its number says its best one: the key result is what a
  // talk without numbers lacks. It brings the sentences it needs like any point; its bullet is
  // shown when it makes one.
  if (!cjk) {
    // Ranked as points are, so a result that makes a bullet comes before one that does not, and
    // one measured against something ("84.4 percent with semi-streaming vs 80.4 percent with
    // two-pass") before a figure alone ("We achieve 87.1 percent sensitivity").
    const weight = (c: Candidate) => {
      const b = bullets.get(c.index);
      return (b === undefined ? (score.get(c.index) ?? 0) : pointRank(c, b)) * (COMPARED.test(c.text) ? COMPARED_WEIGHT : 1);
    };
    const results = candidates
      .filter((c) => usable.has(c.index) && isQuantifiedResult(c.text) && !repeats(c))
      .sort((x, y) => weight(y) - weight(x) || x.index - y.index);
    let taken = 0;
    for (const c of results) {
      if (taken >= (input.resultCount ?? 1)) break;
      if (taken > 0 && (chosen.has(c.index) || repeats(c))) continue;
      const run = runFor(c);
      if (run === null || words + wordsOf(run) > input.targetWords * FILL) continue;
      const b = bullets.get(c.index);
      const shown =
        b !== undefined && subjectNamed(b.text, run) && !input.shown.some((x) => similar(x, b.text, topic)) && !points.some((p) => restates(p, b.text, topic)) ? b.text : undefined;
      add(run, shown);
      if (shown !== undefined) points.push(shown);
      taken += 1;
    }
  }
  /** Takes points from the list, best first, up to `count`, within `limit` of the target words. */
  const takePoints = (list: readonly { c: Candidate; b: PointBullet }[], limit: number, count: number) => {
    for (const { c, b } of list) {
      if (points.length >= count) break;
      if (chosen.get(c.index)?.bullet !== undefined) continue;
      // A sentence already said may still show its point: it repeats nothing by being shown.
      if (points.some((p) => restates(p, b.text, topic)) || input.shown.some((s) => similar(s, b.text, topic)) || (!chosen.has(c.index) && repeats(c))) continue;
      const found = runFor(c);
      const run = found === null ? null : runNaming(b.text, found);
      if (run === null) continue;
      if (points.length > 0 && words + wordsOf(run) > input.targetWords * limit) continue;
      add(run, b.text);
      points.push(b.text);
    }
  };
  takePoints(ranked, FILL, want);
  takePoints(ranked, STRETCH, POINTS.min);

  // 1b. A slide still short of two points may show a longer cut (up to 18 words) of a sentence
  // whose short bullet lost what it is about: a slide with no point sits idle while it is spoken.
  if (!cjk && points.length < POINTS.min) {
    const roomy = candidates
      .filter((c) => usable.has(c.index) && !bullets.has(c.index) && chosen.get(c.index)?.bullet === undefined)
      .map((c) => ({ c, b: roomyBulletOf(c.text, input.abbreviations) }))
      .filter((x): x is { c: Candidate; b: PointBullet } => x.b !== null && keptShare(x.c, x.b, cjk) >= MIN_KEPT_ROOT)
      .sort((x, y) => pointRank(y.c, y.b) - pointRank(x.c, x.b) || x.c.index - y.c.index);
    takePoints(roomy, STRETCH, POINTS.min);
  }

  // 2. The narration around the points, up to the target.
  while (words < input.targetWords * ENOUGH) {
    let best: { c: Candidate; value: number } | null = null;
    for (const c of candidates) {
      if (chosen.has(c.index) || !usable.has(c.index) || repeats(c)) continue;
      if (words + c.words > input.targetWords * FILL) continue;
      const follows = chosen.has(c.index - 1);
      // A sentence that continues what was just said is preferred over a new thread.
      const value = (score.get(c.index) ?? 0) * (follows ? 1 : 0.8);
      // Only a sentence that would be the best so far is worth checking (the checks cost most).
      if (best && value <= best.value) continue;
      if (follows ? leansOnUnheardPhrase(c) || leansOnUnheardName(c.text, c.index) : heardAfterGap(c) === null) continue;
      if (!symbolsHeard([c])) continue;
      best = { c, value };
    }
    if (!best) break;
    add([best.c]);
  }

  // 3. A slide whose points all needed context it could not bring (the sentences before them were
  // left out when the points were picked) may still take its points from what the narration now
  // says: those sentences are heard in context. The bar on how much of its sentence a cut bullet
  // keeps is a little lower here, since otherwise the slide shows nothing while it is spoken.
  if (points.length === 0 && !cjk) {
    const said = [...chosen.values()]
      .map((x) => ({ c: x.c, b: bulletOf(x.c.text, cjk, input.abbreviations, false) }))
      .filter((x): x is { c: Candidate; b: PointBullet } => x.b !== null && (x.b.fit === "whole" || keptShare(x.c, x.b, cjk) >= LONE_KEPT_ROOT))
      .filter((x) => !input.shown.some((s) => similar(s, x.b.text, topic)) && subjectNamed(x.b.text, [x.c]))
      .sort((x, y) => pointRank(y.c, y.b) - pointRank(x.c, x.b));
    for (const { c, b } of said) {
      if (points.length >= POINTS.min) break;
      if (points.some((p) => restates(p, b.text, topic))) continue;
      chosen.set(c.index, { c, bullet: b.text });
      points.push(b.text);
    }
    // Still nothing to show: the best main clause said, however much of its long sentence it
    // leaves to the narration ("This paper proposes an adaptive position controller for
    // quadcopters", of a 35-word sentence). A slide that shows nothing while it is spoken is worse.
    if (points.length === 0) {
      const clause = [...chosen.values()]
        .map((x) => ({ c: x.c, b: bulletOf(x.c.text, cjk, input.abbreviations, false) }))
        .filter((x): x is { c: Candidate; b: PointBullet } => x.b !== null && x.b.fit === "clause")
        .filter((x) => !input.shown.some((s) => similar(s, x.b.text, topic)) && subjectNamed(x.b.text, [x.c]))
        .sort((x, y) => pointRank(y.c, y.b) - pointRank(x.c, x.b))[0];
      if (clause !== undefined) {
        chosen.set(clause.c.index, { c: clause.c, bullet: clause.b.text });
        points.push(clause.b.text);
      }
    }
  }

  // Nothing fitted (every sentence is longer than the target): say the shortest of the best three
  // that can be heard here, so a slide with sentences never goes silent.
  if (chosen.size === 0) {
    const best = candidates
      .filter((c) => usable.has(c.index) && heardAfterGap(c) !== null && symbolsHeard([c]))
      .sort((a, b) => (score.get(b.index) ?? 0) - (score.get(a.index) ?? 0) || a.index - b.index)
      .slice(0, 3)
      .sort((a, b) => a.words - b.words)[0];
    if (best) add([best]);
  }

  // The talk ends on its last point, not on a sentence that fills the time after it ("Renaissance
  // Italy has been regarded as the cradle of culture and science." after the main result).
  if (input.closing === true && !cjk) {
    const lastPoint = Math.max(-1, ...[...chosen.values()].filter((x) => x.bullet !== undefined).map((x) => x.c.index));
    // A result with its number stays, wherever it falls; and the slide keeps half its time.
    const trailing = [...chosen].filter(([i, x]) => i > lastPoint && !isQuantifiedResult(x.c.text));
    const kept = [...chosen.values()].reduce((n, x) => n + x.c.words, 0) - trailing.reduce((n, [, x]) => n + x.c.words, 0);
    if (lastPoint >= 0 && kept >= input.targetWords * 0.5) for (const [i] of trailing) chosen.delete(i);
  }

  // A question is heard with its answer, the sentence after it, or not at all ("Do we need gamma
  // below 1?" left hanging is a stumble, not a point). So is a comparison announced without its
  // outcome ("We compare with a count-based estimator." and nothing on who won), and a set counted
  // without its members ("There are several advantages to …" and none given), and a first try
  // whose turn comes next ("In principle we could fit it directly …").
  const awaitsNext = (text: string) => /[?？]\s*$/u.test(text) || (!cjk && (announcesComparison(text) || announcesSet(text) || opensPair(text) || setsUpTurn(text)));
  const answered = (x: Chosen) => !awaitsNext(x.c.text) || chosen.has(x.c.index + 1);
  const order = [...chosen.values()].filter(answered).sort((a, b) => a.c.index - b.c.index);
  const heard = order.map((x) => {
    if (chosen.has(x.c.index - 1)) return x.c.text;
    return heardAfterGap(x.c) ?? x.c.text;
  });
  const sentences = cjk ? heard : keepCountsWhole(heard);
  const shownPoints = order.filter((x) => x.bullet !== undefined);
  return { sentences, bullets: shownPoints.map((x) => x.bullet ?? ""), pointIndexes: shownPoints.map((x) => x.c.index), saidIndexes: order.map((x) => x.c.index) };
}
