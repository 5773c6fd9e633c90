import { capitaliseFirst } from "../../../text/capitalise.js";
/**
 * Figure and table numbers are meaningless when heard: "(Fig. 3)" asides go with the parentheticals;
 * here "In Figure 4c, we see that X" → "We see that X", "Figure 3 shows that X" → "X" (the finding
 * stands without its figure), ", as shown in Figure 2." goes. A sentence that only describes a
 * figure ("Figure 3 shows the wide variations …") or still points at one mid-sentence ("… made
 * more quantitative in Figure 4") is not read: a listener cannot see it, and "the paper shows"
 * is a pointer all the same. Pointers to sections, equations, theorems, algorithms, appendices or
 * supplements are not read either.
 */
const LABEL = "(?:Fig(?:ure)?s?\\.?|Tables?|Tbl\\.?|Tab\\.)";
// "Figure 2", "Table 3.1" (numbered within its section), "Figs. 2a and 3".
const NUMBERS = "S?\\d+(?:\\.\\d+)*[a-z]?(?:\\s*\\([a-z]\\))?(?:\\s*(?:and|to|[-–,&])\\s*S?\\d+(?:\\.\\d+)*[a-z]?)*";
const REF = `(?:the\\s+)?(?:(?:left|right|top|bottom|upper|lower)\\s+(?:panel\\s+)?(?:of\\s+)?)?${LABEL}\\s*${NUMBERS}`;

const LEADING = new RegExp(
  `^(?:As\\s+(?:(?:is|are)\\s+)?(?:shown|seen|illustrated|depicted|demonstrated|summari[sz]ed|reported|plotted|listed|presented|visuali[sz]ed)\\s+in|As|In|From|See|On|Per)\\s+${REF}(?:\\s+(?:shows?|illustrates?|demonstrates?|indicates?|reveals?))?\\s*,\\s*`,
  "iu",
);
const VERBS = "shows?|illustrates?|depicts?|presents?|plots?|summari[sz]es?|compares?|demonstrates?|displays?|reports?|lists?|gives?|provides?|highlights?|visuali[sz]es?|contains?|describes?|indicates?|reveals?";
const SUBJECT = new RegExp(`^${REF}\\s+(${VERBS})\\b`, "iu");
/**
 * "Figure 3 shows that X", "The figures show that X", "These plots show that X", "Table 2 confirms
 * that X": the finding is X, and it stands without the display it was read from.
 */
const FINDING = new RegExp(`^(?:${REF}|(?:the|these|this|those|both) (?:figures?|tables?|plots?|graphs?|panels?|results? in ${REF}))\\s+(?:${VERBS}|confirms?|suggests?|makes? (?:it )?clear)\\s+that\\s+`, "iu");
/**
 * "As can be seen, X", "As we can see from the results, X": a look at a display the listener has
 * not got; the finding X stands without it.
 */
const LEADING_LOOK =
  /^As\s+(?:can\s+be\s+(?:seen|observed|noticed)|we\s+can\s+(?:see|observe)|(?:is|was)\s+(?:evident|visible|apparent|clear))(?:\s+(?:in|from)\s+(?:the|these|this|our)\s+(?:figures?|tables?|plots?|graphs?|results?|panels?|data))?\s*,?\s+(?=\p{L})/iu;
/** ", see for an overview." and ", see also." at a sentence's end: a pointer at a reference the talk does not name. */
const TRAILING_SEE = /,?\s+see(?:\s+also)?(?:\s+for\s+(?:an?\s+)?(?:overview|review|survey|details?|discussion|more(?:\s+details)?|examples?))?(?=\s*[.;!?]\s*$)/iu;
/** ", as shown in Figure 2." at the end of a finding. */
const TRAILING_REF = new RegExp(`,\\s*(?:as\\s+)?(?:(?:is|are)\\s+)?(?:shown|seen|illustrated|depicted|plotted|reported|listed|summari[sz]ed|given|presented|visuali[sz]ed)\\s+in\\s+${REF}(?=\\s*[.;!?]\\s*$)`, "iu");
const MIDDLE = new RegExp(`\\b${REF}`, "iu");
const UNREADABLE =
  /\bwe (?:plot|depict|display)\b|\b(?:mentioned|described|defined|discussed|given|shown|listed|introduced|presented|outlined|explained|derived|detailed)\s+in\s+\d+(?:\.\d+)+\b|\b(?:below|above)\s+(?:use|uses|show|shows|are|is|give|gives|list|lists|describe|describes|illustrate|illustrates|contain|contains|summari[sz]es?)\b|\b(?:is|are) (?:plotted|depicted|displayed)\b|\bin (?:some|the|these|those|all|other|both|several|most|each) (?:columns|rows|panels|column|row|panel)\b|\b(?:(?:mentioned|described|defined|discussed|given|shown|listed|introduced|presented|outlined|noted|seen|explained|derived|displayed|constructed|obtained|computed|proposed|considered|identified|stated|reported|specified|detailed|illustrated|summari[sz]ed|established|cited|enumerated|selected|chosen)\s+(?:above|below|earlier|previously|later)|see (?:above|below)|(?:example|case|definition|discussion|argument|analysis|list|derivation|construction) (?:above|below)|included here|shown here|steps?\s+\d|(?:in|from|by|using) Equation\b|(?:Theorems?|Lemmas?|Propositions?|Corollar(?:y|ies)|Definitions?|Assumptions?|Conditions?|Remarks?|Examples?|Claims?)\s*\(?\d|Eq(?:n|s)?\.|(?:next|previous|following|preceding|later|above|below)\s+(?:sub)?sections?\b|(?:Sub)?[Ss]ec(?:tion)?s?\.?\s*(?:\d|[IVX]+\b)|Eq(?:n|s)?\.?\s*\(?\d|(?:Equations?|Inequalit(?:y|ies)|Expressions?|Formula[es]?)\s*\(?\d|Algorithms?\s*\d|Alg\.\s*\d|Appendix|Appendices|Supplement\w*|supplementary|Listing\s*\d|Line\s*\d|(?:columns?|rows?)\s+\d|(?:Fig(?:ure)?s?\.?|Tables?)\s*S\d)|[图表]\s*\d|第\s*[\d.]+\s*[节章]|公式\s*\(?\d|附录/iu;
const CAPTION_START = /^(?:Fig(?:ure)?s?\.?|Tables?|Tbl\.?|Tab\.|图|表)\s*S?\d+[a-z]?\s*[:.|]/iu;

/**
 * "In Eq. (4.5), the subscript i ..." → "The subscript i ..."; "As outlined in the Introduction, X" → "X"; ", as defined in Section 2." and
 * " as described in Section 2.2." (no comma) → ".".
 */
const POINTER = "(?:Eqs?\\.|Equations?|(?:Sub)?[Ss]ec(?:tion)?s?\\.?|Appendix)\\s*\\(?[\\dA-Z][\\d.]*\\)?(?:\\s*(?:and|,)\\s*\\(?[\\d.]+\\)?)*";
const LEADING_POINTER = new RegExp(
  `^(?:(?:In|From|Using|By|With|Following|Combining)\\s+${POINTER}|As\\s+(?:outlined|described|discussed|mentioned|noted|explained|shown|stated|argued)\\s+in\\s+the\\s+(?:Introduction|Background|Methods?|Results|Discussion|Appendix|previous\\s+sections?|next\\s+sections?|preceding\\s+sections?))\\s*,\\s*`,
  "i",
);
const TRAILING_POINTER = new RegExp(
  `(?:,\\s*(?:as\\s+)?|\\s+as\\s+)(?:given|defined|described|shown|detailed|derived|discussed|presented|introduced|explained)\\s+in\\s+(?:${POINTER}|the\\s+(?:next|previous|following)\\s+section)(?=\\s*[.;!?]\\s*$)`,
  "i",
);

/**
 * "Part (ii) of Assumption (2) requires …", "as in Equation (3)": a statement cited by a number in
 * parentheses. Asides in parentheses are dropped before a sentence is said, which would leave the
 * noun without its number ("Part of Assumption requires"), so such a sentence is found on its raw
 * text, before that. A table's column or row, or a figure's panel, by number is one too ("the new
 * estimate in column (2) of 3.5 percent" would be heard as "in column of 3.5 percent").
 */
const NUMBERED_IN_PARENTHESES =
  /\b(?:Theorems?|Lemmas?|Propositions?|Corollar(?:y|ies)|Definitions?|Assumptions?|Conditions?|Remarks?|Examples?|Claims?|Equations?|Eqs?\.|Eqns?\.?|Constraints?|Axioms?|Hypothes[ie]s|Rules?|Properties|Property|Steps?|[Cc]olumns?|[Rr]ows?|[Pp]anels?)\s*\(\s*[\dA-Z][\d.]*[a-z]?\s*\)/iu;

export function citesInParentheses(raw: string): boolean {
  return NUMBERED_IN_PARENTHESES.test(raw);
}

/** Null when the sentence is a caption or points at something a listener cannot follow. */
export function speakFigureMentions(text: string): string | null {
  if (CAPTION_START.test(text)) return null;
  const s = text.replace(LEADING, "").replace(LEADING_LOOK, "").replace(LEADING_POINTER, "").replace(TRAILING_POINTER, "").replace(FINDING, "").replace(TRAILING_REF, "").replace(TRAILING_SEE, "");
  // What is left describes the figure itself, not a finding: nothing for a listener.
  if (SUBJECT.test(s) || MIDDLE.test(s)) return null;
  if (UNREADABLE.test(s)) return null;
  // "2 displays a small interval": a figure's number whose label the PDF lost still points at it.
  if (/^(?:\p{Lu}\p{Ll}+,\s+)?\d+[a-z]?\s+(?:shows?|displays?|illustrates?|depicts?|plots?|presents?|summari[sz]es?)\b/iu.test(s)) return null;
  return capitaliseFirst(s.trimStart());
}
