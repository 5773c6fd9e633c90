/**
 * Words and phrases by which an English sentence refers to something said before it: closed
 * classes of the language (pronouns, ordinal and discourse references, sequence adverbs), not
 * words of any paper. A bullet holding one leans on a sentence the slide does not show; a
 * narration sentence holding one can only be said right after the sentence it points to.
 */

/** A third-person pronoun anywhere: "his work", "we applied it", "their effect". */
const PRONOUN = /\b(?:he|she|him|his|her|hers|they|them|their|theirs|its)\b/i;
/** "it" as a reference, not the dummy subject of "it is possible to …", "it has been shown that …". */
const IT_REFERENCE = /\bit\b(?!\s+(?:is|was|has been|had been|can be|could be|may be|might be|would be|will be|becomes|became|seems|seemed|appears|appeared|remains|remained|turns out|follows|takes|took|makes)\b)/i;
/**
 * "We then propose …", "again from 0 to 9", "the previously trained DT", "through another
 * iteration scheme", "the other models", "Unlike the previous cases", "were equally
 * uninformative": the sequence, or the first of the kind, lives elsewhere.
 */
const SEQUENCE = /\b(?:then|again|likewise|similarly|thereafter|afterwards|subsequently|aforementioned|above-?mentioned|former|latter)\b|\b(?:that|this) (?:many|much|far|often)\b|\b(?:discussed|mentioned|described|considered|presented|introduced|seen|shown|used) (?:so far|up to now|thus far|until now|to date)\b|\bas (?:was |we |has been |have )?(?:previously|earlier|already) (?:noted|mentioned|discussed|shown|described|seen|stated|argued)\b|\bin a similar vein\b|\b(?:is|was)\s+(?:very\s+|quite\s+|broadly\s+|largely\s+)?(?:similar|analogous|comparable|identical)\b(?!\s+(?:to|with|in|across|for|between|among)\b)|\bthe (?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|latter|former) (?:research )?(?:question|hypothesis|aim|goal|objective|point|issue|concern|reason|contribution|finding|step|stage|phase|scenario|strategy|experiment|study|condition|criterion|assumption|limitation)s?\b|\b(?:the|these|those|our)\s+(?:previously|earlier|already)\s+[a-z]+(?:ed|en|wn|t)\b|(?<!\bone\s)\banother\b|\bthe other\b(?!\s+hand\b)|\b(?:nevertheless|nonetheless)\b|\b(?:their|they|them|these|those)\b.*\brespectively\b|\bthe (?:previous|preceding)\s+(?!(?:years?|days?|weeks?|months?|decades?|century|generations?|steps?|iterations?|time|round|epoch)\b)[a-z]+|\b(?:is|are|was|were)\s+equally\s+[a-z]+(?=\s*(?:[.:;,]|$))|\binstead\b(?!\s+of\b)/i;
/** "the Nth such distribution", "such methods", "such a model": the kind was described before ("such as", "such that" are not references). */
const SUCH_REFERENCE = /\bsuch\s+(?!as\b|that\b|an?\s+(?:way|manner)\b)\p{L}+/iu;
/**
 * "For both tasks", "both concerns", "all three domains", "the two are not equal": things counted
 * before ("both A and B" names its two; a colon after the count lists them). "The two models" is
 * left alone: it often takes up two things its own sentence named; but not with "respectively"
 * ("We call the three outcomes iso-, hypo- and hyper-, respectively"), which only labels things
 * listed before.
 */
const COUNTED_BEFORE = /\bthe\s+(?:two|three|four|five)\s+(?=(?:are|were|is|was|have|had|can|could|do|did|does|differ|agree|coincide|match|must|should|will|would|may|might)\b)|\bboth\s+(?:of\s+)?(?:the\s+)?[\p{L}-]+s\b(?!\s+and\b)|\ball\s+(?:two|three|four|five|six)\s+[\p{L}-]+(?![^.;]*:)|\bthe\s+(?:two|three|four|five|six)\s+(?:[\p{L}-]+\s+)?[\p{L}-]+s\b(?=.*\brespectively\b)/iu;
/** Ordinals after "first", a closed class of English: a place in a count. */
export const LATER_ORDINAL = "second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth";
/** "The third and fourth …", "The other method …", "The resulting region …", "From the resulting distributions, …", "In our example, …", "Both …": which ones? */
const ORDINAL_START = new RegExp(String.raw`^(?:in|for) (?:our|this|the|that) (?:running |toy )?(?:example|illustration)\b|^(?:in|on|for|under|with|at|from|by|of|across|over|among|through)\s+the\s+(?:${LATER_ORDINAL}|former|latter|other|remaining|same|resulting|preceding|previous)\b|^(?:the|a)\s+(?:first|${LATER_ORDINAL}|last|final|former|latter|other|remaining|resulting|next|previous|preceding|following|same|above|below)\b|^(?:our|their)\s+(?:next|previous|other|remaining|latter|former)\b|^(?:another|yet another|one more|both|each of (?:these|them|those)|all of (?:these|them|those)|neither|either)\b`, "i");
/**
 * "A related trick", "A less rigid solution", "The simpler variant", "Further refinement yields
 * …", "Similar enrichment was found …": compared with or added to something said before ("Similar
 * to X, …" names what it compares with).
 */
const COMPARED_START = /^(?:(?:a|an|the)\s+(?:more|less|better|worse|simpler|similar|related|different|further|additional|alternative|complementary|stronger|weaker|faster|slower|cheaper|lower|higher|larger|smaller|greater|naive|naïve)\b|(?:further|additional)\s+\p{Ll}|similar\s+(?!to\b)\p{Ll}|(?:on|at|for|in|over|with)\s+(?:longer|shorter|larger|smaller|higher|lower|finer|coarser|greater|faster|slower|deeper|shallower|wider|narrower)\s+(?!than\b)\p{L}[^,]*,)/iu;

/** Discourse openers that only make sense after what they exemplify, refine or compare. */
const DISCOURSE_START =
  /^(?:for (?:example|instance|comparison)|as an (?:example|illustration)|rather(?=,)|by comparison|more (?:precisely|specifically|generally|formally)|in (?:the latter|the former|this|that|such|either|both|each) cases?|in other words|that is|namely|to (?:do so|see this|(?:this|that) end)|for (?:this|that|the same|these|those) (?:purpose|reason)s?|as for|apart from (?:this|that)|in doing so|in (?:reality|fact)|hereby|of (?:these|those|them)|among (?:these|those|them)|as (?:such|a result|before|above|mentioned)|here|now|there(?:fore|by|(?=,))|again|also|then|next|finally|lastly|instead|otherwise|conversely|meanwhile|alternatively|analogously|correspondingly)\b/i;

/** "this paper", "this work", "this study": the talk's own subject. */
const OWN_SUBJECT = /\b(?:this|these) (?:paper|work|study|article|talk|thesis|manuscript)\b/gi;

/** A plural noun (or a name of things) that "they", "them", "their" can take up: "tables", "GPUs" (not "hypothesis", "analysis": "-is" is singular). */
const PLURAL_BEFORE = /\b(?!(?:[Tt]his|[Hh]as|[Ww]as|[Dd]oes|[Tt]hus|[Aa]lways|[Pp]erhaps|[Ww]hereas|[Ss]ometimes|[Bb]esides|[Aa]cross|[Uu]nless|[Yy]es|[Bb]ias|[Ll]ens)\b)(?:[A-Za-z][a-z]*[^\Wsui]s|[A-Z]{2,}s|people|data|children|women|men)\b/;
/** A noun phrase that "it" or "its" can take up: "the hash function", "a model", "our method". */
const SINGULAR_BEFORE = /\b(?:the|a|an|our|each|every|this|that)\s+[\p{L}-]{3,}/iu;
/** A name that "he", "she", "his", "her" can take up: a capitalised word after the first. */
const NAME_BEFORE = /\s[A-Z][a-z]+/;

/**
 * Whether a pronoun points outside its sentence: it does unless a word it can take up comes
 * before it in the same sentence ("Hash tables are ubiquitous, and … is key to their
 * performance"; "we fix the hash function and propose adapting it").
 */
function pronounReachesBack(text: string): boolean {
  for (const m of text.matchAll(new RegExp(`${PRONOUN.source}|${IT_REFERENCE.source}`, "giu"))) {
    const before = text.slice(0, m.index);
    const word = m[0].toLowerCase();
    const antecedent = /^(?:they|them|their|theirs)$/.test(word) ? PLURAL_BEFORE : /^(?:it|its)$/.test(word) ? SINGULAR_BEFORE : NAME_BEFORE;
    if (!antecedent.test(before)) return true;
    // "Our model predicts it as …": an object right after its clause's subject and verb is not
    // that subject (that would be "itself"), so it takes up something before the sentence.
    // "makes it possible to …" is no reference at all.
    const expletive = /^\s+\p{L}+\s+(?:to|that|for)\b/u.test(text.slice((m.index ?? 0) + m[0].length));
    if (/^(?:it|them)$/.test(word) && !expletive && /^(?:the|a|an|our|each|every|this|that)\s+(?:[\p{L}-]+\s+){1,2}[\p{L}-]+$/iu.test(before.trim())) return true;
  }
  return false;
}

/**
 * "this", "these" or "those" standing for a thing rather than pointing at a noun: "Welling and Teh
 * handle this by …", "… to avoid this.", "these are rare", "We do this now", "we treat this as
 * …". A demonstrative before a verb, an adverb, a preposition or a conjunction has no noun to
 * point at; what it stands for was said before.
 */
const DEMONSTRATIVE_PRONOUN =
  /\b(?:this|these|those)\b(?=\s*(?:[.,;:!?)]|$)|\s+(?:by|to|in|with|for|is|was|are|were|can|could|will|would|may|might|has|have|had|means|meant|allows|allowed|makes|made|shows|showed|leads|led|gives|gave|requires|required|helps|helped|happens|happened|works|worked|now|here|again|too|also|first|later|directly|explicitly|automatically|using|via|through|without|on|at|from|into|as|because|since|when|while|before|after)\b)/i;

/** True when the sentence refers to something before it that it does not name itself. */
/**
 * The emphatic "do" ("We do see one source of concern", "It does improve recall") answers an
 * expectation set by the sentence before ("the toss looks random"); heard alone it contrasts
 * with nothing. Only before a bare verb: "We do this by …" uses "do" as the verb itself.
 */
const EMPHATIC_DO =
  /^(?:we|i|it|they|this|these|there|one|you)\s+(?:do|does|did)\s+(?:see|find|observe|have|get|note|notice|expect|know|need|show|obtain|achieve|identify|detect|agree|acknowledge|recogni[sz]e|believe|think|improve|help|matter|occur|exist|appear|seem|reduce|increase|affect|work)\b/i;

/**
 * "We set the threshold to 0.7 and 0.8, respectively": "respectively" pairs its list with one said
 * before unless the sentence holds both lists itself (two "and"s: "A and B reach 0.7 and 0.8,
 * respectively").
 */
function respectivelyLeans(text: string): boolean {
  return /\brespectively\b/i.test(text) && (text.match(/\s(?:and|or)\s/g) ?? []).length < 2;
}

/**
 * "We found a similar increase …", "All models describe similar trends", "a different route":
 * compared with something said before, unless the sentence names it ("similar to X", "different
 * from Y", "similar across sites", "than", "as", "between"). "Different" without "a" means
 * "various" ("quadcopters of very different mass"), which compares with nothing.
 */
const COMPARED_INSIDE = /\b(?:similar|comparable|an?\s+different)\s+(?!(?:to|from|in|on|at|for|across|as|with|between|among|enough|or|and|but|than|when|if|because|since|while)\b)\p{L}/iu;
/** What names a comparison's other term after it: "similar … to X", "different … from Y", "similar across sites". */
const SIMILAR_TERM = /\b(?:to|with|as|between|among|across|in all|each other|one another)\b/i;
const DIFFERENT_TERM = /\b(?:from|than|between|among|across|each other|one another)\b/i;

function comparedInside(text: string): boolean {
  const m = COMPARED_INSIDE.exec(text);
  if (m === null) return false;
  const rest = text.slice(m.index).split(/[.;]/)[0] ?? "";
  return !(/^an?\s+different/i.test(m[0]) ? DIFFERENT_TERM : SIMILAR_TERM).test(rest);
}

/** "The researcher could for example test …": an example of something said before, not set off as a list. */
const EXAMPLE_OF_BEFORE = /^[^,;:]{0,80}?\b(?:could|can|would|might|may|should|will|must|does|do|did|is|are|was|were)\s+(?:also\s+)?for (?:example|instance)\b/i;

export function refersBack(sentence: string): boolean {
  const text = sentence.trim().replace(OWN_SUBJECT, "the paper");
  // "If X, then Y" is a condition, not a sequence.
  const sequence = SEQUENCE.test(text.replace(/\bif\b[^.;]*?\bthen\b/gi, "if"));
  return pronounReachesBack(text) || DEMONSTRATIVE_PRONOUN.test(text) || SUCH_REFERENCE.test(text) || COUNTED_BEFORE.test(text) || sequence || ORDINAL_START.test(text) || DISCOURSE_START.test(text) || COMPARED_START.test(text) || EMPHATIC_DO.test(text) || respectivelyLeans(text) || EXAMPLE_OF_BEFORE.test(text) || comparedInside(text);
}

/**
 * Announces what follows instead of saying it: "We now show some statistics …", "We next
 * describe the main model …", "Below we discuss …". As narration it promises what a listener
 * never gets; as a bullet it says nothing. "We will show that <a clause>" states the claim it
 * promises, so it is no signpost.
 */
export const SIGNPOST =
  /\b(?:is|are)\s+(?:then\s+|further\s+|also\s+)?(?:investigated|studied|examined|analy[sz]ed|discussed|explored|evaluated|assessed|described|presented)\s*[.!]?$|\bwe\s+(?:provide|give|present|include)\s+(?:a|an)\s+(?:brief|short|quick|concise)\s+(?:overview|summary|review|description|introduction|discussion)\b|\b(?:we|i)\s+(?:now|next|first|then|will|shall|briefly|further)\s+(?:\p{L}+\s+)?(?:show(?!\s+that\s+(?:\S+\s+){4})|describe|discuss|present|demonstrate|turn|consider|give|introduce|outline|define|review|summari[sz]e|detail|explain|illustrate|provide|report|examine|study|look|focus|derive|compare|analy[sz]e|begin|start|proceed|comment|remark|mention|sketch|recall|revisit|address|elaborate|motivate)\b|^(?:below|next|in what follows|in the following),?\s+we\b/iu;

/**
 * Defines notation ("We let S denote …", "… is denoted by …", "we write X for …") or says it is
 * needed ("we first need more notation", "We introduce some notation"): no point for a listener.
 */
export const DEFINES_NOTATION =
  /\blet\s+\S+(?:\s+\S+)?\s+(?:denote|be|represent)\b|\bdenoted?\s+(?:by|as)\b|\bwe\s+(?:write|use\s+\S+\s+to\s+denote|denote)\b|\bis\s+denoted\b|\b(?:need|introduce|define|fix|establish|set up|require|recall)\s+(?:some\s+|more\s+|additional\s+|further\s+|the\s+following\s+|our\s+)?notation\b/i;

/**
 * Nouns that stand for content given elsewhere (a shell: "advantages", "steps", "reasons"). A
 * closed class of English, not words of a field.
 */
export const SHELL_PLURAL =
  "(?:advantages|disadvantages|benefits|drawbacks|modifications|changes|improvements|extensions|contributions|reasons|ways|steps|stages|phases|parts|components|elements|aspects|factors|features|properties|types|kinds|sorts|forms|categories|classes|approaches|strategies|methods|options|challenges|problems|issues|questions|concerns|obstacles|criteria|limitations|differences|lessons|findings|observations|implications|conditions|cases|scenarios|assumptions|requirements|goals|aims|objectives|ideas|insights|principles|mechanisms|hypotheses|themes|dimensions)";

/**
 * Sets up what the next sentences give: "X has several advantages", "… for three reasons:",
 * "There are two ways to do this.", "There are two ways I contribute." Without those sentences it
 * says nothing.
 */
export const ANNOUNCES = new RegExp(
  String.raw`(?:\b(?:has|have|had|are|is|were|was|for|in|into|with)\s+(?:several|many|two|three|four|five|six|some|various|multiple|a few|a number of|the following)\s+(?:[\p{L}-]+\s+)?(?:${SHELL_PLURAL}|sources|points|places|respects|regards|senses)(?:\s+(?:that\s+|in which\s+)?(?:I|we|they|it|one)(?:\s+[\p{L}-]+){1,2})?|\b(?:are|is)\s+(?:two|three|four|five)fold|:)[.!]?$`,
  "iu",
);

/**
 * A sentence that counts things it does not give ("there are several advantages to adding
 * neutrino particles", "Our implementation includes several modifications to improve accuracy",
 * "The overhead has two parts"): what they are comes in the sentences after it. A colon, or
 * "namely"/"including"/"such as" after the count, gives them in the sentence itself. Said, it
 * needs the sentence after it; shown alone, it promises things the slide never shows.
 */
const ANNOUNCES_SET = new RegExp(
  String.raw`\b(?:two|three|four|five|six|seven|several|various|multiple|numerous|a few|a number of)\s+(?:[\p{L}-]+\s+)?${SHELL_PLURAL}\b(?![^.;]*(?::|\bnamely\b|\bincluding\b|\bsuch as\b|\bsuch that\b|\(i\)|\(a\)|\b(?:first|firstly)\b))`,
  "iu",
);

/**
 * "There are two notions of distance in spatial networks.": an existential that counts things of
 * any kind and stops there, with no verb or list after the noun (at most a phrase saying where or
 * of what). What the two are is the next sentences' job. "There are 3 million species" is a fact,
 * so only a small count word counts.
 */
const COUNTS_THERE = new RegExp(
  String.raw`^There\s+(?:are|exist|were)\s+(?:two|three|four|five|six|several|a few|a number of)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+s(?:\s+(?:of|in|for|to|between|among|within)\s+[^,;:()]*?)?\.?$`,
  "u",
);

export function announcesSet(text: string): boolean {
  return ANNOUNCES_SET.test(text) || COUNTS_THERE.test(text.trim()) || ANNOUNCES.test(text.trim());
}
