import { BULLETS } from "../../script/types.js";
import { accepted, rejected, type Checked } from "../http/checked.js";
import { checkSpokenText } from "./spoken-text.js";

// A bullet cut at the word limit should not end on a word that promises more ("... of the").
const DANGLING = new Set(["a", "an", "the", "and", "or", "of", "to", "in", "on", "for", "with", "by", "from", "as", "at", "that", "which", "is", "are", "was", "were", "be"]);

function cutToWords(text: string, maxWords: number): string {
  const words = text.split(/\s+/);
  if (words.length <= maxWords) return text;
  const kept = words.slice(0, maxWords);
  while (kept.length > 1 && DANGLING.has((kept.at(-1) ?? "").toLowerCase().replace(/[^\p{L}]/gu, ""))) kept.pop();
  return kept.join(" ");
}

// Slide bullets carry no closing period or trailing comma.
const unclosed = (text: string) => text.replace(/[\s.,;:–—-]+$/u, "").trim();

/** A model's bullet without list marker, markup or closing period, on one line; null when markup would remain. */
export function cleanBullet(raw: string): string | null {
  const unlisted = raw.replace(/^\s*(?:[-*•‣▪–—]|\d{1,2}[.)])\s+/, "");
  const checked = checkSpokenText(unlisted.replace(/\s+/g, " "));
  const clean = checked.ok ? unclosed(checked.value) : "";
  return clean.length > 0 ? clean : null;
}

function tidyBullet(raw: string): string | null {
  const clean = cleanBullet(raw);
  const tidy = clean === null ? "" : unclosed(cutToWords(clean, BULLETS.maxWords));
  return tidy.length > 0 ? tidy : null;
}

/**
 * Slide bullets from a model: list markers and markup removed, each cut to the word limit, empty
 * and repeated ones dropped, at most BULLETS.max kept. Fewer than BULLETS.min usable bullets make
 * the answer unusable (padding them would put invented text on a slide).
 */
export function checkBullets(raw: readonly string[]): Checked<string[]> {
  const seen = new Set<string>();
  const bullets: string[] = [];
  for (const item of raw) {
    const bullet = tidyBullet(item);
    if (bullet === null) continue;
    const id = bullet.toLowerCase();
    if (seen.has(id)) continue;
    seen.add(id);
    bullets.push(bullet);
  }
  if (bullets.length < BULLETS.min) return rejected(`only ${bullets.length} usable bullet points (at least ${BULLETS.min} are needed)`);
  return accepted(bullets.slice(0, BULLETS.max));
}
