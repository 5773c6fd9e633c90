import { checkSpokenText } from "./spoken-text.js";
import { ungroundedFacts, type GroundingSource } from "./grounding.js";

/** A slide title longer than this does not read at a glance. */
const MAX_TITLE_CHARS = 80;

/**
 * The title a model gave a slide, when it can stand on the slide: plain text on one line, short,
 * no sentence (no closing full stop), and only numbers and names from the paper. Otherwise null,
 * and the plan's heading names the slide: a poor title is never a reason to refuse a section.
 */
export function usableSlideTitle(raw: string | undefined, source: GroundingSource | null): string | null {
  if (raw === undefined) return null;
  const text = checkSpokenText(raw);
  if (!text.ok) return null;
  const title = text.value.replace(/\s+/g, " ").replace(/[\s:;,]+$/u, "");
  if (title.length === 0 || title.length > MAX_TITLE_CHARS || /[.!]$/u.test(title)) return null;
  if (source !== null && ungroundedFacts(title, source).length > 0) return null;
  return title;
}
