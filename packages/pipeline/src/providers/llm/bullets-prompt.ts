import { BULLETS } from "../../script/types.js";
import type { Prompt } from "./script-prompt.js";
import { shortenText } from "./text-budget.js";

/** The narration a user edits is at most 20,000 characters; this keeps the call small either way. */
export const BULLETS_PROMPT_TEXT_CHARS = 12_000;

const SYSTEM = [
  "You write the slide bullets for one section of a talk that presents a research paper.",
  `Return ${BULLETS.min} to ${BULLETS.max} bullets that summarise the section text, each at most ${BULLETS.maxWords} words, no closing period.`,
  "Stay faithful to the text: no invented results or numbers.",
  "No citations, no markup of any kind (no LaTeX, no Markdown, no HTML), no math symbols: say them in words.",
  "Write the bullets in the language of the section text.",
  'Answer with JSON only, shaped as {"bullet_points": ["...", "..."]}.',
].join("\n");

export function buildBulletsPrompt(title: string, text: string): Prompt {
  const user = [`Section title: ${title.replace(/\s+/g, " ").trim()}`, "Section text:", '"""', shortenText(text, BULLETS_PROMPT_TEXT_CHARS), '"""'].join("\n");
  return { system: SYSTEM, user };
}
