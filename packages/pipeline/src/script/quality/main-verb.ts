import nlp from "compromise/two";
import { BoundedMemo } from "../../bounded-memo.js";

/**
 * Whether an English phrase is a clause with a main verb ("the small body excites radiation")
 * rather than a noun phrase or a lead-in ("Equatorial geodesic in Kerr spacetime", "Extracting
 * this information from a signal", "To optimize QC"). Part-of-speech tags come from compromise,
 * a rule-based English tagger (no model download, well under a millisecond a phrase).
 */

interface Term {
  text: string;
  tags: string[];
  /** Punctuation and space after the word. */
  post: string;
}

const endsWithComma = (t: Term | undefined) => t !== undefined && t.post.includes(",");

const AUXILIARY = /^(?:is|are|was|were|be|been|has|have|had|can|could|will|would|may|might|must|should|shall|does|do|did)$/i;

/** Words of spoken maths the tagger may read as verbs. */
const SPOKEN_OPERATOR = /^(?:plus|minus|times|sub|squared|cubed|prime|primed|hat|bar|tilde|dot|star|over)$/i;

/** Tagging is the costly part and the same phrase is asked about several times (verb, subject, clause): remembered. */
const MEMO = new BoundedMemo<Term[]>(5000);

function terms(text: string): Term[] {
  return MEMO.get(text, () => {
    // The tagged terms themselves (`docs`), not `.json()`: the same tags at half the cost.
    const docs = (nlp(text) as unknown as { docs: { text: string; tags: Set<string>; post?: string }[][] }).docs;
    return docs.flat().map((t) => ({ text: t.text, tags: [...t.tags], post: t.post ?? "" }));
  });
}

/** Whether a word is a verb's base form ("combine"), read as the verb of "they combine" (tagged once: terms() remembers). */
function isVerbStem(word: string): boolean {
  return terms(`they ${word} it`)[1]?.tags.includes("Verb") ?? false;
}

/**
 * "The MH-GAN combines aspects of MCMC": after an acronym the tagger reads "GAN combines
 * aspects" as one compound noun. A plural-looking word between an acronym subject and its object
 * is the verb when its stem is a verb; "the CNN features are used" (a verb follows) stays a noun.
 */
function verbAfterAcronym(t: Term, k: number, all: readonly Term[]): boolean {
  const prev = all[k - 1];
  const next = all[k + 1];
  // "On quiet GKM dwarfs, the main targets …": a comma right after the word ends its phrase; a verb would take its object first.
  if (prev === undefined || next === undefined || !prev.tags.includes("Acronym") || prev.tags.includes("Plural") || endsWithComma(t)) return false;
  if (!t.tags.includes("Plural") || !/^[a-z]+[^s]s$/.test(t.text)) return false;
  if (!["Noun", "Determiner", "Adjective"].some((tag) => next.tags.includes(tag)) || next.tags.includes("Verb")) return false;
  const stem = t.text.slice(0, -1);
  return isVerbStem(stem) || (/(?:ch|sh|x|ss)e$/.test(stem) && isVerbStem(stem.slice(0, -1)));
}

/**
 * Verbs a thing does on its own ("memory ranged …", "accuracy increased …"): no passive, so no
 * reduced relative clause either ("the flux dissipated via …" is one; "memory ranged from" is not).
 */
const INTRANSITIVE_ED = /^(?:ranged|lasted|peaked|plateaued|differed|occurred|emerged|persisted|fluctuated|diverged|converged|deviated|recurred|originated|stemmed|existed|happened|appeared|tended|sufficed|remained|coincided)$/i;
/** Verbs of change, which report a result when a figure follows: "improved by 4 percent", "dropped from 90 to 80". */
const CHANGE_ED = /^(?:increased|decreased|improved|dropped|declined|doubled|tripled|halved|shifted|expanded|contracted|reduced|accelerated|slowed|climbed|jumped|recovered|rebounded|varied|scaled)$/i;

/**
 * A past tense right after its subject that reports what the subject did, not a participle
 * describing it: an intransitive verb, or a verb of change with a figure after its preposition
 * ("Memory ranged from 4 to 31 days", "Error dropped by 30 percent"). Results sentences take
 * this shape in every field.
 */
function reportsChange(t: Term, k: number, all: readonly Term[]): boolean {
  if (INTRANSITIVE_ED.test(t.text)) return true;
  if (!CHANGE_ED.test(t.text)) return false;
  const after = all.slice(k + 1, k + 4);
  return after[0]?.tags.includes("Preposition") === true && after.some((a) => a.tags.includes("Value"));
}

/** A verb that can carry a clause: not a gerund, not "to" + infinitive, not an opening participle ("Taken together, …"). */
function isFinite(t: Term, k: number, all: readonly Term[]): boolean {
  // "to be drawn", "to have seen": an infinitive, even when its verb is an auxiliary.
  const before = (all[k - 1]?.text ?? "").toLowerCase();
  if (before === "to" || ((all[k - 2]?.text ?? "").toLowerCase() === "to" && /^(?:be|have|been)$/.test(before))) return false;
  if (AUXILIARY.test(t.text)) return true;
  // Spoken maths ("e plus e minus", "chi squared", "x sub i") is never the verb of a clause.
  if (SPOKEN_OPERATOR.test(t.text)) return false;
  if (verbAfterAcronym(t, k, all)) return true;
  if (!t.tags.includes("Verb") || t.tags.includes("Gerund")) return false;
  // An opening participle ("Taken together, …", "Assuming a dataset of …") leads into a clause; it is not one.
  if (k === 0 && (t.tags.includes("PastTense") || t.tags.includes("Participle") || /ing$/i.test(t.text))) return false;
  // A participle between a noun and a preposition describes the noun ("the flux of energy
  // dissipated via emission", "EMG activity associated with the onset"): a reduced relative clause.
  const prev = all[k - 1];
  const next = all[k + 1];
  // "the distributed successor", "a trained model": a participle after an article modifies a noun.
  if (/ed$/i.test(t.text) && /^(?:the|a|an|its|their|our)$/i.test(prev?.text ?? "")) return false;
  // "10 phases, evenly sampled between 0 and 2 pi": a participle after a comma (and an adverb)
  // describes what the comma follows.
  const adverb = prev?.tags.includes("Adverb") === true;
  if (/ed$/i.test(t.text) && (endsWithComma(prev) || (adverb && endsWithComma(all[k - 2])))) return false;
  // "Features of X not covered in this work", "results not shown": "not" and a participle after a
  // noun, with no auxiliary, describe the noun.
  const beforeNot = all[k - 2];
  if (/ed$/i.test(t.text) && /^not$/i.test(prev?.text ?? "") && beforeNot !== undefined && beforeNot.tags.includes("Noun") && !beforeNot.tags.includes("Pronoun") && !AUXILIARY.test(beforeNot.text)) {
    return false;
  }
  if (
    /ed$/i.test(t.text) &&
    !reportsChange(t, k, all) &&
    prev !== undefined &&
    prev.tags.includes("Noun") &&
    !prev.tags.includes("Pronoun") &&
    next !== undefined &&
    next.tags.includes("Preposition")
  ) {
    return false;
  }
  return true;
}

export function hasMainVerb(text: string): boolean {
  const trimmed = text.trim();
  // "To optimize X, we use Y": the clause after the comma carries the point; without one there is none.
  if (/^to\s/i.test(trimmed)) {
    const comma = trimmed.indexOf(", ");
    return comma > 0 && hasMainVerb(trimmed.slice(comma + 2));
  }
  const all = terms(trimmed);
  return all.some((t, k) => isFinite(t, k, all));
}

/**
 * The words before a clause's main verb when they are a plain noun phrase ("Droplet impact on a
 * rigid surface" of "Droplet impact on a rigid surface is omnipresent …"): no pronoun, no
 * opening preposition or conjunction, no comma. Null otherwise.
 */
export function subjectPhrase(text: string): string | null {
  const all = terms(text.trim());
  const verb = all.findIndex((t, k) => isFinite(t, k, all));
  if (verb <= 0) return null;
  const before = all.slice(0, verb);
  const first = before[0] as Term;
  if (before.some((t) => t.tags.includes("Pronoun") || endsWithComma(t)) || ["Preposition", "Conjunction", "Adverb", "Verb"].some((tag) => first.tags.includes(tag))) return null;
  if (!before.some((t) => t.tags.includes("Noun"))) return null;
  return before.map((t) => t.text).join(" ");
}

/**
 * True when a noun phrase starts at this position of the phrase: a noun or adjective
 * ("These binaries" → "binaries"), or a participle before a noun ("This wrapped generator"),
 * never a pronoun ("This allowed us").
 */
export function opensNounPhraseAt(text: string, index: number): boolean {
  const all = terms(text);
  const is = (t: Term | undefined, tag: string) => t !== undefined && t.tags.includes(tag);
  const noun = (t: Term | undefined) => is(t, "Noun") && !is(t, "Verb") && !is(t, "Pronoun");
  const first = all[index];
  // "these two periods": a count before the noun.
  return noun(first) || (is(first, "Adjective") && !is(first, "Verb")) || ((is(first, "PastTense") || is(first, "Value")) && noun(all[index + 1]));
}

const DEMONSTRATIVE = /^(?:this|these|those)$/i;

/**
 * Which of the phrase's demonstratives ("this", "these", "those", counted in order from 0) stand
 * before a noun phrase ("in these decays", "this SOTA CNN") rather than alone ("this is").
 */
export function demonstrativesBeforeNouns(text: string): number[] {
  const all = terms(text);
  const out: number[] = [];
  let nth = 0;
  for (const [k, t] of all.entries()) {
    if (!DEMONSTRATIVE.test(t.text)) continue;
    if (opensNounPhraseAt(text, k + 1)) out.push(nth);
    nth += 1;
  }
  return out;
}

/**
 * A demonstrative before a noun after the first word ("a dataset of this size", "does not change
 * these numbers"): a reference back to a sentence the text does not carry. "this paper", "this
 * work" name the talk's own subject.
 */
export function demonstrativeInside(text: string): boolean {
  const rest = text
    .replace(/^\S+\s/, " ")
    .replace(/\b(?:this|these) (paper|work|study|article|talk|section)\b/gi, "the $1")
    // "… from that spec": after a preposition "that" is the demonstrative, not a clause's "that".
    .replace(/\b(from|of|in|on|at|for|with|by|into|under|over|through|after|before)\s+that\s/gi, "$1 this ")
    // "we present that notation with …", "we use that approach": after a verb that takes a thing,
    // not a claim, "that" points back too (never after "show", "find", "argue", which take a clause).
    .replace(/\b((?:present|use|apply|adopt|extend|follow|implement|generali[sz]e|modify|reuse|employ|describe|introduce|evaluate|test|compare)(?:s|d|ed)?)\s+that\s/gi, "$1 this ");
  return /\s(?:this|these|those)\s/i.test(rest) && demonstrativesBeforeNouns(rest).length > 0;
}

/**
 * "this" standing as the subject of a verb anywhere in the sentence: "Compared to storing a new
 * integer at each step, this reduces memory …", "We found this improves accuracy". What "this" is
 * was said before. The verb agrees with a singular subject ("reduces"); a noun the tagger calls a
 * verb ("this process") ends otherwise.
 */
export function demonstrativeSubject(text: string): boolean {
  if (!/\bthis\s+\p{Ll}+s\b/iu.test(text)) return false;
  const all = terms(text);
  return all.some((t, k) => {
    const next = all[k + 1];
    return /^this$/i.test(t.text) && next !== undefined && next.tags.includes("Verb") && /^\p{Ll}+[^siu]s$/u.test(next.text);
  });
}

/** After a subject, words that restrict it to something the sentence itself names. */
const RESTRICTS = /^(?:of|for|between|among|in|from|on|at|across|within|per|over|about|that|which|who|whose|where|we|I|they|used|proposed|described|presented|introduced|shown)$/i;

/**
 * The words of a definite subject the sentence does not itself explain: "The gains peak at 14
 * percent" → "gains", "The Constant hash is …" → "Constant hash". A speaker says "the gains" only
 * after saying gains of what. Null when the sentence does not open with "The", or when the noun
 * phrase is restricted where it stands ("The number of publications per person …", "The method we
 * propose …").
 */
export function definiteSubject(text: string): string | null {
  // "All models included …" presupposes the models as "The models" does.
  if (!/^(?:The|All)\s/.test(text)) return null;
  return definitePhraseAt(terms(text), 0);
}

/**
 * A definite article whose noun needs no earlier mention: a superlative or ordinal picks its one
 * thing by itself ("the best model", "the first calculation"), and so do the words that say
 * which ("the same", "the following"), or a thing every listener shares ("the literature").
 */
const SELF_IDENTIFYING = /^(?:same|only|best|worst|whole|entire|first|second|third|last|next|former|latter|following|above|below|literature|world|field|past|future|art|public|community|fact|case|end|way|rest|number|amount|presence|absence|use|order|state|time)$/i;

/**
 * Every definite noun phrase of the text the text itself does not restrict, wherever it stands:
 * "Hash tables are initialized with the constant hash" → "constant hash"; "The jaggedness of the
 * lines …" → "lines". A reader of a bullet asks "which?" of each, as of a subject.
 */
export function definitePhrases(text: string): string[] {
  const all = terms(text);
  const found: string[] = [];
  all.forEach((t, k) => {
    if (!/^the$/i.test(t.text)) return;
    const phrase = definitePhraseAt(all, k);
    if (phrase !== null) found.push(phrase);
  });
  return found;
}

/**
 * The noun of each "the" + superlative + noun the text does not restrict: "the highest bid wins"
 * → "bid". A superlative picks one of a set; the set is the noun, which the viewer must know.
 */
export function supersetNouns(text: string): string[] {
  const all = terms(text);
  const found: string[] = [];
  all.forEach((t, k) => {
    if (!/^the$/i.test(t.text) || !all[k + 1]?.tags.includes("Superlative")) return;
    // The noun right after the superlative: a modifier between them ("the strongest centrality-species
    // richness relationship") already says which set; so does a phrase after it ("the best model
    // for each site", "the largest of the trials").
    const head = all[k + 2];
    const next = all[k + 3];
    const nounAfter = next !== undefined && !/[,;:.]/.test(head?.post ?? "") && next.tags.includes("Noun") && !next.tags.includes("Verb");
    if (head !== undefined && head.tags.includes("Noun") && !head.tags.includes("Pronoun") && !nounAfter && !RESTRICTS.test(next?.text ?? "")) {
      found.push(head.text.replace(/[,;:.]$/, ""));
    }
  });
  return found;
}

/** The noun phrase after the article at `at`, or null when it names itself or is restricted where it stands. */
function definitePhraseAt(all: readonly Term[], at: number): string | null {
  const words: string[] = [];
  let k = at + 1;
  for (; k < all.length && words.length < 4; k += 1) {
    const t = all[k] as Term;
    const nounish = (t.tags.includes("Noun") || t.tags.includes("Adjective") || t.tags.includes("Value") || t.tags.includes("Acronym")) && !t.tags.includes("Pronoun");
    if (!nounish || (t.tags.includes("Verb") && words.length > 0)) break;
    // "the median decay time over its dry spells": the tagger may take a preposition for an
    // adjective ("over"); it still opens the phrase that restricts the noun.
    if (words.length > 0 && RESTRICTS.test(t.text)) break;
    // "The Catholic Church", "the United States": a proper name identifies itself.
    if (["Place", "Organization", "Person", "Country"].some((tag) => t.tags.includes(tag))) return null;
    if (words.length === 0 && (SELF_IDENTIFYING.test(t.text) || t.tags.includes("Superlative") || t.tags.includes("Ordinal"))) return null;
    words.push(t.text);
    // "The model's output": a possessive closes the subject's head.
    if (/['’]s$/.test(t.text)) break;
    // "the kernel, the network …": a comma closes the phrase.
    if (endsWithComma(t) && at > 0) break;
  }
  const next = all[k]?.text ?? "";
  if (words.length === 0 || RESTRICTS.test(next) || (at === 0 && /,$/.test(words[words.length - 1] ?? ""))) return null;
  return words.map((w) => w.replace(/[,;:.]$/, "")).join(" ");
}

/**
 * True when a phrase cut short ends where what it needs would follow: an adverb ("… is not
 * entirely"), a preposition, determiner or conjunction, and (with `verbs`, for a cut before a
 * phrase) a verb form ("… stemming", "… is computed"). A clause that ends at a comma may end in
 * its verb ("… on every data set we tried,").
 */
/** Adjectives that are never the end of their phrase: "conditional | on X", "subject | to Y", "prone | to Z". */
export const NEEDS_OBJECT_ADJECTIVE = /^(?:conditional|subject|dependent|reliant|proportional|prone|susceptible|attributable|akin|equivalent|analogous|responsible|relative|contingent|orthogonal|isomorphic|amenable|immune|exposed|tantamount|applicable|capable|compatible|comparable|identical|dedicated|tailored)$/i;

export function endsOpen(text: string, verbs = true): boolean {
  const all = terms(text.trim());
  const last = all.at(-1);
  // "is computed", "is respected": the tagger may call the participle an adjective.
  if (last === undefined) return false;
  // "is computed", "is partially compensated": an adverb may stand between the auxiliary and the participle.
  const adverb = all.at(-2)?.tags.includes("Adverb") === true;
  const before = all.at(adverb ? -3 : -2)?.tags ?? [];
  const participle = /\p{L}(?:ed|en)$/u.test(last.text) && (before.includes("Passive") || before.includes("Copula") || before.includes("Auxiliary"));
  const open = ["Adverb", "Preposition", "Determiner", "Conjunction"].some((tag) => last.tags.includes(tag)) || NEEDS_OBJECT_ADJECTIVE.test(last.text);
  // "… allow us to best account | for X": an adverb after "to" makes the last word an infinitive's verb.
  const splitInfinitive = (adverb || /^(?:best|better|well|further|first|fully)$/i.test(all.at(-2)?.text ?? "")) && /^to$/i.test(all.at(-3)?.text ?? "");
  return open || (verbs && (last.tags.includes("Verb") || participle || splitInfinitive));
}

/**
 * True when the phrase opens with a finite verb: a clause that lost its subject ("Stores all
 * submissions …", "Were made irrelevant …"). A gerund subject ("Learning X is hard") is not one.
 */
export function startsWithVerb(text: string): boolean {
  const [first, second] = terms(text.trim());
  if (first === undefined || !first.tags.includes("Verb") || first.tags.includes("Gerund") || first.tags.includes("Imperative")) return false;
  // A participle before a noun is its adjective: "Unconverged SGD can be …", "Trained models are …".
  return !(first.tags.includes("PastTense") && second !== undefined && second.tags.includes("Noun") && !second.tags.includes("Pronoun"));
}

/**
 * True when what follows ", and" is a clause of its own, not a list's last item: its subject and
 * a verb within a few words ("none of them exceeded …", "no previous work has shown …"), or a
 * second predicate of the same subject ("then construct an estimator …"). An adjective first is
 * more likely the last of a list ("small enough for every board we own").
 */
export function opensClause(text: string): boolean {
  const all = terms(text.trim());
  let k = 0;
  while (all[k]?.tags.includes("Adverb") === true) k += 1;
  const first = all[k];
  if (first === undefined || first.tags.includes("Adjective")) return false;
  if (first.tags.includes("Verb")) return !first.tags.includes("Gerund") && !first.tags.includes("PastTense") && isFinite(first, k, all);
  const subject = first.tags.includes("Determiner") || first.tags.includes("Noun") || /^no$/i.test(first.text);
  return subject && all.slice(k + 1, k + 6).some((t, j) => t.tags.includes("Verb") && isFinite(t, k + 1 + j, all));
}

/**
 * "Imagine that …", "Consider a network …", "Suppose …", "Let x be …": a paper's imperative sets
 * up what comes next; it claims nothing a viewer can take away from a slide.
 */
export function startsImperative(text: string): boolean {
  const [first, second] = terms(text.trim());
  if (first === undefined) return false;
  // A list item that opens on its verb in the third person ("Provides open-source drivers", "Makes
  // GPUs first-class …") has lost its subject to the list's lead-in, as an imperative has none.
  // A plural noun the tagger also knows as a verb goes on like a subject ("Analyses of …", "Results show").
  const objectNext = second !== undefined && !second.tags.includes("Preposition") && !second.tags.includes("Verb");
  const subjectless = objectNext && first.tags.includes("PresentTense") && !first.tags.includes("Infinitive") && !first.tags.includes("Noun") && /^\p{Lu}\p{Ll}+s$/u.test(first.text);
  return subjectless || (first.tags.includes("Infinitive") && (first.tags.includes("Imperative") || /^let$/i.test(first.text)));
}

/**
 * Tags one phrase. The tagger's first phrase costs about 30 ms (its matchers are built on first
 * use); a long-running server calls this at start so no paper's script pays it.
 */
export function warmUpTagger(): void {
  hasMainVerb("The model is trained on simulated data");
}
