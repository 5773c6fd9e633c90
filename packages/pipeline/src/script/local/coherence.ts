import { PLOT_MARKS, SELF_REFERENCE, standAlone } from "../quality/bullet-rules.js";
import { capitaliseFirst } from "../../text/capitalise.js";
import { hasMainVerb } from "../quality/main-verb.js";

/**
 * Whether a chosen sentence can be heard without the source sentence before it. Extractive
 * narration skips sentences, so "This shows that …" or "However, they …" can follow something
 * the listener never heard. Such a sentence is repaired when its opener is only a link
 * ("However, X" → "X"; "These models are …" → "The models are …"), and otherwise left out
 * unless the sentence before it is chosen too.
 */

/** Linking openers that refer back but carry no content: dropped, the claim stays. */
const LINK_EN =
  /^(?:However|Thus|Hence|Therefore|Consequently|As a (?:result|consequence)|In contrast|By contrast|On the other hand|Similarly|Likewise|Nevertheless|Nonetheless|Regardless|Even so|Accordingly|Instead|Conversely|In turn|To this end|For this reason|In this case|In this way|That said|Still|Yet|Also|More|Moreover|Furthermore|In addition|Additionally|Besides|Further|Finally|Lastly|First|Firstly|Secondly|Second|Third|Thirdly|Next|Then|Specifically|In particular|Indeed|Importantly|Taken together|Together|Of course|All in all|Altogether|Overall|In summary|In sum|To summari[sz]e|In short|Notably|Interestingly|Surprisingly|In essence|As (?:previously|earlier|already) (?:mentioned|noted|discussed|stated|described|explained|shown)|As (?:mentioned|noted|discussed|stated) (?:before|above|earlier|previously)|(?:Based on|Given|From|With) (?:these|this|those|our|the) (?:results?|findings?|observations?|analys[ie]s|measurements?|estimates?)),\s*/;
/** The same openers written without their comma: "Nonetheless purely adiabatic models …", "Thus the method …". */
const LINK_BARE_EN = /^(?:Nonetheless|Nevertheless|Thus|Hence|Therefore|Consequently|Moreover|Furthermore|Additionally)\s+(?=\p{L})/u;
/**
 * A purpose that points back at a problem the listener may not have heard: "To solve this issue
 * we exploit …", "To circumvent this, we stack …". The step taken is the claim; what it solves
 * was said before it or not at all.
 */
const PURPOSE_BACK_EN =
  /^To (?:solve|address|overcome|tackle|fix|remedy|mitigate|circumvent|avoid|alleviate|handle|resolve|counter|reduce|deal with) (?:this|these|that|those|such)(?: [\p{L}-]+){0,3}?,?\s+(?=(?:we|our)\b)/u;
const LINK_ZH = /^(?:此外|另外|而且|同时|最后|其次|再者|然后|然而|因此|所以|但是|不过)[，,]\s*/u;

/**
 * Openers that stand for something said before: a pronoun or demonstrative subject. Sequence and
 * discourse openers ("Then", "Finally", "Instead") are refersBack's (quality/refers-back.ts).
 */
const LEANS_EN = /^(?:(?:For|In|Of|Among|With|From|To|On|At)\s+)?(?:[Ee]ach|[Aa]ll|[Bb]oth|[Aa]ny|[Ss]ome|[Mm]ost|[Mm]any|[Nn]one|[Oo]ne|[Ee]ither|[Nn]either|[Ss]everal|[Tt]wo|[Tt]hree) of (?:these|those|them)\b|^(?:It|Its|They|Their|Them|This|These|Those|That|Such|He|She|His|Her|Both|Either|Neither|Others|None(?=\s+(?:had|has|have|was|were|is|are|could|did)\b)|(?:Some|Many|Most|Few)(?=\s+(?:are|were|have|had|do|did|can|could|show|showed|report|reported)\b)|The former|The latter|Here|Thus|Hence|Therefore|So|And|But|Or|Second|Third|Secondly|Thirdly|There,?\s+(?:we|it|they|I|one)\b)\b/;

/**
 * Figures, tables and displayed formulas a listener cannot see: "as follows", "the table",
 * "below", "as we can see", "we can see that", "it is clear from", "the above method", "the last lemma",
 * "… are clearly visible" (in a plot the listener does not see), "encoded in the format above".
 */
const UNSEEN_EN = /\b(?:as follows|references therein|see (?:prior work|the (?:paper|appendix|supplement\w*))|the following (?:equation|expression|formula|table|figure|plot|graph)s?|(?<=\p{L}\s)the following(?:\s+[\p{L}-]+){1,3}(?=[^:]*$)|(?:shown|given|listed|defined|described) (?:above|below)|below(?=\s*[,.;:)]|\s*$)|(?:right|left)[- ]hand side|a table|the tables?|as (?:we|you|one) can (?:see|observe)|(?:we|you|one) can (?:clearly |easily |also |visually )?(?:see|observe|notice)|we (?:visually|clearly) (?:see|observe)|it is (?:clear|evident|apparent|obvious|visible)(?= (?:that|from))|(?:is|are) (?:(?:clearly|also|easily|readily|still) )*visible(?=\s*[.,;]|\s*$)|(?:the|this|these|those) [\p{L}-]+ (?:above|below)(?=\s*[,.;:)]|\s*$)|(?:the|this|these) above\s+\p{L}+|for (?:the )?visuali[sz]ation|(?:is|are) (?:presented|reported|detailed|given|provided|summari[sz]ed) in (?:this|the) (?:paper|article|manuscript)(?=\s*[.,;]|\s*$)|(?:more|further|additional) (?:information|details)\b|(?:in|by|with) the (?:provided|accompanying|supplementary|supplemental|online) (?:codes?|materials?|repository|files?|notebooks?|appendix)\b|(?:is|are) (?:available|provided|given|described|detailed|documented) (?:in|at|from|on) (?:the )?(?:[\p{L}\d-]+\s+){0,3}(?:documentation|repository|website|web ?page|GitHub|supplement\w*|appendix|appendices)\b|(?:the|this) (?:last|previous|above) (?:lemma|theorem|proposition|corollary|equation|figure|table)|(?:this|these|the following) (?:figures?|plots?|graphs?|diagrams?|panels?|images?|maps?))\b/iu;

/** "Note that X", "Recall that X": the verbs that ask for the listener's attention; X carries the point. */
export const ATTENTION_VERBS = "note|recall|observe|notice|remember|remark";
/**
 * Adverbs that frame when or how generally a claim holds ("Traditionally, plots consist of …",
 * "Recently, …", "Ideally, …"): without them the claim says something else, so they stay.
 */
const FRAME_ADVERB =
  "(?:Traditionally|Historically|Typically|Usually|Generally|Normally|Commonly|Conventionally|Classically|Originally|Previously|Formerly|Initially|Recently|Currently|Ideally|Theoretically|Hypothetically|Occasionally|Rarely|Frequently|Sometimes|Eventually|Ultimately|Asymptotically|Locally|Globally)";
/** "Crucially, X", "Note that X": a stance opener, not a claim; X carries the point. */
export const STANCE_EN = new RegExp(`^(?:(?!${FRAME_ADVERB},)\\p{Lu}\\p{Ll}+ly,\\s*|(?:${ATTENTION_VERBS.replace(/\b\w/g, (c) => `[${c.toUpperCase()}${c}]`)}) that\\s+)`, "u");

/** A discourse marker set off by commas mid-sentence: "models must, therefore, include" → "models must include". */
const INNER_MARKER_EN = /,\s*(?:therefore|thus|hence|however|moreover|furthermore|in turn|in fact|of course|in particular|in addition|as a result|consequently|indeed|nonetheless|nevertheless|in practice|in general|on the other hand|in contrast|by contrast|conversely|similarly|likewise),\s*/gi;
/** The same after a verb, without commas: "The eBPF version is thus 20 percent faster" → "… is 20 percent faster". */
const BARE_MARKER_EN = /\b(is|are|was|were|can|could|will|would|may|might|should|must|has|have|had|does|do|did)\s+(?:thus|therefore|hence|consequently|also|still|however)\s+/gi;
/**
 * The same between a subject and its verb, and "also": "Optimization thus generates …" →
 * "Optimization generates …", "We also introduce …" → "We introduce …". On a slide the sentence
 * it follows from (or adds to) is not shown. Not "but also" (a pair the bullet keeps whole).
 */
const LINKING_ADVERB_EN = /(?<!\bbut)(?<=\p{L})\s+(?:thus|therefore|hence|consequently|also|still)\s+(?=\p{Ll})|(?<=\b(?:[Ww]e|[Tt]hey|[Ii]t)\s)(?:further|additionally)\s+(?=\p{Ll}+ed\b|(?:show|find|use|propose|present|introduce|develop|test|study|examine|investigate|analy[sz]e|explore|evaluate)\b)/gu;

/** A sentence without the markers that tie it to the one before (said after a gap, or shown on a slide). */
export function withoutLinkingMarkers(text: string): string {
  const out = text.replace(INNER_MARKER_EN, " ").replace(BARE_MARKER_EN, "$1 ").replace(LINKING_ADVERB_EN, " ");
  return out === text ? text : out.replace(/\s{2,}/g, " ");
}

function dropLink(sentence: string, cjk: boolean): string {
  const stripped = cjk ? sentence.replace(LINK_ZH, "") : sentence.replace(LINK_EN, "").replace(LINK_BARE_EN, "").replace(PURPOSE_BACK_EN, "").replace(STANCE_EN, "");
  return stripped === sentence ? sentence : capitaliseFirst(stripped);
}

/** The sentence as it can be said after a gap in the source, or null when it cannot stand alone. */
export function standAloneSentence(sentence: string, cjk: boolean): string | null {
  if (cjk) return dropLink(sentence, true);
  // "These models were …" → "The models were …": the same repair as for bullets.
  // Heard after a gap, "X is hence Y" follows from nothing: the marker goes, the claim stays.
  const s = standAlone(withoutLinkingMarkers(dropLink(sentence, false)));
  // "There is/are …" is existential, not a reference back.
  return LEANS_EN.test(s) && !/^There\s+(?:is|are|was|were|exist)/.test(s) && !SELF_REFERENCE.test(s) ? null : s;
}

/**
 * The words a demonstrative opener stood before, when standAloneSentence turned it into "The"
 * ("These systems are powerful" → "systems are"): null when the sentence opens otherwise. The
 * repair is sound only when the listener already knows what those words name.
 */
export function demonstrativeNounPhrase(sentence: string): string | null {
  const s = dropLink(sentence, false);
  const m = /^(?:These|This|Those|Such)\s+(\S+(?:\s+\S+)?)/u.exec(s);
  return m?.[1] !== undefined && standAlone(s) !== s ? m[1] : null;
}

/** True when the sentence points at something only a reader can see. */
export function pointsAtUnseen(sentence: string): boolean {
  return UNSEEN_EN.test(sentence) || PLOT_MARKS.test(sentence) || describesFigure(sentence);
}

/** "We show the original data along with …", "We plot what G does to …", "We only show one of the …": the object of a display verb. */
const DISPLAYS = /^We (?:also |further |then |now |only )?(?:show|plot|display|depict|visuali[sz]e)\s+(?:(what|how|(?:only )?(?:one|some|each|all|two|three) of)\b|(?:the|samples|examples|images|data)\b(.*))/;

/**
 * A sentence that tells what a figure holds rather than what was found: "We show samples enhanced
 * via the MH-GAN". A claim the display verb brings has its own verb ("We show the bound is
 * tight"); what is shown, with no verb of its own, is only seen on the page.
 */
function describesFigure(sentence: string): boolean {
  const m = DISPLAYS.exec(sentence);
  if (m === null) return false;
  return m[1] !== undefined || !hasMainVerb(`the ${(m[2] ?? "").replace(/[.!]$/, "")}`);
}
