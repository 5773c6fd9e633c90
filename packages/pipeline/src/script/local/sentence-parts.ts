import type { PlannedSection } from "../types.js";
import { splitSourceSentences } from "../../text/sentences.js";

/**
 * The part of the section each of its sentences lies in, by sentence index (the indexes the
 * writer's candidates carry), or null when the parts' sentences do not add up to the section's
 * (then no sentence can be placed in a part).
 */
export function partOfSentence(section: PlannedSection, cjk: boolean): number[] | null {
  const out: number[] = [];
  section.parts.forEach((p, i) => out.push(...splitSourceSentences(p.text, cjk).map(() => i)));
  return out.length === splitSourceSentences(section.text, cjk).length ? out : null;
}
