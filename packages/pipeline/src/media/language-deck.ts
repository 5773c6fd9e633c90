import fs from "node:fs/promises";
import { languageByName, TranslatedScript, type LanguageName } from "@lectern/contract";
import { paperLanguage, translationFile } from "../audio/translate-script.js";
import { buildDeck } from "../slides/build-deck.js";
import { deckPaths, workspacePaths } from "../workspace/paths.js";

const modified = async (file: string): Promise<number> => (await fs.stat(file).catch(() => undefined))?.mtimeMs ?? 0;

/**
 * The deck a video in `language` shows: the source deck (slides/) for the paper's own language,
 * else the translated deck (slides/<code>/), built from translations/<code>.json when it is
 * missing or older than its translation or the script. Without a translation (narration that
 * was already in the target script), the source deck.
 */
export async function deckForLanguage(workspaceDir: string, language: LanguageName, signal?: AbortSignal): Promise<string> {
  const ws = workspacePaths(workspaceDir);
  const lang = languageByName(language);
  if (lang.code === (await paperLanguage(workspaceDir))) return ws.slides;
  const file = translationFile(workspaceDir, lang);
  const raw = await fs.readFile(file, "utf8").catch(() => undefined);
  if (raw === undefined) return ws.slides;
  const translation = TranslatedScript.parse(JSON.parse(raw));
  const target = ws.slidesFor(lang.code);
  const built = await modified(deckPaths(target).manifest);
  if (built > 0 && built >= (await modified(file)) && built >= (await modified(ws.scriptJson))) return target;
  await buildDeck(workspaceDir, { translation, ...(signal ? { signal } : {}) });
  return target;
}
