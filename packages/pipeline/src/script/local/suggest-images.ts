import { OPENING_KEY } from "../plan/plan-sections.js";
import { figureNumber, referencedFigureNumbers } from "../plan/figure-refs.js";
import type { PlannedSection, ScriptPlan, WrittenSection } from "../types.js";
import { contentTokens } from "./tokens.js";

/** A caption "matches" a section when this share of its (IDF-weighted) content words occur there. */
export const CAPTION_MATCH_THRESHOLD = 0.35;
/**
 * The paper's first figure opens the talk only when its caption shares at least this much with the
 * abstract: an overview does ("Hyperparameter optimization by gradient descent", 0.35), a table
 * of the cohort's demographics or a grid of sample points does not (0.05, 0.08).
 */
const OPENING_FIRST_FIGURE = 0.1;

/** How much better (as a share of the caption's words) another figure must match what the slide says to replace the chosen one. */
const SUPPORT_MARGIN = 0.2;

interface Figure {
  name: string;
  caption: string;
  number: number | null;
}

interface Pair {
  section: number;
  figure: Figure;
  score: number;
  /** How strong the section's claim is: 2 it mentions the figure, 1 the figure sits in it, 0 its caption matches. */
  tier: number;
  /** How well the caption matches what the written slide says (0–1). */
  supports: number;
}

const CAPTION_NOISE = new Set(["figure", "fig", "left", "right", "top", "bottom", "panel", "show", "shown"]);

function allFigures(plan: ScriptPlan): Figure[] {
  const seen = new Map<string, Figure>();
  for (const s of plan.sections) for (const f of s.figures) if (!seen.has(f.name)) seen.set(f.name, { ...f, number: figureNumber(f) });
  return [...seen.values()].sort((a, b) => (a.number ?? Infinity) - (b.number ?? Infinity) || a.name.localeCompare(b.name));
}

function inverseDocumentFrequency(sections: PlannedSection[]): (token: string) => number {
  const df = new Map<string, number>();
  for (const s of sections) for (const t of new Set(contentTokens(s.text))) df.set(t, (df.get(t) ?? 0) + 1);
  const n = Math.max(1, sections.length);
  return (t) => Math.log(1 + n / (df.get(t) ?? 0.5));
}

/** A caption's content words, each once, without the words every caption uses. */
const captionWords = (caption: string): string[] => [...new Set(contentTokens(caption))].filter((t) => !CAPTION_NOISE.has(t));

/** A caption of a word or two ("Parser") matches anything that names it: it counts in full from six content words on. */
function captionWeight(caption: string): number {
  return Math.min(1, captionWords(caption).length / 6);
}

/** IDF-weighted share of the caption's content words that the section's text uses. */
export function captionOverlap(caption: string, sectionTokens: Set<string>, idf: (t: string) => number): number {
  const words = captionWords(caption);
  const total = words.reduce((sum, t) => sum + idf(t), 0);
  if (total === 0) return 0;
  return words.filter((t) => sectionTokens.has(t)).reduce((sum, t) => sum + idf(t), 0) / total;
}

/**
 * The opening's figure, among those no section took: the one whose caption best matches what the
 * opening says (the abstract), above the threshold, so the talk does not open on a table of the
 * cohort's ages while it states the problem; failing that, the paper's first figure, which papers
 * often make their overview, when no section took it and its caption touches the abstract at all.
 */
function openingFigure(figures: readonly Figure[], used: ReadonlySet<string>, opening: PlannedSection, idf: (t: string) => number): Figure | undefined {
  const tokens = new Set(contentTokens(opening.text));
  let best: { figure: Figure; overlap: number } | undefined;
  for (const figure of figures) {
    if (used.has(figure.name)) continue;
    const overlap = captionOverlap(figure.caption, tokens, idf);
    if (overlap >= CAPTION_MATCH_THRESHOLD && overlap > (best?.overlap ?? 0)) best = { figure, overlap };
  }
  const first = figures[0];
  if (best !== undefined || first === undefined || used.has(first.name)) return best?.figure;
  return captionOverlap(first.caption, tokens, idf) >= OPENING_FIRST_FIGURE ? first : undefined;
}

/**
 * One suggested image per planned section, each image used at most once. Strongest claims win:
 * a figure the section refers to by number ("Figure 2", "Figs. 5–7"; numbers from the caption or
 * the file's order) — more mentions and the figure sitting in the section rank higher — then a
 * figure that sits in the section, then a figure whose caption matches the section's words above
 * the threshold. Then a section may swap its figure for one no section took, with as strong a
 * claim, whose caption matches what the written slide says (its narration and bullets) clearly
 * better: the figure supports the slide's points. The opening takes a figure no section claimed (openingFigure).
 * Sections with nothing that fits get null.
 */
export function suggestImages(plan: ScriptPlan, written: Readonly<Record<string, WrittenSection>> = {}): Record<string, string | null> {
  const figures = allFigures(plan);
  const body = plan.sections.filter((s) => s.key !== OPENING_KEY);
  const idf = inverseDocumentFrequency(body);
  const pairs: Pair[] = [];
  body.forEach((section, i) => {
    const refs = referencedFigureNumbers(section.text);
    const own = new Set(section.figures.map((f) => f.name));
    const tokens = new Set(contentTokens(section.text));
    const slide = written[section.key];
    const said = new Set(contentTokens(slide === undefined ? "" : [slide.script, ...slide.bullet_points].join(" ")));
    for (const figure of figures) {
      const mentions = figure.number === null ? 0 : (refs.get(figure.number) ?? 0);
      const overlap = captionOverlap(figure.caption, tokens, idf);
      let score = 0;
      let tier = 0;
      if (mentions > 0) [score, tier] = [100 + 10 * Math.min(mentions, 5) + (own.has(figure.name) ? 5 : 0) + overlap, 2];
      else if (own.has(figure.name)) [score, tier] = [50 + 10 * overlap, 1];
      else if (overlap >= CAPTION_MATCH_THRESHOLD) score = 10 * overlap;
      const supports = captionOverlap(figure.caption, said, idf) * captionWeight(figure.caption);
      if (score > 0) pairs.push({ section: i, figure, score, tier, supports });
    }
  });
  pairs.sort((a, b) => b.score - a.score || a.section - b.section || (a.figure.number ?? 0) - (b.figure.number ?? 0));
  const chosen = new Map<number, Pair>();
  const used = new Set<string>();
  for (const p of pairs) {
    if (chosen.has(p.section) || used.has(p.figure.name)) continue;
    chosen.set(p.section, p);
    used.add(p.figure.name);
  }
  const opening = plan.sections.find((s) => s.key === OPENING_KEY);
  const openingChoice = opening === undefined ? undefined : openingFigure(figures, used, opening, idf);
  if (openingChoice !== undefined) used.add(openingChoice.name);
  // Then what the written slide says: a section swaps its figure for one no section (nor the
  // opening) took, with as strong a claim, whose caption clearly better supports the slide's
  // points. Which slides show a figure does not change.
  for (const [section, current] of chosen) {
    const better = pairs
      .filter((p) => p.section === section && !used.has(p.figure.name) && p.tier >= current.tier && p.supports >= current.supports + SUPPORT_MARGIN)
      .sort((a, b) => b.supports - a.supports || b.score - a.score)[0];
    if (better === undefined) continue;
    used.delete(current.figure.name);
    used.add(better.figure.name);
    chosen.set(section, better);
  }
  const out: Record<string, string | null> = {};
  for (const s of plan.sections) out[s.key] = null;
  body.forEach((s, i) => (out[s.key] = chosen.get(i)?.figure.name ?? null));
  if (opening) out[opening.key] = openingChoice?.name ?? null;
  return out;
}
