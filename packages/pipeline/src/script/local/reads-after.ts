import { definiteSubject, demonstrativeInside, demonstrativeSubject } from "../quality/main-verb.js";
import { refersBack } from "../quality/refers-back.js";
import { demonstrativeNounPhrase, standAloneSentence } from "./coherence.js";
import { introduced, namesHeard } from "./tokens.js";
import type { Candidate } from "./rank-sentences.js";

/**
 * Whether a sentence can be heard after a gap: its source predecessor was not said. It cannot be
 * when:
 * 1. its opener points back (a pronoun, a demonstrative subject, a connective that stays a non
 *    sequitur once dropped: standAloneSentence);
 * 2. it refers back by one of English's closed classes anywhere (refersBack: "his", "then", "The
 *    third …", "For example …"), or by a demonstrative before a noun inside ("a dataset of this
 *    size");
 * 3. it leans on terms that only the unsaid sentences before it in its paragraph
 *    introduced. Terms the listener already has (the paper's title, the slide's title,
 *    everything said so far) are shared context; a term the sentence shares with an unsaid
 *    earlier sentence of its paragraph and nothing else was introduced there ("Each chain is
 *    restarted …" after "We run 100 chains …"). Two such terms, or one named at the sentence's
 *    start after a determiner, make the sentence depend on what was left out. This is lexical
 *    cohesion over the paper's own sentences, so it needs no list of phrases per paper;
 * 4. it opens with a demonstrative before a noun not named on this slide so far: "These systems
 *    are powerful" names the systems listed in the sentence left out, and "The systems" would
 *    too, even when other systems were mentioned slides ago. `near` is what this slide has said
 *    before the sentence, with its title (all that was heard, when not given);
 * 5. its subject is a definite noun phrase ("The gains peak at 14 percent", "The switching
 *    effect …") that no sentence heard before introduced (`heardSentences`: one of them must hold
 *    all its words): "the" presupposes it was introduced, and the introduction was left out. A
 *    subject the sentence restricts itself ("The number of publications per person …") or a
 *    proper name is exempt.
 */
const DETERMINER_START = /^(?:The|This|These|Those|That|Such|Each|Both|Its|Their|Every|All|Either|Neither)\s/;

export function dependsOn(sentence: Candidate, unheard: readonly string[] | undefined, known: ReadonlySet<string>): boolean {
  if (!unheard || unheard.length === 0) return false;
  const theirs = new Set(unheard);
  const fresh = new Set(sentence.tokens.filter((t) => theirs.has(t) && !known.has(t)));
  if (fresh.size >= 2) return true;
  if (fresh.size === 0 || !DETERMINER_START.test(sentence.text)) return false;
  return sentence.tokens.slice(0, 3).some((t) => fresh.has(t));
}

/** The sentence as said after a gap (its linking opener dropped), or null when it cannot be. */
export function afterGap(
  sentence: Candidate,
  unheard: readonly string[] | undefined,
  known: ReadonlySet<string>,
  cjk: boolean,
  near: ReadonlySet<string> = known,
  heardSentences: readonly ReadonlySet<string>[] = [known],
): string | null {
  const alone = standAloneSentence(sentence.text, cjk);
  if (alone === null) return null;
  if (cjk) return alone;
  const pointed = demonstrativeNounPhrase(sentence.text);
  if (pointed !== null && !namesHeard(pointed, near)) return null;
  const subject = definiteSubject(alone);
  if (subject !== null && !introduced(subject, heardSentences)) return null;
  // "How the three transmission routes contribute …": a counted set the listener was never given.
  // ("13 of the 26 games" gives the set's size itself.)
  // ("A and B …, yet the two processes …" counts what the sentence itself just listed.)
  const countedAt = /(?<!\bof )\bthe (?:two|three|four|five|six|seven|eight|nine|ten|\d{1,2}) ((?:[\p{L}-]+ ){0,2}[\p{L}-]+s)\b/u.exec(alone);
  const counted = countedAt?.[1];
  const listedBefore = countedAt !== null && /\s(?:and|or)\s/.test(alone.slice(0, countedAt.index));
  if (counted !== undefined && !listedBefore && !introduced(counted, heardSentences)) return null;
  // "Other Inca-Chimú workshops produced …": other than the ones the listener heard of, if any.
  const others = /^Other\s+(?:[\p{L}-]+\s+){0,2}?([\p{L}-]+s)\b/u.exec(alone)?.[1];
  if (others !== undefined && !namesHeard(others, known)) return null;
  return dependsOn(sentence, unheard, known) || refersBack(alone) || demonstrativeInside(alone) || demonstrativeSubject(alone) ? null : alone;
}
