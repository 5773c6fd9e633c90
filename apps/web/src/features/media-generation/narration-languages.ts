import { narrationLanguagesFor, type KeyStatusResponse, type LanguageName, type NarrationLanguage } from "@lectern/contract";

/** Why each language cannot be narrated with the user's keys; a language absent here can be. */
export type LanguageBlocks = ReadonlyMap<LanguageName, NarrationLanguage>;

/**
 * The languages the keys cannot narrate. The server's answer when it gives one, else the same
 * rule applied to the key states. Unknown status (loading, failed): nothing is blocked, and the
 * server explains at Generate as before.
 */
export function languageBlocks(status: KeyStatusResponse | undefined): LanguageBlocks {
  if (!status) return new Map();
  const all = status.narration_languages ?? narrationLanguagesFor(status);
  return new Map(all.filter((l) => !l.available).map((l) => [l.language, l]));
}
