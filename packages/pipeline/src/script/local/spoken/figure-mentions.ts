import { capitaliseFirst } from "../../../text/capitalise.js";
/**
 * Figure and table numbers are meaningless when heard: "(Fig. 3)" asides go with the parentheticals;
 * here "In Figure 4c, we see that X" → "We see that X", "Figure 3 shows X" → "The paper shows X",
 * and a number left mid-sentence becomes "a figure" / "a table". Pointers to sections, equations,
 * algorithms, appendices or supplements cannot be rewritten that way: such sentences are not read.
 */
const LABEL = "(?:Fig(?:ure)?s?\\.?|Tables?|Tbl\\.?|Tab\\.)";
const NUMBERS = "S?\\d+[a-z]?(?:\\s*\\([a-z]\\))?(?:\\s*(?:and|to|[-–,&])\\s*S?\\d+[a-z]?)*";
const REF = `(?:the\\s+)?(?:(?:left|right|top|bottom|upper|lower)\\s+(?:panel\\s+)?(?:of\\s+)?)?${LABEL}\\s*${NUMBERS}`;

const LEADING = new RegExp(
  `^(?:As\\s+(?:(?:is|are)\\s+)?(?:shown|seen|illustrated|depicted|demonstrated|summari[sz]ed|reported|plotted|listed|presented|visuali[sz]ed)\\s+in|As|In|From|See|On|Per)\\s+${REF}(?:\\s+(?:shows?|illustrates?|demonstrates?|indicates?|reveals?))?\\s*,\\s*`,
  "iu",
);
const VERBS = "shows?|illustrates?|depicts?|presents?|plots?|summari[sz]es?|compares?|demonstrates?|displays?|reports?|lists?|gives?|provides?|highlights?|visuali[sz]es?|contains?|describes?|indicates?|reveals?";
const SUBJECT = new RegExp(`^${REF}\\s+(${VERBS})\\b`, "iu");
const MIDDLE = new RegExp(`\\b${REF}`, "giu");
const UNREADABLE =
  /\b(?:Eq(?:n|s)?\.|(?:next|previous|following|preceding|later|above|below)\s+(?:sub)?sections?\b|Sec(?:tion)?s?\.?\s*(?:\d|[IVX]+\b)|Eq(?:n|s)?\.?\s*\(?\d|Equations?\s*\(?\d|Algorithms?\s*\d|Alg\.\s*\d|Appendix|Appendices|Supplement\w*|supplementary|Listing\s*\d|Line\s*\d|(?:Fig(?:ure)?s?\.?|Tables?)\s*S\d)|[图表]\s*\d|第\s*[\d.]+\s*[节章]|公式\s*\(?\d|附录/iu;
const CAPTION_START = /^(?:Fig(?:ure)?s?\.?|Tables?|Tbl\.?|Tab\.|图|表)\s*S?\d+[a-z]?\s*[:.|]/iu;

/** "In Eq. (4.5), the subscript i ..." → "The subscript i ..."; ", as defined in Section 2." → "." */
const POINTER = "(?:Eqs?\\.|Equations?|Sec(?:tion)?s?\\.?|Appendix)\\s*\\(?[\\dA-Z][\\d.]*\\)?(?:\\s*(?:and|,)\\s*\\(?[\\d.]+\\)?)*";
const LEADING_POINTER = new RegExp(`^(?:In|From|Using|By|With|Following|Combining)\\s+${POINTER}\\s*,\\s*`, "i");
const TRAILING_POINTER = new RegExp(
  `,\\s*(?:as\\s+)?(?:given|defined|described|shown|detailed|derived|discussed|presented|introduced|explained)\\s+in\\s+(?:${POINTER}|the\\s+(?:next|previous|following)\\s+section)(?=\\s*[.;!?]\\s*$)`,
  "i",
);

const SHORT_POINTER_WORDS = 10;

function singular(verb: string): string {
  const v = verb.toLowerCase();
  if (v.endsWith("s")) return v;
  if (/(?:sh|ch|x)$/.test(v)) return `${v}es`;
  return `${v}s`;
}

/** Null when the sentence is a caption or points at something a listener cannot follow. */
export function speakFigureMentions(text: string): string | null {
  if (CAPTION_START.test(text)) return null;
  let s = text.replace(LEADING, "").replace(LEADING_POINTER, "").replace(TRAILING_POINTER, "");
  s = s.replace(SUBJECT, (_m, verb: string) => `The paper ${singular(verb)}`);
  let pointed = false;
  s = s.replace(MIDDLE, (ref: string) => {
    pointed = true;
    const table = /tab|tbl/i.test(ref);
    const plural = /(?:figures|figs|tables)\b|\d\s*(?:and|to|[-–,&])\s*\d/i.test(ref);
    if (plural) return table ? "the tables" : "the figures";
    return table ? "a table" : "a figure";
  });
  if (UNREADABLE.test(s)) return null;
  // "This principle is illustrated in a figure.": nothing left to hear once the number is gone.
  if (pointed && s.split(/\s+/).length <= SHORT_POINTER_WORDS) return null;
  return capitaliseFirst(s.trimStart());
}
