import { endsOpen, hasMainVerb, NEEDS_OBJECT_ADJECTIVE, opensClause } from "../quality/main-verb.js";
import { countSpokenWords } from "../plan/spoken-words.js";

/**
 * Where a long sentence may be cut for a bullet, and whether what is left is a statement.
 * Heuristics only (no parser): a head must have something verb-like, must not be a subordinate
 * clause ("If we rescale X"), must not leave a relative clause open (", which was ...").
 */
const STRONG_EN = /[;:]\s+/g;
const WEAK_EN = /,\s+|\s+(?=(?:which|where|while|whereas|because|since|although|so that|such that|thereby|allowing|making|leading to|in order to|as well as|rather than|even if|unless|until)\s)|\s+(?=and\s+(?:could|can|may|might|will|would|should|must|also|then|thus|hence|therefore|is|are|was|were|has|have|had|does|do|did)\s)|\s+(?=as\s+(?:the|a|an|our|we|they|it|its|their|this|these|each|all|most|many|some)\s)/gi;
/**
 * "X are the fastest | as the concurrent ones add overhead": "as" opens a clause of reason only
 * when a clause follows (a verb before the next comma), and not in "the same as", "such as",
 * "as fast as", nor after a verb it completes ("serves as the baseline").
 */
function reasonAs(raw: string, rest: string): boolean {
  const clause = rest.replace(/^as\s+/i, "").split(/[,;:]/)[0] ?? "";
  return hasMainVerb(clause) && !/\b(?:same|such|so|as)$/i.test(raw) && !/\bas\s+\S+$/i.test(raw) && !endsOpen(raw, true);
}
const BOUNDARY_ZH = /[，；：]/gu;

const SUBORDINATE_EN = /^(?:If|When|Whenever|While|Whereas|Although|Though|Because|Since|As|Once|Unless|After|Before|Until|Whether|Even if|Even though)\b/;
/** Chinese heads that open ("除了……", "当……") or close ("……后", "……时") a subordinate phrase. */
const SUBORDINATE_ZH = /^(?:除了?|当|在|如果|虽然|尽管|由于|因为|为了|通过|对于|随着|作为|与|相比)|[后前外中]$|(?<!小)时$/u;
const OPEN_RELATIVE = /,\s+(?:which|who|whom|whose|where)\b/i;

/** Rough finite-verb test; "-ed" counts unless it follows "of/the/a ..." ("studies of altered feedback"). */
export const HAS_VERB =
  /\b(?:is|are|was|were|be|been|has|have|had|can|could|will|would|may|might|must|should|do|does|did|remains|seems|appears|exists|shows|uses|makes|gives|takes|needs|requires|provides|allows|leads|helps)\b|(?<!\b(?:of|the|a|an|by|with|in|for|and|or|to|from|on|at)\s)\b\p{L}{3,}ed\b|\b(?:we|they|it|this|which|that)\s+\p{L}+/iu;

const DANGLING =
  /\s+(?:and|or|but|of|the|a|an|to|in|for|with|by|on|at|from|as|that|which|is|are|was|were|be|been|has|have|had|its|their|our|this|these|than|into|using|via|between|both|either|not|can|could|will|would|may|might|should|more|most|very|such|due|together|along|according|prior|however|also|if|when|because|while|where|whether|through|across|over|under|onto|upon|within|without|among|toward|towards|per|about|around|against|beyond|despite|during|except|inside|outside|since|until|like|unlike|after|before)$/i;
const TRAILING_ADVERB = /,\s*(?:\p{L}+ly|however|though|too|also|then|thus|therefore|together|for example|for instance|in general|in turn)$/iu;

/** A bullet ending in one of these words was cut before its phrase ended. */
export const DANGLING_WORD = DANGLING;

/** A capital "A" at the end is a symbol ("the Phi sub 0 P A"), not an article left hanging. */
const SYMBOL_A = /\sA$/;

export function dropDangling(text: string): string {
  let t = text.replace(/[\s,;:]+$/, "").replace(TRAILING_ADVERB, "");
  for (let i = 0; i < 4 && DANGLING.test(t) && !SYMBOL_A.test(t); i += 1) t = t.replace(DANGLING, "").replace(/[\s,;:]+$/, "");
  return t;
}

/** Chinese heads that point back at what came before ("它们", "这些模型", "该方法", "其"), as "They"/"These" do. */
const LEANS_BACK_ZH = /^(?:它们?|他们|这些?|那些?|此|该|其)/u;
/** Chinese clauses that continue the one before ("包括……", "以及……", "从而……"): fragments on their own. */
const CONTINUES_ZH = /^(?:包括|例如|比如|以及|并且|而且|但是?|从而|因此|以便|同时|即)/u;
/** A Chinese head that neither opens nor closes a subordinate phrase, nor points back or continues. */
export const isCjkStatement = (head: string): boolean => !SUBORDINATE_ZH.test(head) && !LEANS_BACK_ZH.test(head) && !CONTINUES_ZH.test(head);

/**
 * A sentence's lead phrase ("With the external simulator running in parallel, …", "With the
 * increasing importance of diode pumped lasers, …"): a head that opens with a preposition and
 * ends at or before the comma that closes it is that phrase alone, whatever verb the tagger thinks
 * it sees in a participle.
 */
const PREPOSITION_LEAD = /^(?:With|Without|In|On|At|For|From|By|Across|Among|Under|Over|Through|During|After|Before|Unlike|Like|Given|Compared|Based|Despite|Using)\b/;

/** True when `head` (a start of `text`) lies inside the lead phrase `text` opens with. */
export function insideLeadPhrase(head: string, text: string): boolean {
  const phrase = head.replace(/,\s*$/, "");
  return PREPOSITION_LEAD.test(phrase) && !phrase.includes(",") && text.slice(phrase.length).includes(",");
}

function isStatement(head: string, cjk: boolean): boolean {
  if (cjk) return isCjkStatement(head);
  // The rough verb test first; the tagger finds verbs it misses ("routing cuts the latency").
  return (HAS_VERB.test(head) || hasMainVerb(head)) && !SUBORDINATE_EN.test(head) && !OPEN_RELATIVE.test(head);
}

/** A comma after an adjective is a list of adjectives ("a small, independent cohort"), not a clause end. */
const ADJECTIVE_END = /(?:\p{L}+(?:al|ive|ous|ic|ful|less|able|ible|based|like|wise|specific|ized|ised|ected|rected)|small|large|new|big|high|low|simple|single|novel|open|free|full|fast|slow|short|long|complex|multi-level|raw)$/iu;

/**
 * After a comma, the rest of a list: "Y, and Z", "Y, W to new data, and Z" (a head cut there
 * would keep the list's first items only). Items are short and start no clause of their own.
 */
const LIST_GOES_ON = /^(?:(?!(?:we|they|it|which|that|who|where)\b)[^,;:]{1,45},\s+){1,6}(?:and|or)\s/i;

/**
 * After a comma, a list's last two items: "constituted 0.55 percent, | 0.25 percent and 0.3
 * percent of …", "is fast, | accurate and small". A short item, then "and"/"or", before any
 * other punctuation, and not a clause of its own; nor a second predicate (", and have come to
 * play …": the head before it is a whole statement).
 */
const LAST_ITEMS = /^(?!(?:we|they|it|which|that|who|where|while|whereas|but|so|thus|although|because)\b)(?!(?:and|or)\s+(?:could|can|may|might|will|would|should|must|is|are|was|were|has|have|had|does|do|did)\s)(?:[^\s,;:]+\s+){0,3}(?:and|or)\s/i;

/** Verbs that need what follows them ("… centers stay | within the county", "… depends | on X"). */
const NEEDS_COMPLEMENT = /\b(?:stay(?:s|ed)?|remain(?:s|ed)?|lies|depend(?:s|ed)?|rel(?:y|ies|ied)|consist(?:s|ed)?|belong(?:s|ed)?|refer(?:s|red)?|correspond(?:s|ed)?|appl(?:y|ies|ied)|relate(?:s|d)?|differ(?:s|ed)?|stem(?:s|med)?|arise(?:s)?|arose|contribute(?:s|d)?)$/i;
/** Verbs whose object is owed a place or target after it ("we focused our work | on X", "spend most time | on Y"). */
const OBJECT_NEEDS_COMPLEMENT = /\b(?:focus(?:es|ed|ing)?|concentrat(?:e|es|ed|ing)|bas(?:e|es|ed|ing)|spen(?:d|ds|t|ding)|devot(?:e|es|ed|ing)|direct(?:s|ed|ing)?|restrict(?:s|ed|ing)?|limit(?:s|ed|ing)?)\s+(?:(?:our|their|its|the|this|these|his|her|most|much|all)\s+){1,2}(?:[\p{L}-]+\s+)?[\p{L}-]+$/iu;
/** An adjective that owes what it is said of: "it is possible | for particles to travel", "it is necessary | to …". */
const ADJECTIVE_NEEDS_COMPLEMENT = /\b(?:is|are|was|were|be|been|becomes?|became|seems?|remains?)\s+(?:\p{L}+ly\s+)?(?:possible|impossible|necessary|unnecessary|difficult|easy|hard|important|able|unable|likely|unlikely|useful|crucial|essential|sufficient|enough|common|reasonable|natural|tempting|worth)$/iu;
/** A passive ends its clause ("the filter is applied", "the terms are related"): no complement owed. */
const PASSIVE_END = /\b(?:is|are|was|were|be|been|being)\s+(?:\p{L}+ly\s+)?(?:applied|related|referred|contributed)$/iu;
/** "We hypothesized that, although X is Y": the clause "that" opened has not started yet. */
const OPEN_AFTER_THAT = /\bthat,?\s+(?:although|though|because|if|when|while|since|unless|whereas|even though|even if|once)\b[^;:]*$/i;
/** The last clause a head opens with a subordinating word, to the end of the head. */
const LAST_SUBCLAUSE = /\b(?:that|whether|which|who|whom|because|although|if|when|where)\s+((?:(?!\b(?:that|whether|which|who|whom|because|although|if|when|where)\b)[^,;:])+)$/i;

/**
 * A head cut before its clause is done: "… account for the fact that the regressand | in the
 * second stage is estimated" (the "that" clause has no verb yet), or a verb that needs what the
 * cut dropped ("… the effects stay | within the county").
 */
export function leftOpen(head: string): boolean {
  if ((NEEDS_COMPLEMENT.test(head) && !PASSIVE_END.test(head)) || OBJECT_NEEDS_COMPLEMENT.test(head) || ADJECTIVE_NEEDS_COMPLEMENT.test(head) || OPEN_AFTER_THAT.test(head)) return true;
  const clause = LAST_SUBCLAUSE.exec(head)?.[1];
  return clause !== undefined && !HAS_VERB.test(clause) && !hasMainVerb(clause);
}

/** Things counted before they are given: "have two ways", "for three main reasons", "are several steps" (not "we consider seven types", a choice). */
export const COUNTED = /\b(?:have|has|had|are|were|is|was|for|with)\s+(?:two|three|four|five|six|seven|several|various|multiple|a few|a number of)\s+(?:[\p{L}-]+\s+)?[\p{L}-]+s\b/iu;

/**
 * Shell nouns (a phenomenon, a problem, a question …: nouns whose content is given elsewhere)
 * brought in as new, with at most six words after them: what they are comes next.
 */
const SHELL_ANNOUNCED =
  /\b(?:a|an|one|another|the following)\s+(?:[\p{L}-]+\s+){0,3}?(?:phenomenon|phenomena|problems?|challenges?|issues?|questions?|observations?|patterns?|trends?|paradox|puzzles?|findings?|insights?|ideas?|principles?|reasons?|strategy|strategies|limitations?|propert(?:y|ies)|differences?|tensions?|trade-?offs?|gaps?|goals?|aims?|hypothes[ie]s|conjectures?|lessons?|conclusions?|results?)(?:\s+[\p{L}-]+){0,6}\s*$/iu;

/**
 * What a colon then gives: things counted before ("We have two ways of detecting X | : …"), or a
 * shell noun brought in as new ("We observe a disconcerting phenomenon in these studies | : larger
 * studies do worse"). The head alone only announces it.
 */
function announces(head: string): boolean {
  const h = head.replace(/:$/, "");
  return COUNTED.test(h) || SHELL_ANNOUNCED.test(h);
}

/**
 * ", and none of them exceeded 15 days", ", and then construct an estimator": after the comma,
 * "and"/"but" opens a clause or a second predicate, not a list's last item; the head before it is
 * a whole statement.
 */
function secondClause(raw: string, rest: string): boolean {
  const m = /^(?:and|but)\s+([^,;:]+)/i.exec(rest);
  const clause = m?.[1];
  return clause !== undefined && opensClause(clause) && hasMainVerb(raw);
}

/**
 * After a colon, a list ("…: precision, recall, F1-score and RMSE"): three or more items, the
 * first with no verb of its own. The head before it names a set the list is.
 */
function listFollows(rest: string): boolean {
  const body = rest.split(/[.;]/)[0] ?? "";
  const items = body.split(/,\s*|\s+(?:and|or)\s+/).filter((x) => x.trim() !== "");
  return items.length >= 3 && !hasMainVerb(items[0] ?? "");
}

function lastHead(text: string, boundary: RegExp, cjk: boolean, minWords: number, maxWords: number): string | null {
  let best: string | null = null;
  for (const m of text.matchAll(boundary)) {
    const at = m.index ?? 0;
    const raw = text.slice(0, at).trim();
    const rest = text.slice(at + m[0].length);
    // "…, regularization schedules, and architectures": a head cut before the list's last item.
    // (The tagger's test of a second clause runs last: it is the costly one.)
    if (!cjk && m[0].startsWith(",") && (ADJECTIVE_END.test(raw) || LIST_GOES_ON.test(rest) || LAST_ITEMS.test(rest) || (raw.includes(",") && /^(?:and|or)\s/i.test(rest))) && !secondClause(raw, rest)) continue;
    // "depends on forward- | and then back-propagation": a suspended compound goes on after "and".
    if (!cjk && /\p{L}-$/u.test(raw)) continue;
    if (!cjk && /^as\s/i.test(rest) && !/[,;:]/.test(m[0]) && !reasonAs(raw, rest)) continue;
    // "the rate at | which mutations occur", "a model | which predicts …", "in cases | where females
    // choose": "which" or "where" without a comma opens a clause that says which one is meant, and
    // the noun says nothing without it.
    if (!cjk && /^(?:which|where)\s/i.test(rest) && !/[,;:]/.test(m[0])) continue;
    // "We have two ways of detecting X | : tracking collisions and chain length": the colon gives
    // the things the head counted, and the head alone only announces them.
    if (!cjk && (m[0].includes(":") || /:$/.test(raw)) && (announces(raw) || listFollows(rest))) continue;
    const head = dropDangling(raw);
    const words = countSpokenWords(head);
    if (words > maxWords) break;
    if (!cjk && insideLeadPhrase(raw, text)) continue;
    // "We ask whether a recognizer can learn | which few frames …": with no punctuation at the
    // boundary, a head ending in its verb still wants the object the rest of the sentence is.
    if (!cjk && !/[,;:]/.test(m[0]) && endsOpen(head, true)) continue;
    if (words >= minWords && isStatement(head, cjk) && (cjk || (!endsOpen(head, false) && !leftOpen(head)))) best = head;
  }
  return best;
}

/** The longest statement before a clause boundary that fits: after ";" or ":" from 3 words, after a comma from 5. */
export function cutAtClause(text: string, cjk: boolean, maxWords: number): string | null {
  if (cjk) return lastHead(text, BOUNDARY_ZH, true, 6, maxWords);
  return lastHead(text, STRONG_EN, false, 3, maxWords) ?? lastHead(text, WEAK_EN, false, 5, maxWords);
}

/**
 * Words that open a phrase a bullet can end before: the clause before them is whole ("We compute
 * exact gradients of cross-validation performance | with respect to …", "X improves accuracy | on
 * every data set"). Not "to", "that" or "as", which usually complete the verb before them
 * ("allows X to", "show that", "serve as"); nor a condition ("when", "where", "under", "if",
 * "unless"), without which the claim says more than the paper does ("… produces biased
 * estimates | when effects cross borders").
 */
const PHRASE_CUT =
  /^(?:by|using|with|from|for|in|on|at|via|through|across|over|between|among|within|without|during|after|before|which|while|whereas|because|since|thereby|allowing|making|leading|including|due to|together with|along with|such as|even (?:when|if|though)|especially|particularly)\b/i;

/** Nouns that name a relation and owe its other end: "a role in …", "an impact on …", "the need for …". */
const RELATIONAL_NOUN = /^(?:roles?|involvement|participation|impacts?|effects?|influences?|contributions?|needs?|necessity|importance|relevance|access|implications?|consequences?|responsibility|dependence|sensitivity|resistance|exposure|attention|commitment|approach(?:es)?|solutions?|alternatives?|interest|insights?|increases?|decreases?|improvements?|gains?|reductions?|drops?|changes?|differences?|correlations?|associations?|relationships?|relations?|interactions?|links?|similarit(?:y|ies)|contrasts?|distinctions?|trade-?offs?|capabilit(?:y|ies)|abilit(?:y|ies))$/i;

/** "the effect of X" with no "on" yet: the cut at "on" would drop what X acts on. */
const OWES_ON = /\b(?:effects?|impacts?|influences?|dependence)\s+of\b(?:(?!\bon\b)[^,;])*$/i;
/** A verb of using, whose purpose ("… to constrain models") a cut must not drop. */
const USES = /\b(?:use[sd]?|using|employ(?:s|ed)?|exploit(?:s|ed)?|leverag(?:e|es|ed))\b/i;
/** A purpose within the next few words of the phrase cut away, before any comma: "… to constrain …". */
const PURPOSE_AHEAD = /^(?:[^\s,;]+\s+){0,6}?to\s+(?!the\b|a\b|an\b|this\b|these\b|their\b|its\b|our\b|each\b|all\b)\p{Ll}+/u;

/** A head ending in an indefinite noun phrase with nothing yet saying which: "a single point", "an interaction". */
const INDEFINITE_END = /\b(?:a|an)\s+(?:(?!of\b)[\p{L}-]+\s+){0,3}[\p{L}-]+$/iu;
/** A negation in a head: "cannot", "can not", "do not", "never", "no". */
const NEGATION = /\b(?:not|cannot|never|no|neither|nor)\b|n't\b/i;

const COMPARATIVE = /\b(?:better|worse|higher|lower|faster|slower|larger|smaller|greater|fewer|more|less|stronger|weaker|longer|shorter|wider|narrower|deeper|richer|closer|earlier|later|superior|inferior|similar|comparable|different)\b/i;

/** The longest statement (at least 5 words) that ends just before a phrase opens, within the word limit. */
export function cutAtPhrase(text: string, maxWords: number): string | null {
  const words = text.split(/\s+/);
  let best: string | null = null;
  const colon = words.findIndex((w) => /:$/.test(w));
  const announcedUntil = colon >= 0 && announces(words.slice(0, colon + 1).join(" ")) ? colon : -1;
  for (let i = 5; i < words.length && i <= maxWords; i += 1) {
    if (!PHRASE_CUT.test(words.slice(i, i + 3).join(" "))) continue;
    // "a 16 by 16 grid", "from 5 to 60": a number on both sides is one quantity, not a phrase boundary.
    if (/\d/.test(words[i - 1] ?? "") && /^\d/.test(words[i + 1] ?? "")) continue;
    // "matches the ground truth | for 63 percent of the drawings": the number is the result.
    if (/\d/.test(words.slice(i, i + 4).join(" "))) continue;
    // "a better outcome | than …", "higher accuracy | on …": a comparison keeps what it compares with.
    if (COMPARATIVE.test(words.slice(0, i).join(" "))) continue;
    // "repeated multiplication | by gamma": after a noun made from a verb, "by"/"of" names its object.
    if (/^by$/i.test(words[i] ?? "") && /(?:tion|sion|ment|ance|ence)s?$/i.test(words[i - 1] ?? "")) continue;
    // "confirms the necessity of | using …": the phrase before the cut is not done; dropping its
    // "of" would leave "the necessity" without what it is the necessity of.
    if (DANGLING.test(words.slice(0, i).join(" "))) continue;
    // "fulfills a central role | in the workflow", "has an impact | on X": a relational noun owes
    // what it relates to.
    if (RELATIONAL_NOUN.test(words[i - 1] ?? "") && /^(?:in|on|for|to|of|with|between)$/i.test(words[i] ?? "")) continue;
    // "the effects of train and test set sizes | on performance": the effect's other end is still to come.
    if (/^on$/i.test(words[i] ?? "") && OWES_ON.test(words.slice(0, i).join(" "))) continue;
    // "Recent work has used star counts | in the bulge to constrain models of the bar": what a
    // thing was used for is the point of using it.
    if (USES.test(words.slice(0, i).join(" ")) && PURPOSE_AHEAD.test(words.slice(i).join(" "))) continue;
    // "is not as effective | in practice as …": the comparison's second "as" is still to come.
    if (/\b(?:as|so)\s+(?:\p{L}+ly\s+)?[\p{L}-]+$/iu.test(words.slice(0, i).join(" "))) continue;
    // "the rate | at which mutations occur": a relative clause without a comma says which one is
    // meant; without it the noun says nothing.
    if (!/,$/.test(words[i - 1] ?? "") && /^(?:which|whom)$/i.test(words[i + 1] ?? "")) continue;
    // "a single point | in QCD", "introducing an interaction | between …": an indefinite noun
    // phrase the cut phrase would say which one of ("of" already says it: "an inventory of snoRNAs").
    if (INDEFINITE_END.test(words.slice(0, i).join(" "))) continue;
    // "we can not estimate a global treetop | by loading the whole tree": what is denied may be
    // only the way the cut phrase gives, so the head alone may say the opposite of the paper.
    if (NEGATION.test(words.slice(0, i).join(" "))) continue;
    // "an operator which may shed light | on …": a relative clause cut before its end.
    if (/\b(?:which|who|whom|whose)\s+(?:\S+\s+){0,4}\S+$/i.test(words.slice(0, i).join(" "))) continue;
    if (insideLeadPhrase(words.slice(0, i).join(" "), text)) continue;
    // A cut at or before a colon that announces what follows it leaves only the announcement.
    if (announcedUntil >= i - 1) continue;
    const head = dropDangling(words.slice(0, i).join(" "));
    const n = countSpokenWords(head);
    // The tagger finds the verb the rough test misses ("Our CNN learns …").
    // Not after a verb: "correlations stemming | from X", "the score is computed | by Y" cut the verb's own complement.
    // "X has a dismal prognosis, and development of new therapies | through …": the cut took the
    // verb of the clause after ", and".
    const clauses = head.split(/,\s+(?:and|but|while|whereas|so)\s+/);
    if (clauses.length > 1 && !hasMainVerb(clauses[clauses.length - 1] ?? "")) continue;
    if (n >= 5 && n <= maxWords && !/,$/.test(head) && !SUBORDINATE_EN.test(head) && !OPEN_RELATIVE.test(head) && hasMainVerb(head) && !endsOpen(head) && !leftOpen(head)) best = head;
  }
  return best;
}

/** Cuts at the word limit; in Chinese, backs off to the last clause mark rather than split a word. */
/** Prepositions that open a phrase a word cut can leave unfinished ("… across different"). */
const PREPOSITION = /^(?:across|along|among|around|at|between|by|for|from|in|into|of|on|over|per|through|to|toward|towards|under|using|via|with|within|without)$/i;

/**
 * After a word cut, a phrase opened by a preposition in the last three words is probably
 * unfinished; end before it when enough remains ("threshold for face-pairs across different"
 * → "threshold for face-pairs").
 */
function dropOpenPhrase(words: string[]): string[] {
  for (let i = words.length - 1; i >= Math.max(0, words.length - 3); i -= 1) {
    if (PREPOSITION.test(words[i] ?? "") && i >= 5) return words.slice(0, i);
  }
  return words;
}

export function truncateWords(text: string, cjk: boolean, maxWords: number): string {
  if (!cjk) {
    const words = text.split(/\s+/);
    const cut = words.slice(0, maxWords);
    const kept = words.length > maxWords ? dropOpenPhrase(cut) : cut;
    // "… knowledge conditional | on censorship": an adjective that needs its object goes with it.
    while (kept.length > 5 && NEEDS_OBJECT_ADJECTIVE.test(kept[kept.length - 1] ?? "")) kept.pop();
    return dropDangling(kept.join(" "));
  }
  let out = "";
  for (const ch of text) {
    if (countSpokenWords(out + ch) > maxWords) break;
    out += ch;
  }
  const mark = Math.max(out.lastIndexOf("，"), out.lastIndexOf("；"));
  const head = mark > 0 ? out.slice(0, mark) : out;
  return countSpokenWords(head) >= 3 ? head : out;
}

/** A lead clause that may be dropped leaves a main clause: not one that starts with a link word. */
export const LEADS_WITH_LINK = /^(?:and|or|but|which|that|who|where|then|thus|so|rather|upon|in|on|at|of|for|with|by|from|to|as|than|via|into|over|under)\b/i;
/** "In this work we explore X, ..." has its subject and verb before the comma: not a lead clause. */
export const HAS_SUBJECT_VERB = /\b(?:we|they|it|he|she|i)\s+\p{Ll}+/u;
export { SUBORDINATE_EN };
