import { BULLETS, type PlannedSection, type ScriptPlan } from "../../script/types.js";
import { languageName } from "./language-name.js";
import { fairShares, shortenText } from "./text-budget.js";

/**
 * Prompt size limits, in characters. 60,000 characters is about 15,000 tokens of English: well
 * inside every hosted model's context and a 32k-token self-hosted one, with room for the answer
 * (about 2,000 tokens for a six-minute talk). Each section's text is capped so one long section
 * cannot starve the others; the abstract and captions are context, so they stay short.
 */
export interface ScriptPromptLimits {
  promptChars: number;
  sectionChars: number;
  abstractChars: number;
  captionChars: number;
  captionsPerSection: number;
}
export const SCRIPT_PROMPT_LIMITS: ScriptPromptLimits = {
  promptChars: 60_000,
  sectionChars: 6_000,
  abstractChars: 2_500,
  captionChars: 250,
  captionsPerSection: 3,
};

export interface Prompt {
  system: string;
  user: string;
}

function systemPrompt(plan: ScriptPlan): string {
  const first = plan.sections[0]?.key ?? "opening";
  const last = plan.sections.at(-1)?.key ?? first;
  const language = languageName(plan.language);
  return [
    "You write the narration for a short recorded talk that presents a research paper.",
    "You get the paper's title, authors and abstract and, for each planned section of the talk, its key, title, target length and source text.",
    "",
    "For every planned section, in the given order, write one entry with:",
    "- key: the section's key, exactly as given.",
    "- script: what the presenter says for that section, close to its target length (within 20 percent).",
    `- bullet_points: ${BULLETS.min} to ${BULLETS.max} slide bullets summarising the section, each at most ${BULLETS.maxWords} words, no closing period.`,
    "",
    "How the script must sound:",
    '- Spoken style for listeners: short clear sentences, plain words, the presenter talking ("in this paper", "we see that"), with a natural link from the previous section.',
    "- Faithful to the source text: no invented results, numbers or claims.",
    '- No citations, reference numbers or "et al.", no figure or table numbers, no lists or headings.',
    "- No markup of any kind (no LaTeX, no Markdown, no HTML) and no math symbols or formulas: say them in words. Write numbers so they read well aloud.",
    "- Define an abbreviation the first time it is used.",
    `- The first section ("${first}") opens the talk: it introduces the paper's title, its authors (name at most three, then say "and colleagues") and the problem it addresses, in plain words.`,
    `- The last section ("${last}") closes the talk with the main takeaway.`,
    "",
    `Write the scripts and bullets in ${language}, the language of the paper.`,
    'Answer with JSON only, shaped as {"sections": [{"key": "...", "script": "...", "bullet_points": ["...", "..."]}]}.',
  ].join("\n");
}

const clip = (text: string, max: number) => shortenText(text.replace(/\s+/g, " "), max);

function sectionHeader(section: PlannedSection, index: number, count: number, limits: ScriptPromptLimits): string {
  const captions = section.figures
    .slice(0, limits.captionsPerSection)
    .map((f) => clip(f.caption, limits.captionChars))
    .filter((c) => c.length > 0);
  return [
    `## Section ${index + 1} of ${count}`,
    `key: ${section.key}`,
    `title: ${section.title}`,
    `target length: about ${Math.round(section.targetWords)} words`,
    ...(captions.length > 0 ? [`figures in this section: ${captions.map((c) => `"${c}"`).join("; ")}`] : []),
    "source text:",
  ].join("\n");
}

/**
 * The script prompt for a plan. Everything but the section texts is fixed; the texts share what
 * is left of the budget fairly, and each is shortened paragraph by paragraph (text-budget.ts).
 */
export function buildScriptPrompt(plan: ScriptPlan, limits: ScriptPromptLimits = SCRIPT_PROMPT_LIMITS): Prompt {
  const count = plan.sections.length;
  const head = [
    `Title: ${clip(plan.metadata.title, 500)}`,
    `Authors: ${clip(plan.metadata.authors, 400) || "not given"}`,
    `Language: ${languageName(plan.language)}`,
    "",
    "Abstract:",
    clip(plan.abstract, limits.abstractChars) || "(none)",
    "",
    `Planned sections (${count}), in talk order:`,
  ].join("\n");
  const headers = plan.sections.map((s, i) => sectionHeader(s, i, count, limits));
  // Each section adds its header, two quote-fence lines and blank lines around it.
  const fixed = head.length + headers.reduce((sum, h) => sum + h.length + 12, 0);
  const shares = fairShares(
    plan.sections.map((s) => s.text.length),
    limits.promptChars - fixed,
    limits.sectionChars,
  );
  const blocks = plan.sections.map((s, i) => {
    const text = shortenText(s.text, shares[i] ?? 0);
    return `${headers[i] ?? ""}\n"""\n${text || "(no text: use the abstract)"}\n"""`;
  });
  return { system: systemPrompt(plan), user: [head, ...blocks].join("\n\n") };
}
