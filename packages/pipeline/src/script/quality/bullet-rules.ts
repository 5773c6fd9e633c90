import { MATH_PLACEHOLDER } from "@lectern/contract";
import { DANGLING_WORD, SUBORDINATE_EN } from "../local/bullet-clauses.js";
import { countSpokenWords } from "../plan/spoken-words.js";
import { contentTokens } from "../local/tokens.js";
import { BULLETS } from "../types.js";
import { demonstrativesBeforeNouns, hasMainVerb, opensNounPhraseAt, startsWithVerb } from "./main-verb.js";
import { ANNOUNCES, announcesSet, DEFINES_NOTATION, refersBack, SHELL_PLURAL, SIGNPOST } from "./refers-back.js";

/** A research question copied without its mark: "How many steps should we allow …". */
const WH_QUESTION = /^(?:how|what|why|which|when|where|who|whom|whose|can|could|should|would|does|do|is|are)\s+(?:\p{L}+\s+)?(?:does|do|did|is|are|was|were|can|could|should|would|will|we|many|much|the|a|an|it|this|one)\b/iu;

/**
 * What makes a slide bullet weak. A bullet is a complete, self-contained claim, step, number or
 * finding: readable without the sentence before it, without the figure it points at, and saying
 * something. The same rules judge the offline writer's bullets, an LLM's answer and the corpus
 * quality report.
 */
export type BulletProblem =
  /** Cut mid-clause or no statement at all: no verb, a dangling last word, an open subordinate clause. */
  | "fragment"
  /** Leans on what came before: "It", "This", "These", "Thus", "However" ... */
  | "leans_back"
  /** Points at something the slide does not carry: "Figure 3 shows", "in the table", "above". */
  | "pointer"
  /** Says nothing: fewer than three content words, or a stock phrase. */
  | "filler"
  /** More words than a bullet holds. */
  | "too_long"
  /** A formula too long to say was left in its place. */
  | "formula"
  /** A question, not a point. */
  | "question";

const LEANS_BACK =
  /^(?:there,?\s+(?:we|it|they|i|one)|it|its|this|these|those|they|them|their|such|thus|hence|therefore|however|moreover|furthermore|also|and|but|or|so|then|second|third|secondly|thirdly|he|she|his|her|which|both|former|latter|similarly|likewise|nonetheless|nevertheless|instead|otherwise|again|that said|having said that|with that said|even so|still(?=,)|for (?:this|that|these|those)|in (?:this|that|each|either) case|as such|to this end|(?:by|in) doing so|with this|the (?:former|latter))\b/i;
/** "This paper", "This study" opening a sentence: the document itself, which every listener knows. */
export const SELF_REFERENCE = /^(?:This|These) (?:paper|study|article|thesis|manuscript)\b/;
/** "This paper", "This work": the talk's own subject, not a reference back. */
const OWN_SUBJECT = /^(?:this|our) (?:paper|work|study|article|talk|approach|method|framework|model|tool|dataset|resource|system|analysis)\b/i;
const POINTER =
  /\bwe (?:plot|depict|visuali[sz]e)\b|\bin (?:some|the|these|those|all|other|both|several|most|each) (?:columns?|rows?|panels?)\b|\breferences therein\b|\bsee (?:prior work|the (?:paper|appendix|supplement\w*))\b|^in the (?:paper|article),|\bthe authors\b|^the paper (?:shows|depicts|plots|illustrates|displays)\b(?! that\b)|\b(?:plot|panel|graph|histogram|figure|diagram)s?\s+(?:shows?|depicts?|illustrates?|displays?)\b|\b(?:fig(?:ure)?s?\.?|tables?|eqs?\.?|equations?|(?:sub)?sections?|appendix|appendices|panel|supplementary|listing|algorithm)\s*\d|\b(?:the|this|a|our|following) (?:figure|table|plot|graph|diagram|panel|equation)s?\b|\b(?:(?:shown|see|given|described|listed) (?:above|below)|shown here|as follows)\b|\bin (?:the )?(?:figure|table)\b/i;
/**
 * "Table II", "Appendix A", "Section IV": a label in letters. Case matters (so no /i flag): with
 * it, "algorithms is" read as "Algorithm S" and every plural of these words was a pointer.
 */
const LETTER_LABEL = /\b(?:[Ff]ig(?:ure)?s?\.?|[Tt]ables?|[Ee]qs?\.?|[Ee]quations?|[Ss]ections?|[Aa]ppendix|[Aa]ppendices|[Pp]anel|[Ll]isting|[Aa]lgorithm)\s+(?:[IVX]+|[A-Z])\b/;
/** Descriptions of a plot's marks ("The dashed line denotes …", "Different colors refer to …"): captions, not findings. */
export const PLOT_MARKS =
  /\b(?:dashed|solid|dotted|dash-dotted|black|red|blue|green|orange|grey|gray|shaded|vertical|horizontal)\s+(?:lines?|curves?|regions?|areas?|bands?|markers?|dots?|bars?)\b|\bcolou?rs?\s+(?:refer|denote|indicate|show|represent|correspond)|\b(?:left|right|top|bottom|upper|lower|middle) (?:panels?|rows?|columns?)\b|\binsets?\b|\bbackground colou?rs?\b|\bnarrow box\b|\bwhiskers?\b|\b(?:is|are|shown|drawn|plotted|depicted|marked|highlighted|represented|colou?red)\s+in\s+(?:red|blue|green|black|orange|grey|gray|purple|yellow|magenta|cyan)\b|\bcolou?r\s+gradient\b|\b(?:in|on|along) the (?:off-)?diagonal,? we (?:see|observe|find|can see)\b|\b(?:on|along) the [xy]-axis\b|\b(?:shown|drawn|plotted|depicted|marked|represented|indicated)\s+(?:as|by|with)\s+(?:(?:open|filled|solid|hollow|empty|small|large|black|white|red|blue|green|orange|grey|gray|purple|coloured|colored)\s+){0,2}(?:squares?|circles?|triangles?|crosses|diamonds?|stars?|dots?|points?|symbols?|markers?|arrows?|lines?|curves?|bars?)\b|\b(?:red|blue|green|black|orange|grey|gray|purple|yellow|magenta|cyan)\s+(?:indicates?|denotes?|represents?|marks?|corresponds?|shows?)\b|\b(?:regions?|areas?|points?|dots?) of (?:red|blue|green|black|orange|grey|gray|purple|yellow)\b|\bthe (?:[\w-]+\s+){0,2}(?:images?|plots?|maps?|panels?|curves?|histograms?|heatmaps?|graphs?|scatterplots?) (?:(?:does|do|did) not |clearly |also )?(?:show|illustrate|depict|display|reveal)s?\b|^(?:Notice|Observe|Note)\s+(?!that\b|how\b|also\b|here\b)(?:the\s+)?[\w-]+|^(?:Figure|Table|Panel|Plot)\s+(?=[a-z])/i;

/** Stock sentences with no finding in them. */
const STOCK =
  /^(?:the (?:paper|authors?|study|work) (?:shows?|presents?|discuss(?:es)?|describes?) the (?:results?|method|approach|details?)|(?:it|this) (?:does )?ha(?:s|ve) limitations|results are (?:shown|presented|discussed)|we (?:show|present|discuss|describe) (?:the )?(?:results?|details?|method))\b/i;
/** Trailing words that leave the bullet hanging: "… has stochastic latent variables thus", "… that has the aim". */
const HANGING_END =
  /\b(?:thus|hence|therefore|the aim|the goal|such as|as well|in order|so that|due|each|every|either|its|their|the (?:extent|degree|fact|number|amount)|able|unable|likely|unlikely|seems?|seemed|appears?|tends?|leads?|will (?:\p{L}+ )?lead|going|willing|designed|intended|aims?|serves?)$|\b(?:is|are|was|were|be|been)\s+(?:\p{L}+ly\s+)?(?:longer|shorter|larger|smaller|higher|lower|better|worse|faster|slower|greater|fewer|less|more)$|\b(?:several|many|few|some|multiple|two|three|four|the|a|an)\s+(?:smaller|larger|bigger|higher|lower|greater|newer|simpler|faster|slower|better|worse|finer|coarser|shorter|longer|wider|narrower)$|\p{L}-$/iu;
/**
 * A participle that still wants its complement, after a noun rather than after "is": "the
 * distribution implicitly defined" (by what?), "resources to enable research based" (on what?).
 * "The ratio is well defined" is a statement.
 */
const OPEN_PARTICIPLE =
  /(?<!\b(?:is|are|was|were|be|been|being|get|gets|got|become|becomes|became|remain|remains|remained|seem|seems|seemed)\s+(?:\p{L}+\s+)?)\b(?:defined|driven|guided|caused|induced|generated|produced|derived|inspired|motivated|characteri[sz]ed|governed|dominated|influenced|accompanied|represented|determined|described|obtained|associated|related|compared|known|followed|preceded|dissipated|measured by|given by)$|\bbased$/iu;
/** A verb that needs its object, cut after the preposition that introduced it: "first steps in understanding" (understanding what?). */
const OBJECTLESS_GERUND =
  /\b(?:in|for|by|of|to|toward|towards|on|at|from|without|after|before|while|when)\s+(?:understanding|studying|computing|estimating|improving|building|developing|making|using|applying|finding|identifying|predicting|analy[sz]ing|measuring|capturing|describing|evaluating|assessing|exploring|reducing|increasing)$/i;
/** A number left without its noun after a preposition: "guided by two" (two what?). */
const BARE_NUMBER_END = /\b(?:by|of|to|from|with|in|into|than|for|between|among)\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|several|many|multiple|both)$/i;
/**
 * "either X" with no "or Y" (and "neither" with no "nor"), "as many features" with no "as …":
 * the alternative or the measure was cut off.
 */
const OPEN_CORRELATIVE =
  /\branges?\s+from\b(?![\s\S]*\bto\b)|\beither\b(?!\s+(?:side|end|case|way|direction|one)\b)(?![\s\S]*\bor\b)|\bneither\b(?![\s\S]*\bnor\b)|\bboth\b(?![\s\S]*\band\b)|\bnot only\b(?![\s\S]*\bbut\b)|\bas\s+(?:many|much|few|little)\b(?![\s\S]*\bas\b)/i;

/**
 * A list cut before its last item: "combines expert rating, community science" (and what?),
 * "must balance accuracy, interpretability". The words after the last comma are a short phrase
 * with no verb and no "and"/"or"; a closing adverb (", respectively") is not a list item.
 */
function cutList(text: string): boolean {
  const comma = text.lastIndexOf(",");
  if (comma < 0) return false;
  const tail = text.slice(comma + 1).trim();
  if (tail === "" || countSpokenWords(tail) > 4 || /\b(?:and|or|nor|etc)\b/i.test(tail)) return false;
  if (/^(?:\p{L}+ly|too|though|however|also|then|thus|instead|again|each|alone|overall|together)$/iu.test(tail)) return false;
  // A participle phrase ("…, using the program MINUIT", "…, based on X") qualifies the clause; it is no list item.
  if (/^(?:\p{L}+ing|based|given|driven|followed)\s+\S+\s+\S/iu.test(tail)) return false;
  // A clause after the comma ("…, we set K large") is not a list item; a tagger reads some noun
  // phrases ending in "-ing" ("one-shot learning") as verbs, so those count as items.
  return !hasMainVerb(tail) || /ing$/i.test(tail);
}

/** A list announced but not shown: "The following features are preserved across all models". */
const ANNOUNCES_LIST = /\bthe following\b(?!\s+(?:years?|days?|weeks?|months?|decades?|generations?)\b)/i;

/** A relative or subordinate clause left without its verb: "DeepCoder is a recent model which, like ours". */
function openRelative(text: string): boolean {
  const m = /\b(?:which|who|whom|whose|where|while|whereas|although|because)\b(?!.*\b(?:which|who|whom|whose|where|while|whereas|although|because)\b)(.*)$/i.exec(text);
  // Read with a stand-in subject, so the tagger sees "it combines X" (a verb), not "combines X" (a plural noun).
  return m !== null && !hasMainVerb(`it ${(m[1] ?? "").replace(/^[\s,]+/, "")}`);
}

/** Leans on what came before: a pointing first word, or "such X" anywhere. */
/** "It is possible to …", "It remains unclear whether …": "it" stands for what follows, not for what came before. */
const EXPLETIVE_IT = /^it (?:is|was|remains|becomes|became|seems|appears) (?:\p{L}+ )?\p{L}+ (?:to|that|whether|how|why)\b/iu;

/**
 * A comparison whose other side is not on the slide: "Selective logging is a more significant
 * concern" (than what?), "The new estimates are higher". Not when the bullet says what it compares
 * with or under what condition ("than", "compared with", "when", "as N grows").
 */
const OPEN_COMPARATIVE =
  /\b(?:is|are|was|were|be|becomes?|became|remains?|proves?|seems?)\s+(?:(?:a|an|much|far|even|slightly|significantly|considerably|substantially|somewhat|increasingly|generally|often|usually|also|still)\s+)*(?:more|less)\s+\p{L}+|\b(?:is|are|was|were|becomes?|became|remains?)\s+(?:(?:much|far|even|slightly|significantly|considerably|substantially|somewhat|also|still|generally|often|usually)\s+)*(?:higher|lower|larger|smaller|better|worse|greater|faster|slower|stronger|weaker|longer|shorter|cheaper|easier|harder)\b/iu;
const NAMES_COMPARISON = /\b(?:than|compared|comparison|relative|versus|vs|over|against|when|whenever|if|as|the (?:more|less|higher|lower|larger|smaller)|with (?:increasing|decreasing|more|less|higher|lower|larger|smaller))\b/i;

function leansBack(text: string): boolean {
  return (LEANS_BACK.test(text) && !OWN_SUBJECT.test(text) && !EXPLETIVE_IT.test(text)) || refersBack(text) || (OPEN_COMPARATIVE.test(text) && !NAMES_COMPARISON.test(text));
}

/** Points at something the slide does not carry: a figure, a plot's marks, a list not shown. */
function pointsAway(text: string): boolean {
  return POINTER.test(text) || LETTER_LABEL.test(text) || PLOT_MARKS.test(text) || ANNOUNCES_LIST.test(text);
}

/** A question, with its mark or without it. */
function isQuestion(text: string): boolean {
  return /[?？]$/u.test(text) || WH_QUESTION.test(text);
}

/**
 * Counts things the bullet does not name: "There are two notions of distance in spatial
 * networks", "Some data structures have two versions", "an object made of two sets", "News
 * images present two key challenges", "Two major problems stand in the way of X". Said, the
 * next sentences name them; shown alone, the viewer is left asking which.
 */
const COUNTS_UNNAMED = new RegExp(
  String.raw`^there (?:are|were|exist)\s+(?:two|three|four|five|six|several|many|various|multiple|a few|a number of|some)\s+[^,;:]*$|\b(?:present|propose|introduce|describe|identify|offer|provide|define|develop|discuss|outline|give|derive|suggest|highlight|find|compare\s+[^,;:]+?\s+to)s?\s+(?:our\s+|the\s+)?(?:two|three|four|five|six|several)\s+(?:[\p{L}-]+\s+){0,3}?\p{L}+s(?:\s+(?:\p{L}+ed\s+(?:by|in|for|from|with)|to\s+\p{L}+|for|of)\b[^,;:]*)?$|\b(?:two|three|four|five|six|several)\s+(?:kinds|types|sorts|classes|categories|forms|sources|groups)\s+of\s+[\p{L}-]+$|(?<!\b(?:on|in|across|over|for|from|at|by|to|under|between|among|than|after|before|during)\s)\b(?:two|three|four|five|six|several)\s+(?:[\p{L}-]+\s+){0,2}?\p{L}+s(?:\s+of\s+[\p{L}-]+)?$|^(?:two|three|four|five|six|several)\s+(?:[\p{L}-]+\s+){0,2}?${SHELL_PLURAL}\b`,
  "iu",
);

/**
 * Names a set by a vague quantity and never says which: "Some models perform much better than
 * others", "Some studies employ models to forecast arrivals", "We use several scores to assess
 * the models". Nothing a viewer can check. Not after a preposition ("for some grid sizes" only
 * hedges the claim), nor when the bullet goes on to name them ("such as", a colon); "a few",
 * "multiple" usually describe a design ("A few global tokens see the whole document").
 */
const UNSPECIFIED_SET =
  /^(?:[\p{L}'’-]+\s+){0,3}?(?<!\b(?:on|in|across|over|for|from|at|by|to|under|between|among|with|of|than|after|before|during)\s)\b(?:some|several|various|numerous)\b(?![^;]*(?::|\bnamely\b|\bincluding\b|\bsuch as\b|\be\.g\.|\blike\b))\s+(?:[\p{L}-]+\s+){0,2}?(?!(?:is|was|has|as|this|thus|does|its|us|less|across|plus)\b)\p{L}+s\b/iu;

/**
 * "We use the term CCP to refer to the module": the narration says it so the listener knows the
 * name; on a slide it is no point.
 */
const NAMES_A_TERM = /\bwe\s+(?:use|adopt)\s+the\s+(?:term|name|word|label)\b/i;

/** Says nothing a viewer can check: a stock phrase, an announcement, a notation definition. */
function saysNothing(text: string): boolean {
  return STOCK.test(text) || SIGNPOST.test(text) || DEFINES_NOTATION.test(text) || NAMES_A_TERM.test(text) || ANNOUNCES.test(text) || COUNTS_UNNAMED.test(text) || announcesSet(text) || UNSPECIFIED_SET.test(text);
}

/** Only a list of short items, no claim: "Words, n-grams, sentences, paragraphs, and documents". */
const LIST_ONLY = /^[^\s,]+(?:\s+[^\s,]+)?(?:,\s*[^\s,]+(?:\s+[^\s,]+)?){1,},?\s+(?:and|or)\s+[^\s,]+(?:\s+[^\s,]+)?$/;

/** A noun phrase with its gloss and no claim: "One's sleeping position, also referred to as sleep posture". */
const GLOSS_ONLY = /^[^,]+,\s+(?:also\s+)?(?:referred to|known|called|termed|denoted|abbreviated)\s+as\s+[^,]+$/i;

/** The cheap signs of a bullet cut before its phrase ended. */
function cutOff(text: string): boolean {
  return DANGLING_WORD.test(text) || HANGING_END.test(text) || OPEN_PARTICIPLE.test(text) || OBJECTLESS_GERUND.test(text) || BARE_NUMBER_END.test(text) || OPEN_CORRELATIVE.test(text) || SHARED_OBJECT_CUT.test(text);
}

/**
 * "Our inversions allow for, but do not require": two verbs sharing one object that comes after
 * the second, and the bullet ends before it. A preposition before a comma waits for that object.
 */
const SHARED_OBJECT_CUT = /\b(?:for|to|of|with|on|from|by|about|into|than)\s*,\s+(?:but|and|or|if not|not)\b[^,]*$/i;

/**
 * "Hash tables are ubiquitous, and the choice of hash function": a second clause cut before its
 * verb. Not the last item of a list ("on X, Y, and the Z set"): a comma before it says list.
 */
function openCoordinate(text: string): boolean {
  const m = /,\s+(?:and|but|while|whereas|yet)\s+((?:the|a|an|our|their|its|his|her|each|every|no)\s+[^,;:]+)$/i.exec(text);
  if (m === null || text.slice(0, m.index).includes(",")) return false;
  return !hasMainVerb(m[1] ?? "");
}

function balanced(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === "(") depth += 1;
    else if (ch === ")") depth -= 1;
    if (depth < 0) return false;
  }
  const quotes = (text.match(/["“”]/g) ?? []).length;
  return depth === 0 && quotes % 2 === 0;
}

/**
 * Notation in words ("nu sub 0", "m superscript C"): heard, it is maths; on a slide it reads as
 * garbled text where the viewer expects the symbol.
 */
const SPOKEN_NOTATION = /\b(?:\p{L}|alpha|beta|gamma|delta|epsilon|zeta|eta|theta|kappa|lambda|mu|nu|xi|rho|sigma|tau|phi|chi|psi|omega) (?:(?:sub|superscript) [\p{L}\p{N}]+|(?:tilde|hat|bar|prime|star)\b)/iu;

/** Everything wrong with one English bullet; empty when it is a statement a speaker would show. */
export function bulletProblems(bullet: string): BulletProblem[] {
  const text = bullet.trim().replace(/[.!]$/, "");
  const problems: BulletProblem[] = [];
  if (text.includes(MATH_PLACEHOLDER) || SPOKEN_NOTATION.test(text)) problems.push("formula");
  if (isQuestion(text)) problems.push("question");
  if (countSpokenWords(text) > BULLETS.statementMaxWords) problems.push("too_long");
  if (leansBack(text)) problems.push("leans_back");
  if (pointsAway(text)) problems.push("pointer");
  if (contentTokens(text).length < 3 || saysNothing(text)) problems.push("filler");
  if (!hasMainVerb(text) || startsWithVerb(text) || openRelative(text) || cutList(text) || SUBORDINATE_EN.test(text) || cutOff(text) || openCoordinate(text) || !balanced(text) || GLOSS_ONLY.test(text) || LIST_ONLY.test(text)) {
    problems.push("fragment");
  }
  return problems;
}

/**
 * Bullets that are statements, by the rules above: the cheap pattern checks first, the
 * part-of-speech tagger only for bullets that pass them (the writer asks about many candidates).
 */
export function isStatementBullet(bullet: string): boolean {
  const text = bullet.trim().replace(/[.!]$/, "");
  if (text.includes(MATH_PLACEHOLDER) || SPOKEN_NOTATION.test(text) || countSpokenWords(text) > BULLETS.statementMaxWords || isQuestion(text)) return false;
  if (leansBack(text) || pointsAway(text)) return false;
  if (saysNothing(text) || SUBORDINATE_EN.test(text) || cutOff(text) || !balanced(text)) return false;
  if (contentTokens(text).length < 3) return false;
  // "In our preferred model, because many households are impatient": every verb sits in a
  // subordinate clause, and the main clause never comes.
  if (!hasMainVerb(outsideSubordinateClauses(text))) return false;
  return bulletProblems(bullet).length === 0;
}

/**
 * A subordinate clause, which runs to the next comma, and a relative clause set off by a comma.
 * (A relative clause without one, "Methods that use X are popular", may hold the main verb after
 * it, so it stays.)
 */
const SUBORDINATE_CLAUSE = /\b(?:so that|such that|because|when|whenever|if|although|though|while|whereas|since|unless|until|once)\b[^,;]*|,\s*(?:which|who|whom|whose|where)\b[^,;]*/gi;

/** The text without its subordinate clauses: what its main clause must be made of. */
function outsideSubordinateClauses(text: string): string {
  return text.replace(SUBORDINATE_CLAUSE, " ").replace(/\s{2,}/g, " ").trim();
}

/**
 * A bullet made to stand alone where that is safe: "These binaries are …" → "The binaries
 * are …", "This wrapped generator …" → "The wrapped generator …" (a demonstrative before a
 * noun phrase points back only by its article). "This introduces …" (a demonstrative as
 * subject) cannot be repaired and is left for the rules to reject.
 */
export function standAlone(bullet: string): string {
  const m = /^(?:These|This|Those|Such)\s+(?=\p{L})/u.exec(bullet);
  // "This paper …" names the talk's own subject: nothing to repair.
  if (!m || !opensNounPhraseAt(bullet, 1) || SELF_REFERENCE.test(bullet)) return bullet;
  return `The ${bullet.slice(m[0].length)}`;
}

/**
 * A slide bullet made to stand alone: the repair above, and inside the bullet too "these decays",
 * "this SOTA CNN", "this set of commands" (which point back at the sentence before, not shown on
 * the slide) become "the decays", "the SOTA CNN", "the set of commands". Narration keeps its
 * demonstratives: there the sentence before was just said.
 */
export function standAloneBullet(bullet: string): string {
  return withoutInnerDemonstratives(standAlone(bullet));
}

/** "this paper", "this work": the talk's own subject; "of this size", "up to this point": idioms with no noun phrase to repair. */
const KEEP_AFTER_DEMONSTRATIVE = /^\s+(?:paper|work|study|article|talk|thesis|manuscript|size|point|stage|way|end|case|opportunity|time|reason|kind|type|sort)\b/i;

/** "this"/"these"/"those" before a noun phrase inside a bullet become "the". */
function withoutInnerDemonstratives(bullet: string): string {
  if (!/\s(?:this|these|those)\s/i.test(bullet)) return bullet;
  const repair = new Set(demonstrativesBeforeNouns(bullet));
  let nth = -1;
  return bullet.replace(/\b(?:this|these|those)\b/gi, (word: string, at: number, whole: string) => {
    nth += 1;
    if (at === 0 || !repair.has(nth) || KEEP_AFTER_DEMONSTRATIVE.test(whole.slice(at + word.length))) return word;
    return "the";
  });
}
