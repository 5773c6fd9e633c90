import fs from "node:fs/promises";
import { languageByName, type LanguageName } from "@lectern/contract";
import { paperLanguage, translationFile } from "../../audio/translate-script.js";
import { workspacePaths } from "../../workspace/paths.js";

/**
 * Where the deck of a narration language lives, by the rule the video follows (language-deck.ts):
 * the source deck (slides/) without a language, for the paper's own language, and for a language
 * the narration needed no translation for; otherwise the translated deck (slides/<code>/), which
 * may not have been built yet. Only looks: building a translated deck is the video stage's job.
 */
export async function languageSlidesDir(workspaceDir: string, language: LanguageName | undefined): Promise<string> {
  const ws = workspacePaths(workspaceDir);
  if (!language) return ws.slides;
  const lang = languageByName(language);
  if (lang.code === (await paperLanguage(workspaceDir))) return ws.slides;
  const translated = await fs.stat(translationFile(workspaceDir, lang)).then(() => true, () => false);
  return translated ? ws.slidesFor(lang.code) : ws.slides;
}
