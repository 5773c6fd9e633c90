import { HOLDS_STAND_IN } from "../../../text/citation-stand-in.js";

/**
 * Parenthetical asides a listener cannot use: citations ("(Smith et al. 2019; Lee 2020)", "(2001)"),
 * pointers to figures, tables, sections, equations or supplements, statistics and formulas
 * ("(p = 0.02)", "(N=2747)"), panel letters ("(a)"), participant labels ("(P 4)"), links. Definitions and plain glosses stay.
 * Works innermost-first, so "(CCA, (De Clercq et al. 2006))" becomes "(CCA)".
 */
const YEAR = /(?<!\d)(?:1[89]|20)\d{2}[a-z]?\b/;
const POINTER =
  /\b(?:fig|figs|figure|figures|table|tables|tbl|tab|sec|secs|section|sections|eq|eqs|eqn|equation|equations|appendix|appendices|supplement\w*|supp|algorithm|alg|ref|refs|see|cf|c\.f|chapter|listing|line|lines|page|pp)\b|methods?\s+s\d|(?:^|\s)s\d+\b/i;
/** Panel positions and how a plot marks things: "(upper row)", "(left)", "(dashed line)", "(shaded in red)", "(in blue)". */
const PANEL = /^(?:(?:upper|lower|top|bottom|left|right|middle|center|centre)(?:\s+(?:row|column|panel|plot|image|figure|inset)s?)?|(?:first|second|third|last|final)\s+(?:row|column|panel|line)s?|(?:solid|dashed|dotted|shaded|red|blue|green|black|grey|gray)(?:\s+(?:line|curve|bar|area|region|trace|marker|symbol)s?)?|insets?|(?:(?:shaded|marked|highlighted|shown|plotted|drawn|coloured|colored|outlined)\s+)?(?:in\s+)?(?:red|blue|green|black|grey|gray|orange|purple|yellow|pink|cyan|magenta|brown|bold|dashed|dotted)(?:\s+(?:lines?|curves?|dots?|points?|bars?|areas?|regions?|traces?|markers?|symbols?|circles?|squares?|triangles?|diamonds?|crosses))?)$/i;
const CJK_POINTER = /[图表]\s*\d|第\s*[\d.]+\s*[节章]|公式|附录|见/u;
const MATHY = /[=<>≤≥±|~^_∼≈×∈∑√∝→←∞⊂⊆∩∪∀∃∂∇⊗⊕·′″‖]/u;
/**
 * A symbol said in words: "mu sub t", "x hat", "the superscript C". An aside of several words that
 * holds one is the reader's notation ("(there was a small recovery in mu sub t from period 4 to
 * 5)"); a listener who never saw the symbol defined loses the thread. A symbol alone in
 * parentheses right after its name ("the rate of censorship (psi)") defines it and stays.
 */
const SPOKEN_SYMBOL = /\b(?:\p{L}|alpha|beta|gamma|delta|epsilon|zeta|eta|theta|iota|kappa|lambda|mu|nu|xi|rho|sigma|tau|upsilon|phi|chi|psi|omega) (?:sub|hat|bar|tilde|prime|star)\b|\bsuperscript\b/iu;
const ENUMERATOR = /^(?:[a-zA-Z]|[ivxIVX]{1,4}|\d{1,2})$/;
/** Labels of participants or items: "(P 4)", "(P3, P7)", "(S12)", a list of symbols "(w1, w2, w3; o1, o2, o3)". */
const ID_LABELS = /^\p{Lu}{1,2}\s?\d{1,3}(?:\s*[,;]\s*\p{Lu}{1,2}\s?\d{1,3})*$|^\p{L}{1,2}\d{1,3}(?:\s*[,;]\s*\p{L}{1,2}\d{1,3}){2,}$/u;
const LINK = /https?:|www\.|\bdoi\b|@|\.(?:com|org|net|edu|io)\b/i;

/**
 * The spread of a number given beside it: "(range: 18-642)", "(interquartile range 4.7%- 72.0%)",
 * "[0.83, 0.86]", "(95% CI 1.2 to 3.4)". Said aloud it buries the number it qualifies; the slide
 * and the paper keep it.
 */
const SPREAD_WORDS = /\b(?:range|interquartile|IQR|CI|CrI|HPD|credible|confidence|interval|SD|SE|SEM|s\.d|s\.e|standard|deviation|error|min|max|to|and|percent|per cent)\b/giu;
function isSpread(inner: string): boolean {
  const rest = inner.replace(SPREAD_WORDS, " ");
  return /\d/.test(rest) && /^[\s\d.,:;%–—−-]+$/u.test(rest);
}

function dropInner(inner: string): boolean {
  const t = inner.trim();
  if (!/[\p{L}\p{N}]/u.test(t)) return true;
  if (ENUMERATOR.test(t) || PANEL.test(t) || ID_LABELS.test(t)) return true;
  // "(first introduced in the thesis of prior work)": an aside about sources, whose citation is gone.
  if (/\bet al\b/i.test(t) || HOLDS_STAND_IN.test(t)) return true;
  if (YEAR.test(t) && (/\p{Lu}/u.test(t) || /^[\d\s,;a-z–-]+$/.test(t))) return true;
  if (POINTER.test(t) || CJK_POINTER.test(t)) return true;
  // "(not shown)", "(data not shown)", "(results not shown)": a pointer at what nobody will see.
  if (/^(?:\p{L}+\s+)?not shown$/iu.test(t)) return true;
  if (MATHY.test(t)) return true;
  // A unit written out ("µg PMx/m3 air", "km/h"): said, it is letters and a slash.
  if (/[µμ]/u.test(t) || /(?<![\p{L}\d])\p{L}{1,3}\/\p{L}{1,3}\d?(?![\p{L}\d])/u.test(t)) return true;
  if (SPOKEN_SYMBOL.test(t) && t.split(/\s+/).length > 3) return true;
  if (LINK.test(t)) return true;
  // Mostly digits and symbols: a statistic or a coordinate, not words.
  const letters = t.match(/\p{L}/gu)?.length ?? 0;
  const digits = t.match(/\d/g)?.length ?? 0;
  return digits > letters;
}

const OPEN = "\u0001";
const CLOSE = "\u0002";
const OPEN_W = "\u0003";
const CLOSE_W = "\u0004";

/** "(henceforth PBL)", "(hereafter called BFW)": the name is kept as a plain gloss, "(PBL)". */
const HENCEFORTH = /\((?:henceforth|hereafter|hereinafter)[,:]?\s+(?:(?:called|referred to as|denoted(?: by| as)?)\s+)?/gi;

/** ", indicated by the superscript C,": a mark on the page, no word a listener can use. */
const NOTATION_ASIDE = /,\s*(?:indicated|denoted|marked|labell?ed)\s+(?:by|with|as)\s+(?:an?\s+|the\s+)?(?:superscript|subscript)\s+[\p{L}\p{N}]+,/giu;

/** A word, then one to three capitalised words in parentheses: "levels (HBM4EU Dashboard)". */
const TITLE_CASE_ASIDE = /(\S+)\s*\(((?:\p{Lu}[\p{L}\d-]*)(?:\s+\p{Lu}[\p{L}\d-]*){0,2})\)/gu;

export function cleanParentheticals(text: string): string {
  let s = text
    .replace(HENCEFORTH, "(")
    .replace(NOTATION_ASIDE, "")
    // Only right after a number: "Fix alpha in (0, 1)" names an interval, not a spread.
    .replace(/(\d%?)\s*(?:\[([^[\]]*)\]|\(([^()]*)\))/g, (whole, before: string, square?: string, round?: string) => (isSpread(square ?? round ?? "") ? before : whole));
  // A source or a label, "(HBM4EU Dashboard)", "(Analysis)": read aloud it is a heading in
  // mid-sentence. Not the long form of an acronym before it ("NSCLC (Non-Small Cell Lung
  // Cancer)"), nor a short form ("(RoB)", "(GRMHD)").
  s = s.replace(TITLE_CASE_ASIDE, (whole, before: string, inner: string) => {
    const plainWord = /(?:^|\s)\p{Lu}\p{Ll}{2,}(?:\s|$)/u.test(inner);
    // One plain word is a label; a name with a number and a plain word is a source ("HBM4EU
    // Dashboard"). Several plain words name a thing ("(Sequential Monte Carlo)"): kept.
    const label = /^\p{Lu}\p{Ll}{2,}$/u.test(inner) || (plainWord && /\d/u.test(inner));
    return /\p{Lu}.*\p{Lu}/u.test(before) || !label ? whole : before;
  });
  for (let guard = 0; guard < 20; guard += 1) {
    const next = s
      .replace(/\s*\(([^()（）]*)\)/g, (whole, inner: string) => (dropInner(inner) ? "" : whole.replace("(", OPEN).replace(/\)$/, CLOSE)))
      .replace(/\s*（([^()（）]*)）/g, (whole, inner: string) => (dropInner(inner) ? "" : whole.replace("（", OPEN_W).replace(/）$/, CLOSE_W)));
    if (next === s) break;
    s = next;
  }
  // Kept asides come back; a kept aside that lost its contents ("(CCA, )") is tidied.
  return s
    .replaceAll(OPEN, "(")
    .replaceAll(CLOSE, ")")
    .replaceAll(OPEN_W, "（")
    .replaceAll(CLOSE_W, "）")
    .replace(/\(\s*[,;:]?\s*/g, "(")
    .replace(/\s*[,;:]\s*\)/g, ")")
    .replace(/\s*\(\)/g, "");
}
