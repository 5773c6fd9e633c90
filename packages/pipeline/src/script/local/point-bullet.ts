import { isTableResult } from "../plan/table-results.js";
import { countSpokenWords } from "../plan/spoken-words.js";
import { BULLETS } from "../types.js";
import { isStatementBullet, standAlone } from "../quality/bullet-rules.js";
import { demonstrativeInside, startsImperative } from "../quality/main-verb.js";
import { insideLeadPhrase, isCjkStatement, leftOpen } from "./bullet-clauses.js";
import { isQuantifiedResult } from "./rank-sentences.js";
import { compressToBullet, coreOf, type BulletFit, type CompressedBullet } from "./compress-bullet.js";
import { AbbreviationTracker, type Abbreviation } from "./spoken/abbreviations.js";
import { HOLDS_STAND_IN, OPENS_WITH_STAND_IN } from "../../text/citation-stand-in.js";
import { HAS_SMALL_VARIABLE, HAS_VARIABLE_LETTER } from "./unexplained-symbols.js";

/** Text in Latin script (English rules do not judge Hindi or other scripts). */
const LATIN_ONLY = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Common}\p{M}]+$/u;

/**
 * Words that open a new clause or an adjunct: a word cut just before one leaves the clause before
 * it whole. Not a preposition: its phrase too often completes the words before it ("results | in
 * …", "found scattered | across …", "a single point | in QCD"), and readers judged such cuts the
 * commonest weak bullet; nor "and" (it often ends a list), nor a condition ("when", "where",
 * "under": the claim would say more than the paper does).
 */
const PHRASE_START =
  /^(?:using|which|that|while|because|since|but|so|thereby|allowing|making|leading|including|such as|even (?:when|if|though))\b/i;


/** Words a formula is said with that no written sentence uses that way. */
const SPOKEN_NOTATION = /\b(?:sub|superscript)\s+[\p{L}\d]|\b(?:to the [\p{L}-]+ power|raised to the|slash \d|hat\b(?=\s+(?:is|are|of|equals|and|,|\.|$)))/u;

/**
 * A personal pronoun, or a demonstrative standing alone as the subject ("This shows …", "These are
 * …"); a demonstrative before its noun ("That tuning assumes …") is the noun phrase checks' to judge.
 */
const PRONOUN_OPENING =
  /^(?:It|Its|They|Their|Them|He|She|His|Her)\b|^(?:This|That|These|Those)\s+(?:is|was|are|were|has|have|had|can|cannot|could|will|would|may|might|must|should|does|do|did|shows?|means?|allows?|makes?|gives?|leads?|suggests?|implies|imply|indicates?|requires?|reduces?|improves?|provides?|results?|enables?|explains?|demonstrates?)\b/;
/**
 * A dummy "it" that names nothing before it: "It is possible to …", "It was shown that …"; not an
 * adjective whose "to" names its other term ("It is equivalent to X": "it" is a thing said before).
 */
const DUMMY_IT =
  /^It (?:is|was|has been|remains|seems|becomes|would be|can be|may be|will be)\s+(?:\p{L}+ly\s+)?(?:not\s+)?(?!(?:equivalent|orthogonal|similar|related|close|identical|equal|proportional|due|subject|prone|comparable|analogous|applicable|sensitive|limited|specific|dedicated|tailored|relevant|closer)\s)\p{L}+\s+(?:to|that|whether|for)\b/u;

export interface PointBullet {
  text: string;
  fit: BulletFit;
}

/**
 * The slide bullet a sentence makes: the sentence squeezed to at most 12 words, standing on its
 * own, and (in English) a statement by the bullet rules; null when it makes none. A cut at the
 * word limit is allowed only where asked, and only before a new phrase, so the bullet is a whole
 * clause missing its tail, never a clause cut in half.
 */
export function bulletOf(sentence: string, cjk: boolean, abbreviations: readonly Abbreviation[], allowCut: boolean): PointBullet | null {
  const shortened = AbbreviationTracker.shorten(sentence, abbreviations);
  let compressed = compressToBullet(shortened, cjk);
  // A table's result too long for the slide keeps the paper's own number whole, not half of the
  // comparison ("… 78.24 percent against 76.22 percent" asks "against what?").
  if (!cjk && compressed.fit !== "whole" && isTableResult(sentence)) compressed = { text: compressToBullet(shortened.replace(/,?\s+against\s.*$|,\s+and better than\s.*$/, "."), cjk).text, fit: "clause" };
  if (compressed.fit !== "whole" && !cjk) {
    // A statement a word or two over the limit fits whole with the paper's own abbreviations
    // ("Unconverged SGD can be interpreted as …"): better than a cut that loses its object.
    const abbreviated = compressToBullet(AbbreviationTracker.abbreviate(shortened, abbreviations), cjk);
    if (abbreviated.fit === "whole") compressed = abbreviated;
  }
  if (compressed.fit !== "whole" && !cjk) {
    // A sentence of up to 18 words is shown whole rather than cut, when it makes a bullet: the cut
    // loses the point's end ("eBPF is a new technology which allows dynamically loading pieces of
    // code" of "… into the Linux kernel").
    const roomy = compressToBullet(shortened, cjk, BULLETS.statementMaxWords - (BULLETS.wholeMaxWords - BULLETS.maxWords));
    const whole = roomy.fit === "whole" ? judged(roomy, shortened, cjk, allowCut) : null;
    if (whole !== null) return whole;
  }
  return judged(compressed, shortened, cjk, allowCut);
}

/** Words that usually complete the word before them rather than open a new phrase. */
const COMPLEMENT = /^(?:to|of|with|between|than|as|from|into|onto|about)\b/i;

/**
 * A longer cut of a sentence, at a clause or phrase boundary within the words a whole statement
 * may take (18), for a slide that would otherwise show fewer than two points: "We present an
 * adaptive Monte Carlo approach for computing the ASE flux" of "… in large laser gain media
 * pumped by pulsed lasers". Null when it makes no bullet or the cut leaves a word wanting its
 * complement ("we allow the rate" | "to vary").
 */
export function roomyBulletOf(sentence: string, abbreviations: readonly Abbreviation[]): PointBullet | null {
  const shortened = AbbreviationTracker.shorten(sentence, abbreviations);
  const roomy = compressToBullet(shortened, false, BULLETS.statementMaxWords);
  if (roomy.fit !== "clause") return null;
  const core = coreOf(shortened, false);
  const tail = roomy.text.slice(-12);
  const at = core.indexOf(tail);
  if (at < 0 || COMPLEMENT.test(core.slice(at + tail.length).trimStart())) return null;
  const b = judged({ ...roomy, fit: "whole" }, shortened, false, false);
  return b === null ? null : { text: b.text, fit: "clause" };
}

/**
 * A verb that names or classes its object "as" something ("We refer to the grade estimated this
 * way as the session grade"): cut before its "as", the bullet names nothing.
 */
const NAMING_VERB = /\b(?:refer(?:s|red)? to|regard(?:s|ed)?|treat(?:s|ed)?|defin(?:e|es|ed)|describ(?:e|es|ed)|denot(?:e|es|ed)|view(?:s|ed)?|classif(?:y|ies|ied)|interpret(?:s|ed)?|model(?:s|led|ed)?|represent(?:s|ed)?|characteri[sz](?:e|es|ed)|identif(?:y|ies|ied)|label(?:s|led|ed)?)\b/i;

/** What a cut bullet left out of its sentence's core, or null when the bullet is not a cut of it. */
function restAfter(bullet: string, shortened: string): string | null {
  const core = coreOf(shortened, false);
  const tail = bullet.slice(-12);
  const at = core.lastIndexOf(tail);
  return at < 0 ? null : core.slice(at + tail.length);
}

/** The compressed sentence as a bullet, or null when the rules find it is none. */
function judged(compressed: CompressedBullet, shortened: string, cjk: boolean, allowCut: boolean): PointBullet | null {
  // "These gradients allow …" shown as "The gradients allow …" still asks "which gradients?", and
  // a demonstrative inside ("does not change these numbers") points at a sentence the slide does
  // not show: no bullet either way ("this paper", "this work" name the talk's own subject and stay).
  const text = compressed.text;
  if (!cjk && standAlone(text) !== text) return null;
  // "It is a project to …": a pronoun names what the sentence before it said; a bullet has none
  // before it ("This paper describes …" opens on a noun, not a verb, and is not caught).
  if (!cjk && PRONOUN_OPENING.test(text) && !DUMMY_IT.test(text)) return null;
  // "Other researchers propose …", "Prior work shows …": what stands in for a citation names no one
  // a viewer can place, so it is narration, never a point ("other than whom?").
  // A stand-in anywhere names no one either: "The strategy adopted in prior work …".
  if (!cjk && (OPENS_WITH_STAND_IN.test(text) || HOLDS_STAND_IN.test(text))) return null;
  if (!cjk && demonstrativeInside(text)) return null;
  // "… whose main aim is to calculate Z", "different choices of D": a variable's letter means
  // nothing on a slide that does not define it.
  if (!cjk && (HAS_VARIABLE_LETTER.test(text) || HAS_SMALL_VARIABLE.test(text))) return null;
  // "Cu 2p sub three halves", "T sub m", "x to the second power": notation said in words reads well
  // aloud and garbled on a slide, where the viewer expects the symbol.
  if (!cjk && SPOKEN_NOTATION.test(text)) return null;
  const words = countSpokenWords(text);
  if (words < 3 || words > (compressed.fit === "truncated" || cjk ? BULLETS.maxWords : compressed.fit === "whole" ? BULLETS.statementMaxWords : BULLETS.wholeMaxWords)) return null;
  if (compressed.fit === "truncated" && !allowCut) return null;
  // Chinese has no spaces: a cut at the word limit splits a word ("之前报告的所" for "所有"), and
  // a clause that opens a subordinate phrase ("在……任务上") is not a statement.
  if (cjk) return compressed.fit !== "truncated" && isCjkStatement(text) ? { text, fit: compressed.fit } : null;
  // The English rules judge English only (not Hindi or other scripts).
  const english = LATIN_ONLY.test(text);
  if (english && compressed.fit === "truncated" && (!PHRASE_START.test((compressed.rest ?? "").replace(/^[^\p{L}]+/u, "")) || leftOpen(text))) return null;
  if (english && compressed.fit !== "whole" && insideLeadPhrase(text, shortened)) return null;
  // "Our model was able to reduce the dose distance" of "… by a factor of 3": a result cut from its
  // number is a claim with nothing to check.
  if (english && compressed.fit !== "whole" && isQuantifiedResult(shortened) && !/\d/.test(text)) return null;
  if (english && compressed.fit !== "whole" && NAMING_VERB.test(text) && /^[^,;:]{0,60}?\bas\b/i.test(restAfter(text, shortened) ?? "")) return null;
  // (A set counted and not given, "Our implementation includes several modifications", is no
  // statement either: the slide would promise things it never shows.)
  if (english && (!isStatementBullet(text) || startsImperative(text))) return null;
  return { text, fit: compressed.fit };
}
