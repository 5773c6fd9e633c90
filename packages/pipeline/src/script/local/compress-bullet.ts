import { countSpokenWords } from "../plan/spoken-words.js";
import { BULLETS } from "../types.js";
import { cutAtClause, cutAtPhrase, HAS_SUBJECT_VERB, LEADS_WITH_LINK, SUBORDINATE_EN, truncateWords } from "./bullet-clauses.js";
import { capitaliseFirst } from "../../text/capitalise.js";
import { ATTENTION_VERBS, STANCE_EN, withoutLinkingMarkers } from "./coherence.js";

const OPENER_EN =
  /^(?:However|Regardless|Concretely|More concretely|More specifically|Together|Taken together|Altogether|Collectively|All in all|Even so|Moreover|Furthermore|In addition|Additionally|Also|Thus|Therefore|Hence|Finally|Overall|In summary|In short|In particular|Importantly|Notably|Interestingly|Here|Specifically|First|Second|Third|Fourth|Firstly|Secondly|Thirdly|Lastly|Last|Further|Next|Then|Likewise|Similarly|Instead|Indeed|In practice|To this end|As a result|For example|For instance|In contrast|On the other hand|On (?:the )?one hand|Nonetheless|Nevertheless|Consequently|Accordingly|Surprisingly|Amazingly|Fortunately|Unfortunately|For (?:this|these) reasons?|As a consequence|More generally|More broadly|In this (?:paper|work|study|section|talk)),\s*/i;
const FRAME_EN = new RegExp(
  String.raw`^(?:(?:we|the authors|our (?:results|analysis|experiments|findings)|the results|these results|results|experiments) (?:(?:can|could|were able to|have|has|had) )?(?:show|showed|shown|shows|see|saw|seen|find|found|demonstrate|demonstrated|observe|observed|confirm|confirmed|suggest|suggested|indicate|indicated|reveal|revealed|argue|argued|note|noted|conclude|concluded|expect|believe|report|reported|establish|established)s?(?: (?:from|in|across|with|using|on|through)(?: [\w-]+){1,5}?)?|it (?:has been|had been|was|is) (?:shown|found|demonstrated|observed|established|known)|${ATTENTION_VERBS}) that\s+|^we (?:believe|think|hope|suspect)\s+(?:that\s+)?(?=the\s)`,
  "i",
);
/**
 * A lead phrase that points back at what came before ("To investigate further, we …", "To test
 * this, we …", "Given these results, …"): on a slide it follows nothing; the clause after it stands.
 */
const LEANING_LEAD_EN = /^(?:To|In order to|Given|In light of|Motivated by|Based on)\b[^,]{0,50}?\b(?:further|this|these|those|that|them|it|such)\b[^,]{0,30},\s+(?=(?:we|our|the|a|an|this)\b)/i;
/** "And the 9 elements … are determined": the conjunction ties the sentence to the one before; the rest stands alone. */
const LEADING_AND = /^(?:And|But)\s+(?=\p{Ll})/u;
const OPENER_ZH = /^(?:然而|此外|另外|因此|所以|同时|首先|其次|最后|实际上|总之|特别是|例如)[，,]\s*/u;
const FRAME_ZH = /^(?:我们(?:发现|表明|证明|观察到|认为)了?|结果表明|实验表明)[，,]?\s*/u;

/**
 * A leading clause or phrase the main clause is true without: a concession ("While X, Y"), a
 * purpose ("To do X, we Y"), a means ("By doing X, …", "Using X, …") or a time ("After X, …",
 * "Recently, …"). Not a frame the claim holds in ("Traditionally, …", "Typically, …", "Previously,
 * …": without it the claim is about today, or always), a condition, reason or scope ("If …", "When …", "Since the process is
 * non-linear, …", "With global alignment, …", "In the spliced mode, …", "For small panels, …",
 * "Unlike X, …"): without it the claim is false, unexplained, or claims more than the paper does.
 */
const LEAD_CLAUSE_EN =
  /^(?:While|Whereas|Although|Though|Despite|By|To|Using|Through|After|Before|Following|Recently|Currently)\b[^,]{0,90},\s+/;
const LEAD_CLAUSE_ZH = /^(?:虽然|尽管|由于|因为|如果|当|为了|通过|在|与|对于|随着)[^，]{0,30}，/u;

/**
 * "We introduce the MH-GAN, which combines X and Y": what is introduced is the subject of the
 * point, so the bullet says "The MH-GAN combines X and Y" (one clause, the verb kept).
 */
const INTRODUCED_WHICH_EN = /^We (?:introduce|propose|present|develop|describe|design|build|use|adopt|train) ((?:the|a|an|our) [^,;()]{1,80}?), which (?=\p{Ll}+s\b)/u;

/**
 * "We measure memory at 40 sites … and find that memory lasts 12 days …": a sentence that does
 * something and then reports what it found. The finding is the point, unless it leans on the
 * clause before ("… and found that it improved performance").
 */
const FINDING_EN = /(?:,\s*|\s)and\s+(?:we\s+)?(?:then\s+)?(?:find|found|show|showed|demonstrate|demonstrated|observe|observed|conclude|concluded|confirm|confirmed|reveal|revealed)\s+that\s+(?!(?:it|its|they|their|this|these|that|those|he|she|there|such)\b)(?<finding>[^;:]+)$/i;
/**
 * "We perform an extensive evaluation in simulation and the real world, where we outperform a
 * state-of-the-art adaptive controller …": the "where" clause says how it came out, which is the
 * point ("We outperform …").
 */
const WHERE_OUTCOME_EN = /,\s*where\s+(?<outcome>we\s+(?:outperform|achieve|improve|reduce|beat|surpass|exceed|obtain|reach|find|observe|show)\b[^;:]+)$/i;

/** How much a bullet had to be cut: whole sentences read best, clause cuts next, word cuts last. */
export type BulletFit = "whole" | "clause" | "truncated";

export interface CompressedBullet {
  text: string;
  fit: BulletFit;
  /** For a word cut: the rest of the sentence after the bullet's last word. */
  rest?: string;
}


/**
 * Examples set off by commas inside a sentence: "models, such as constant bit-rate traffic,
 * misrepresent …" → "models misrepresent …". The aside has no comma of its own, and what follows
 * it is not the rest of a list: no "and"/"or" and no comma soon after ("such as A, B and C, do …"
 * and "including A, B and C." are left as they are).
 */
const EXAMPLE_ASIDE_EN = /,\s*(?:such as|e\.g\.,?|for example|for instance|including|like|i\.e\.,?|namely|in particular|particularly|especially|notably)\s+[^,;:]{1,80},\s*(?!(?:and|or)\b)(?![^,;:.]{0,40},)(?![^,;:.]{0,40}\s(?:and|or)\s)/gi;

/** "In this work we show …" once its commas are gone ("In this work, however, we …"). */
const IN_THIS_WORK = /^In this (?:paper|work|study|article),?\s+(?=(?:we|I)\s)/i;

/** A participle phrase set off by commas inside a phrase: "capture extant, used in the wild, PDF parsers". */
const PARTICIPLE_ASIDE_EN = /,\s+\p{Ll}+ed\s+(?:in|by|on|at|for|from|with|across)\s+[^,;:]{1,40},\s*(?=\p{L})/gu;

function clean(text: string): string {
  return withoutLinkingMarkers(text.replace(/\s*\([^()]*\)/g, "").replace(EXAMPLE_ASIDE_EN, " ").replace(PARTICIPLE_ASIDE_EN, " "))
    // An aside taken out between two "to"s ("wanted to, including web search, to complete").
    .replace(/\b(to|the|a|of)\s+\1\b/gi, "$1")
    .replace(/\s*（[^（）]*）/gu, "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/**
 * What a sentence says without its asides and openers: what a bullet of it should keep
 * (parenthesised text, examples set off by commas, "However,", "We show that" are not the point).
 */
export function coreOf(sentence: string, cjk: boolean): string {
  let s = clean(sentence);
  for (let i = 0; i < 3; i += 1) {
    s = cjk
      ? s.replace(OPENER_ZH, "").replace(FRAME_ZH, "")
      : s.replace(OPENER_EN, "").replace(STANCE_EN, "").replace(IN_THIS_WORK, "").replace(FRAME_EN, "").replace(LEADING_AND, "").replace(LEANING_LEAD_EN, "");
  }
  return s;
}

/** No closing punctuation on a slide bullet, except a question's mark. */
function finish(text: string): string {
  const t = text.replace(/[\s.,;:!。，；：！、।]+$/u, "").trim();
  return capitaliseFirst(t);
}

/** Drops "While X," / "By doing X," when what follows is a main clause; returns the text unchanged otherwise. */
function dropLeadClause(s: string, cjk: boolean): string {
  const rest = s.replace(cjk ? LEAD_CLAUSE_ZH : LEAD_CLAUSE_EN, "");
  if (rest === s || countSpokenWords(rest) < 4) return s;
  if (cjk) return finish(rest);
  const lead = s.slice(0, s.length - rest.length);
  // "Since X, and thus Y": the comma did not end the clause; "In this work we explore X, ...": no lead clause at all.
  if (LEADS_WITH_LINK.test(rest) || (!SUBORDINATE_EN.test(lead) && HAS_SUBJECT_VERB.test(lead))) return s;
  // "While most measurements are made on skeletal growth, the model predicts biomass growth, which
  // may not always be strongly correlated": the relation's other term is in the lead clause.
  if (RELATION_WITHOUT_TERM.test(rest.trim())) return s;
  return finish(rest);
}

/** A main clause that ends on a relation whose second term it does not name. */
const RELATION_WITHOUT_TERM = /\b(?:correlated|related|similar|different|comparable|consistent|associated|linked|equivalent|analogous|proportional|identical)\s*[.!]?$/i;

/**
 * A sentence squeezed into a slide bullet of at most 12 words: asides and discourse openers go,
 * "We show that X" keeps X, a leading "While X," / "By doing X," clause goes, then the sentence
 * is cut at its last clause boundary that fits, or at 12 words without a dangling "of"/"the".
 * No trailing period.
 */
export function compressToBullet(sentence: string, cjk: boolean, maxWords: number = BULLETS.maxWords): CompressedBullet {
  const s = finish(coreOf(sentence, cjk));
  if (countSpokenWords(s) <= maxWords) return { text: s, fit: "whole" };
  if (!cjk) {
    const introduced = finish(s.replace(INTRODUCED_WHICH_EN, "$1 "));
    if (introduced !== s && countSpokenWords(introduced) <= maxWords) return { text: introduced, fit: "clause" };
  }
  if (!cjk) {
    const finding = FINDING_EN.exec(s)?.groups?.["finding"] ?? WHERE_OUTCOME_EN.exec(s)?.groups?.["outcome"];
    if (finding !== undefined && countSpokenWords(finding) <= maxWords + BULLETS.wholeMaxWords - BULLETS.maxWords) return { text: finish(finding), fit: "clause" };
  }
  const main = dropLeadClause(s, cjk);
  if (main !== s && countSpokenWords(main) <= maxWords) return { text: main, fit: "clause" };
  // A statement a little over the limit is shown whole: any cut would lose part of what it says
  // ("Unconverged SGD can be interpreted as sampling" of "… from an approximate posterior").
  if (!cjk && countSpokenWords(main) <= maxWords + BULLETS.wholeMaxWords - BULLETS.maxWords) return { text: main, fit: main === s ? "whole" : "clause" };
  // A whole clause (cut at ", while", ";") may run to the length a whole statement may; a cut
  // inside a clause, at a phrase, keeps to the shorter limit.
  const clause =
    cutAtClause(main, cjk, maxWords) ??
    (cjk || maxWords !== BULLETS.maxWords ? null : cutAtClause(main, cjk, BULLETS.wholeMaxWords)) ??
    (cjk ? null : cutAtPhrase(main, maxWords));
  if (clause !== null) return { text: finish(clause), fit: "clause" };
  const cut = truncateWords(main, cjk, maxWords);
  const rest = cjk ? undefined : main.split(/\s+/).slice(cut.split(/\s+/).length).join(" ");
  return { text: finish(cut), fit: "truncated", ...(rest === undefined ? {} : { rest }) };
}
