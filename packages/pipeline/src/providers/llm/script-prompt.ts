import type { PlannedSection, ScriptPlan } from "../../script/types.js";
import { languageName } from "./language-name.js";
import { scriptSystemPrompt } from "./script-system-prompt.js";
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
 * The user message for some of a plan's sections (all of them, or those asked for again): the
 * paper's metadata and abstract, then each section's header and text. Everything but the section
 * texts is fixed; the texts share what is left of the budget fairly, and each is shortened
 * paragraph by paragraph (text-budget.ts). Headers number sections within the whole talk.
 */
export function scriptUserPrompt(plan: ScriptPlan, sections: readonly PlannedSection[], heading: string, limits: ScriptPromptLimits): string {
  const count = plan.sections.length;
  const head = [
    `Title: ${clip(plan.metadata.title, 500)}`,
    `Authors: ${clip(plan.metadata.authors, 400) || "not given"}`,
    `Language: ${languageName(plan.language)}`,
    "",
    "Abstract:",
    clip(plan.abstract, limits.abstractChars) || "(none)",
    "",
    heading,
  ].join("\n");
  const headers = sections.map((s) => sectionHeader(s, plan.sections.indexOf(s), count, limits));
  // Each section adds its header, two quote-fence lines and blank lines around it.
  const fixed = head.length + headers.reduce((sum, h) => sum + h.length + 12, 0);
  const shares = fairShares(
    sections.map((s) => s.text.length),
    limits.promptChars - fixed,
    limits.sectionChars,
  );
  const blocks = sections.map((s, i) => {
    const text = shortenText(s.text, shares[i] ?? 0);
    return `${headers[i] ?? ""}\n"""\n${text || "(no text: use the abstract)"}\n"""`;
  });
  return [head, ...blocks].join("\n\n");
}

/** The script prompt for a whole plan: the rules, and every planned section. */
export function buildScriptPrompt(plan: ScriptPlan, limits: ScriptPromptLimits = SCRIPT_PROMPT_LIMITS): Prompt {
  const heading = `Planned sections (${plan.sections.length}), in talk order:`;
  return { system: scriptSystemPrompt(plan), user: scriptUserPrompt(plan, plan.sections, heading, limits) };
}
