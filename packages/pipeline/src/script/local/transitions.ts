import type { CaseStats } from "./casing.js";
import { spokenHeading, withArticle } from "./spoken-title.js";
import { capitaliseFirst } from "../../text/capitalise.js";
import { escapeRegExp } from "../../text/escape-regexp.js";

/**
 * A short spoken hand-over that names the section, varied through the talk. English and Chinese
 * have templates; for other languages there is none (an English phrase glued into, say, Hindi
 * narration would be worse than no transition).
 */
const EN = {
  first: ["Let's begin with {t}.", "First, {t}."],
  middle: ["Next, let's look at {t}.", "Now for {t}.", "Moving on to {t}.", "Let's turn to {t}.", "Next up: {t}.", "Now, {t}."],
  last: ["Finally, {t}.", "To wrap up, {t}.", "Finally, let's turn to {t}."],
};
const ZH = {
  first: ["首先来看“{t}”部分。"],
  middle: ["接下来看“{t}”部分。", "下面介绍“{t}”。", "然后是“{t}”部分。", "再来看“{t}”。"],
  last: ["最后是“{t}”部分。", "最后来看“{t}”。"],
};

const TEMPLATES = [...EN.first, ...EN.middle, ...EN.last, ...ZH.first, ...ZH.middle, ...ZH.last].map(
  (t) => new RegExp(`^${escapeRegExp(t).replace("\\{t\\}", ".{1,120}")}$`, "iu"),
);
/** Hand-overs that name no heading, for headings too long to say inside one. */
const PLAIN = { first: "Let's begin.", middle: ["Let's move on.", "Next.", "Moving on."], last: "Finally, let's wrap up." };
const PLAIN_SENTENCES = new Set([PLAIN.first, ...PLAIN.middle, PLAIN.last]);

/** A sentence that is one of the writer's transitions (so it is never turned into a bullet). */
export function isTransition(sentence: string): boolean {
  return PLAIN_SENTENCES.has(sentence.trim()) || TEMPLATES.some((re) => re.test(sentence.trim()));
}

/** Stable small number from text, so a paper always gets the same choice of phrases. */
function seed(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + (c.codePointAt(0) ?? 0)) % 9973;
  return h;
}

/**
 * position: 1-based index among the body sections; count: how many there are. The first and
 * last get their own phrases; the middle ones rotate, so no phrase repeats within a talk of up
 * to eight sections.
 */
export function transitionFor(
  title: string,
  position: number,
  count: number,
  language: string,
  cases: CaseStats,
  paperTitle: string,
  joinedParts: readonly string[] = [],
): string {
  const table = language === "zh" ? ZH : language === "en" ? EN : null;
  if (!table) return "";
  const offset = seed(paperTitle);
  // A title the writer joined from headings that are no noun phrase ("Ewiser and Integrating
  // PageRank", "Experimental and computational") is no phrase a speaker would say: the slide shows
  // it, the hand-over does not name it.
  if (language === "en" && joinedParts.some((p) => !isNounPhraseHeading(p.trim()) || ADJECTIVE_HEADING.test(p.trim()))) return plainTransition(position, count, offset);
  const pick = (list: string[], i: number) => list[(i + offset) % list.length] ?? "";
  const template =
    position === 1 ? pick(table.first, 0) : position === count && count >= 3 ? pick(table.last, 0) : pick(table.middle, position - 2);
  if (language === "zh") return capitaliseFirst(template.replace("{t}", title.trim()));
  // Asides go ("Intrusion Detection System (IDS)"); a long heading, or two merged, reads as a
  // garbled sentence, so the hand-over names no heading (the slide's title shows it).
  const heading = spokenHeading(title.replace(/\s*\([^()]*\)/g, ""), cases);
  if (heading.split(/\s+/).length > MAX_HEADING_WORDS || mergedHeadings(title) || !isNounPhraseHeading(title.trim())) {
    return plainTransition(position, count, offset);
  }
  // A name keeps no article ("CloudCoder", "Saturn", "Google Cloud", "SimBricks for system
  // evaluation"): only a common-noun heading takes "the", also one a name modifies ("the
  // SleepGuard sleep monitoring platform").
  const words = heading.split(/\s+/);
  // A possessive opening is its own determiner: "ObliDB's storage methods", never "the ObliDB's …".
  const possessive = /^\p{L}[\p{L}\d-]*['’]s?$/u.test(words[0] ?? "");
  // A noun with its label is a name too: "Experiment 1", "Study 2 and participants", "Phase II".
  const labelled = /^(?:\d{1,2}[a-z]?|[IVX]{1,4}|[A-Z])[,:;]?$/u.test(title.trim().split(/\s+/)[1] ?? "");
  const name = possessive || labelled || /^\p{Lu}/u.test(heading) && (/^\p{Lu}/u.test(words[words.length - 1] ?? "") || NAME_THEN_PHRASE.test(words[1] ?? ""));
  const named = name ? heading : withArticle(heading);
  return capitaliseFirst(template.replace("{t}", named));
}

/** A heading that is one adjective, the noun ("methods", "results") left to a parent heading: "Experimental", "Computational". */
const ADJECTIVE_HEADING = /^(?:experimental|computational|theoretical|numerical|empirical|statistical|analytical|analytic|technical|clinical|preliminary|supplementary|additional|general|practical|qualitative|quantitative)$/i;

/** A word after a heading's first word that shows the first word is the whole name: "SimBricks for …". */
const NAME_THEN_PHRASE = /^(?:for|in|on|with|at|by|as|and|or|vs|versus|under|via|to|from|of)$/;

/**
 * The templates put the heading where a noun phrase goes ("Moving on to {t}", "To wrap up, {t}").
 * A question ("Is the toss random?") or a verb phrase ("Using IPFS and the future", "Training the
 * model") there reads as a heading glued into a sentence, so those get a hand-over without it.
 */
function isNounPhraseHeading(title: string): boolean {
  if (/\?$/u.test(title) || /^(?:Is|Are|Do|Does|Did|How|What|Why|When|Where|Which|Who|Can|Could|Should|Will|Would|Must)\s/u.test(title)) return false;
  return !/^\p{L}+ing\s+(?:the|a|an|our|its|their|these|this|those|\p{Lu})/u.test(title);
}

/** Headings longer than this are not said inside a hand-over. */
const MAX_HEADING_WORDS = 6;

function plainTransition(position: number, count: number, offset: number): string {
  if (position === 1) return PLAIN.first;
  if (position === count && count >= 3) return PLAIN.last;
  return PLAIN.middle[(position + offset) % PLAIN.middle.length] ?? "Next.";
}

/**
 * Two headings merged into one title ("Incomplete optimization as variational inference and The
 * entropy of …"): a capital article after " and ", or a list of four ("A, B, C and D"); and a
 * heading built like a slide ("PDF: Structure, Complexity, Vulnerabilities"), whose colon and
 * commas a voice cannot say.
 */
function mergedHeadings(title: string): boolean {
  return / and (?:The|A|An)\s/u.test(title) || /[:;/]/.test(title) || /,.*,/.test(title);
}
