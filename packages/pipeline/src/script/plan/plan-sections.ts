import { capitaliseFirst } from "../../text/capitalise.js";
import type { PaperDocument, PaperSection, TalkLength } from "@lectern/contract";
import { detectLanguage } from "../../ingest/language.js";
import { speakableWords } from "../local/speakable-words.js";
import type { PlannedSection, ScriptPlan, SectionPart } from "../types.js";
import { isNarratable, withoutLabelledBackMatter } from "./back-matter.js";
import { groupBlocks } from "./group-blocks.js";
import { joinTitles } from "./join-titles.js";
import { sectionKey } from "../../ingest/section-key.js";
import { assignFigures } from "./plan-figures.js";
import { buildBlocks, makeBlock, mergeBlocks, runsByLevel, type Block } from "./section-blocks.js";
import { isCjkText } from "./spoken-words.js";
import { ownNames, tableResult } from "./table-results.js";
import { orderForTalk, roleOfTitle } from "./talk-roles.js";
import { distributeTargetWords, talkWords } from "./target-words.js";

export const OPENING_KEY = "opening";

/**
 * A block's parts: each section's prose, followed by what its tables show with their numbers
 * (English papers: the sentence is built in English), so a results slide can say them.
 */
function blockParts(b: Block, tableResults: ReadonlyMap<string, readonly string[]>): SectionPart[] {
  return b.sections
    .map((s) => ({ title: s.title, level: s.level, text: [withoutLabelledBackMatter(s.text).trim(), ...(tableResults.get(s.key) ?? [])].filter(Boolean).join("\n\n") }))
    .filter((p) => p.text !== "");
}

function tableResultsBySection(doc: PaperDocument, language: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (language !== "en") return out;
  const prose = [doc.abstract, ...doc.sections.map((s) => s.text)].join("\n");
  const own = ownNames(doc.metadata.title, prose);
  for (const t of doc.tables) {
    const sentence = t.section_key === null ? null : tableResult(t, own, prose);
    if (sentence !== null && t.section_key !== null) out.set(t.section_key, [...(out.get(t.section_key) ?? []), sentence]);
  }
  return out;
}

/**
 * A block with nothing speakable at all (only formulas or tables; grouping already merged such
 * blocks unless they are an introduction or conclusion) joins its previous neighbour (the next
 * one when it is first) rather than becoming a section with nothing to say.
 */
function absorbUnspeakable(input: Block[]): Block[] {
  let blocks = input;
  for (let i = blocks.findIndex((b) => b.words === 0); i >= 0 && blocks.length > 1; i = blocks.findIndex((b) => b.words === 0)) {
    const into = i > 0 ? i - 1 : i;
    blocks = [...blocks.slice(0, into), mergeBlocks(blocks[into] as Block, blocks[into + 1] as Block), ...blocks.slice(into + 2)];
  }
  return blocks;
}

/**
 * A closing slide merged from "Extensions and future work" and "Conclusion" is the conclusion:
 * named by its conclusion-like heading (the last takeaway heading when none is), not by all of them.
 */
function closingTitle(titles: readonly string[]): string[] | null {
  if (titles.length < 2) return null;
  const takeaways = titles.filter((t) => roleOfTitle(t) === "takeaway");
  if (takeaways.length === 0) return null;
  const conclusion = takeaways.filter((t) => CONCLUSION_TITLE.test(t)).at(-1) ?? takeaways.at(-1);
  return conclusion === undefined ? null : [conclusion];
}

const CONCLUSION_TITLE = /conclu|summary|总结|结论/iu;

/**
 * The closing slide states the paper's conclusion before its limitations and future work: when
 * the last block holds both, the conclusion's sections (with their subsections) come first.
 */
function conclusionFirst(block: Block): Block {
  const level = Math.min(...block.sections.map((s) => s.level));
  const runs = runsByLevel(block.sections, level);
  const concludes = (run: readonly PaperSection[]) => CONCLUSION_TITLE.test(run[0]?.title ?? "");
  // Only limitations, discussion and future work go after it: other parts keep the paper's order.
  if (runs.findIndex(concludes) <= 0 || runs.some((r) => roleOfTitle(r[0]?.title ?? "") !== "takeaway")) return block;
  const size = new Map(block.sections.map((s, i) => [s, block.sizes[i] ?? 0]));
  const ordered = [...runs.filter(concludes), ...runs.filter((r) => !concludes(r))].flat();
  return { ...makeBlock(block.titles, ordered, ordered.map((s) => size.get(s) ?? 0)), anchor: block.anchor };
}

/**
 * A conclusion the paper set as the last subsection of its last section ("Results" › "Conclusion")
 * closes the talk on its own slide, as a top-level conclusion does, rather than being a few
 * sentences of the results slide: it states the paper's main result, which the talk ends on.
 */
export function liftNestedConclusion(sections: readonly PaperSection[]): PaperSection[] {
  if (sections.length < 2) return [...sections];
  const top = Math.min(...sections.map((s) => s.level));
  for (let i = sections.length - 1; i > 0; i -= 1) {
    const s = sections[i] as PaperSection;
    if (s.level <= top) return [...sections];
    if (!CONCLUSION_TITLE.test(s.title) || roleOfTitle(s.title) !== "takeaway") continue;
    // Only the paper's last subtree: every section after it sits below it.
    if (sections.slice(i + 1).some((x) => x.level <= s.level)) return [...sections];
    const shift = s.level - top;
    return [...sections.slice(0, i), ...sections.slice(i).map((x) => ({ ...x, level: x.level - shift }))];
  }
  return [...sections];
}

const LIMITATIONS_TITLE = /^(?:\d+(?:\.\d+)*\.?\s+)?limitations?\b/i;

/**
 * A Limitations section printed after the conclusion (as some venues require) is said before it:
 * the talk ends on its takeaway, not on a caveat. The section moves with its subsections to just
 * before the paper's last conclusion, whatever that conclusion's level.
 */
export function limitationsBeforeConclusion(sections: readonly PaperSection[]): PaperSection[] {
  const conclusion = sections.findLastIndex((s) => CONCLUSION_TITLE.test(s.title) && roleOfTitle(s.title) === "takeaway" && !LIMITATIONS_TITLE.test(s.title));
  if (conclusion < 0) return [...sections];
  const moved: PaperSection[] = [];
  const kept: PaperSection[] = [];
  let inside: number | null = null;
  sections.forEach((s, i) => {
    if (inside !== null && s.level <= inside) inside = null;
    if (i > conclusion && inside === null && LIMITATIONS_TITLE.test(s.title)) inside = s.level;
    (inside !== null ? moved : kept).push(s);
  });
  if (moved.length === 0) return [...sections];
  const at = kept.indexOf(sections[conclusion] as PaperSection);
  return [...kept.slice(0, at), ...moved, ...kept.slice(at)];
}

const OPENING_TITLE: Record<string, string> = { en: "Opening", zh: "开场" };

/** An abstract shorter than this (in spoken words) is a placeholder ("TBD") or none at all. */
const MIN_ABSTRACT_WORDS = 5;

/**
 * What the opening reads: the abstract, or, when the paper has none the ingest could find (a
 * draft with an empty "Abstract" heading, a PDF whose abstract was not recognised), the first
 * section's text, where a paper states its problem and usually what it does about it. The
 * opening's ranking then picks the problem and contribution sentences from it as it does from
 * an abstract, and that section's slide says the rest.
 */
function openingSource(abstract: string, narratable: readonly PaperSection[], cjk: boolean): string {
  if (speakableWords(abstract, cjk) >= MIN_ABSTRACT_WORDS) return abstract;
  const first = narratable.find((s) => speakableWords(s.text, cjk) >= MIN_ABSTRACT_WORDS);
  return first === undefined ? abstract : first.text;
}

/**
 * The talk's outline: an opening (title, authors, the problem from the abstract), then the
 * paper's body sections in the paper's order (a methods section printed after the results moved
 * before them; related work left out when enough else remains: orderForTalk), grouped into 4–8
 * narration sections (see groupBlocks for the rule, including papers with fewer sections), each
 * with its text, its figures and a word budget from the talk length. Pure and deterministic.
 */
export function planSections(doc: PaperDocument, length: TalkLength): ScriptPlan {
  const narratable = liftNestedConclusion(limitationsBeforeConclusion(doc.sections.filter(isNarratable)));
  const language = doc.language ?? detectLanguage(`${doc.metadata.title}\n${doc.abstract}\n${narratable.map((s) => s.text).join("\n")}`);
  const cjk = language === "zh" || language === "ja" || isCjkText(narratable.map((s) => s.text).join("\n"));
  const grouped = absorbUnspeakable(groupBlocks(orderForTalk(buildBlocks(narratable, (text) => speakableWords(text, cjk)))));
  const last = grouped[grouped.length - 1];
  const blocks = last === undefined ? grouped : [...grouped.slice(0, -1), conclusionFirst(last)];
  const targets = distributeTargetWords(talkWords(length), blocks.map((b) => b.words));
  const tableResults = tableResultsBySection(doc, language);
  const parts = blocks.map((b) => blockParts(b, tableResults));
  const texts = parts.map((ps) => ps.map((p) => p.text).join("\n\n"));
  const sourceKeys = blocks.map((b) => b.sections.map((s) => s.key));
  const figures = assignFigures(doc.figures, sourceKeys, texts);
  const used = new Set([OPENING_KEY]);
  const abstract = openingSource(doc.abstract, narratable, cjk);
  const opening: PlannedSection = {
    key: OPENING_KEY,
    title: OPENING_TITLE[language] ?? OPENING_TITLE.en ?? "Opening",
    sourceKeys: [],
    text: [doc.metadata.title, doc.metadata.authors, "", abstract].join("\n").trim(),
    parts: [],
    figures: [],
    targetWords: targets.opening,
  };
  const body = blocks.map((b, i): PlannedSection => {
    // A slide's title opens with a capital, whatever case the paper's heading came in ("univariate amputation").
    const title = capitaliseFirst(joinTitles((i === blocks.length - 1 ? closingTitle(b.titles) : null) ?? b.titles, language));
    return {
      key: sectionKey(title, used),
      title,
      sourceKeys: sourceKeys[i] ?? [],
      text: texts[i] ?? "",
      parts: parts[i] ?? [],
      figures: figures[i] ?? [],
      targetWords: targets.sections[i] ?? 0,
    };
  });
  return { metadata: doc.metadata, abstract, language, length, sections: [opening, ...body] };
}
