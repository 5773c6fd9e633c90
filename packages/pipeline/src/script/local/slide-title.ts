import { capitaliseFirst } from "../../text/capitalise.js";
import { joinTitles, sentenceCase } from "../plan/join-titles.js";
import type { CaseStats } from "./casing.js";
import type { PlannedSection } from "../types.js";
import { partOfSentence } from "./sentence-parts.js";
import { subjectPhrase } from "../quality/main-verb.js";

/** A title wider than this (in Latin letters; a CJK character is two), built from several headings, does not read at a glance: the plan's stands. */
const MAX_TITLE_WIDTH = 60;

const width = (text: string) => [...text].reduce((n, ch) => n + (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}、，：]/u.test(ch) ? 2 : 1), 0);

/**
 * Headings joined after a sentence-case one follow it: "Hypergradients and optimal storage …",
 * where the paper writes the first word in lower case (a name keeps its capital).
 */
function inSentenceCase(titles: readonly string[], cases: CaseStats): string[] {
  const first = titles[0];
  if (first === undefined || !sentenceCase(first)) return [...titles];
  // A heading in title case ("Version Control Systems") keeps its capitals: one small first word
  // beside "Control Systems" would read as a typo.
  return titles.map((t, i) => (i > 0 && sentenceCase(t) ? t.replace(/^\p{Lu}\p{Ll}+\b/u, (w) => (cases.prefersLower(w) ? w.toLowerCase() : w)) : t));
}

/**
 * A slide is named by the headings its points come from, the most specific ones: a slide of the
 * "Hypergradients" section whose points are all from its subsection "Reversible learning with
 * finite precision arithmetic" says so, where the plan's title names only the section (and a
 * section merged from several names all of them, though its points may come from one). A point
 * in a section's own text, before its subsections, takes that section's heading. The narration's
 * other sentences (`saidIndexes`) count too: a slide called "Version control systems" that opens
 * on a routing table talks about what its title does not name. With no point, one part, or a
 * title that would not read at a glance, the plan's title stands.
 */
export function slideTitle(
  section: PlannedSection,
  pointIndexes: readonly number[],
  cjk: boolean,
  language: string,
  cases: CaseStats,
  saidIndexes: readonly number[] = pointIndexes,
): string {
  if (section.parts.length < 2 || pointIndexes.length === 0) return section.title;
  // Parts whose sentences do not add up to the section's cannot be placed: the plan's title stands.
  const parts = partOfSentence(section, cjk);
  if (parts === null) return section.title;
  const used = [...new Set([...pointIndexes, ...saidIndexes].map((i) => parts[i]).filter((i): i is number => i !== undefined))].sort((a, b) => a - b);
  const titles = used.map((i) => section.parts[i]?.title.trim() ?? "").filter((t) => t !== "");
  if (titles.length === 0 || titles.length !== used.length) return section.title;
  // A title opens with a capital, whatever the heading it keeps was lowered to inside a join ("benefits of …").
  const title = capitaliseFirst(joinTitles(inSentenceCase([...new Set(titles)], cases), language));
  return width(title) > MAX_TITLE_WIDTH && width(title) > width(section.title) ? section.title : title;
}

/** A title made from a point's subject holds at most this many words. */
const MAX_SUBJECT_WORDS = 7;

/**
 * A slide cut from a long section without headings (several slides share one heading, "Main
 * text") is named by what its points are about: the subject of its first point that opens with a
 * plain noun phrase ("Droplet impact on a rigid surface is …" → "Droplet impact on a rigid
 * surface"), not a title another slide already has. Null when no point does.
 */
export function titleFromPoints(bullets: readonly string[], taken: ReadonlySet<string>): string | null {
  for (const b of bullets) {
    const subject = subjectPhrase(b)?.replace(/^(?:the|a|an)\s+/i, "");
    // "Our results", "This regime": a possessive or demonstrative names nothing on its own.
    if (subject === undefined || subject.split(/\s+/).length > MAX_SUBJECT_WORDS || /^(?:our|their|its|his|her|my|this|these|that|those|such)\b/i.test(subject)) continue;
    const title = capitaliseFirst(subject);
    if (!taken.has(title.toLowerCase())) return title;
  }
  return null;
}
