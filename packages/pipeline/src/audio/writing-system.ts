import type { Language } from "@lectern/contract";

/**
 * Whether a text is already written in a language's script, so translating it again would only
 * garble it. Counts letters: at least half in the target script. A Hinglish narration with its
 * technical terms in Latin letters still counts as Devanagari; a text with no letters at all
 * ("42", "—") needs no translation either.
 */
export function inTargetWritingSystem(text: string, language: Pick<Language, "script">): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return true;
  return writingSystemShare(text, language) >= 0.5;
}

/** Share of the letters of `text` that are in the language's script (0 when there are none). */
export function writingSystemShare(text: string, language: Pick<Language, "script">): number {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return 0;
  // Combining vowel signs are \p{M}, not \p{L}; counting letters alone keeps the ratio fair.
  const pattern = new RegExp(`\\p{Script=${language.script}}`, "u");
  return letters.filter((ch) => pattern.test(ch)).length / letters.length;
}
