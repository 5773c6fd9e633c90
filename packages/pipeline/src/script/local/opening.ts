import type { PaperMetadata } from "@lectern/contract";
import type { ScriptPlan } from "../types.js";
import { speakableCandidates } from "./candidates.js";
import type { PaperContext } from "./paper-context.js";
import { isQuantifiedResult, rankSentences, type Candidate } from "./rank-sentences.js";
import type { RankedSection } from "./section-narration.js";
import { speakNumbers } from "./spoken/numbers.js";
import { speakSymbols } from "./spoken/symbols.js";

/** The abstract's first sentences usually state the problem: the opening leans on them hard. */
const ABSTRACT_POSITION_WEIGHT = 1.5;

/**
 * What a template or a blinded submission prints where the names go ("Author list (anonymised)",
 * "Anonymous Authors", "Corresponding Author"): no one to name.
 */
const PLACEHOLDER_AUTHOR = /^(?:(?:the\s+)?authors?(?:\s+(?:list|names?|here|omitted))?|anonymous(?:\s+authors?)?|anonymi[sz]ed(?:\s+authors?)?|blinded(?:\s+for\s+review)?|corresponding\s+authors?|first\s+author|names?\s+omitted|(?:your|author)\s+name|for\s+review|under\s+review)(?:\s*\([^()]*\))?$/i;

export function authorList(authors: string): string[] {
  return authors
    .split(/\s*[,;]\s*|\s+and\s+|\s*&\s*/)
    .map((a) => a.trim())
    .filter((a) => a !== "" && !PLACEHOLDER_AUTHOR.test(a));
}

function byline(authors: string[], language: string): string {
  const [first, second] = authors;
  if (!first) return "";
  if (language === "zh") return authors.length === 1 ? first : authors.length === 2 ? `${first}和${second ?? ""}` : `${first}等人`;
  return authors.length === 1 ? first : authors.length === 2 ? `${first} and ${second ?? ""}` : `${first} and colleagues`;
}

/** The writer's own first sentence, recognised when a narration comes back for bullets. */
export function isIntroSentence(sentence: string): boolean {
  return /^(?:This talk presents\b|本次报告介绍)/u.test(sentence.trim());
}

/** "This talk presents <title>, by <first author> and colleagues." in the paper's language. */
export function introSentence(metadata: PaperMetadata, language: string): string {
  const by = byline(authorList(metadata.authors), language);
  const title = metadata.title.trim().replace(/[.。]+$/u, "");
  if (language === "zh") {
    const named = title ? `本次报告介绍论文《${title}》` : "本次报告介绍一篇论文";
    return by ? `${named}，作者是${by}。` : `${named}。`;
  }
  // No template outside English and Chinese: the title alone, ended the way its script ends sentences.
  if (language !== "en") return title ? `${title}${/[\u0900-\u09ff]/u.test(title) ? "।" : "."}` : "";
  const spoken = speakSymbols(speakNumbers(title));
  // Quoted, so a title's capitals read as a name, not a glitch mid-sentence.
  const named = !spoken ? "a paper" : `“${spoken}”`;
  return by ? `This talk presents ${named}, by ${by}.` : `This talk presents ${named}.`;
}

/** The abstract's first readable sentence sets up the problem: it is always the first choice. */
const FIRST_SENTENCE_BOOST = 3;

/**
 * What the paper does and what it finds ("We address this through …", "We demonstrate X scales to
 * 1000 hosts", "this search produces 16 candidates"): after the problem, the opening says these
 * before more background, so the talk in brief has the approach and the key result.
 */
const CONTRIBUTION_EN =
  /\b(?:we|this (?:paper|work|study)|our (?:method|approach|results?|analysis|experiments?))\s+(?:also\s+)?(?:propose|present|introduce|develop|address|demonstrate|show|find|achieve|obtain|report|measure|perform|derive|prove|describe|build)s?\b/i;
const CONTRIBUTION_BOOST = 1.6;
/** A result with its number is what a listener remembers of the abstract: it ranks higher still. */
const RESULT_BOOST = 2.2;

export function openingScores(candidates: Candidate[], context: PaperContext): number[] {
  const scores = rankSentences(candidates, { keywords: context.keywords, cjk: context.cjk, positionWeight: ABSTRACT_POSITION_WEIGHT });
  return scores.map((s, k) => {
    if (k === 0) return s * FIRST_SENTENCE_BOOST;
    const text = candidates[k]?.text ?? "";
    if (context.cjk) return s;
    return isQuantifiedResult(text) ? s * RESULT_BOOST : CONTRIBUTION_EN.test(text) ? s * CONTRIBUTION_BOOST : s;
  });
}

/** The abstract's speakable sentences, ranked for the opening (shared by its narration and bullets). */
export function rankOpening(plan: ScriptPlan, context: PaperContext): RankedSection {
  const candidates = speakableCandidates(plan.abstract, context.cjk);
  return { candidates, scores: openingScores(candidates, context) };
}
