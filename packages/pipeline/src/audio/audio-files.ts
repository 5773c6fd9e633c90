import fs from "node:fs/promises";
import path from "node:path";
import { AudioManifest, languageByName, type Language, type LanguageName } from "@lectern/contract";
import { WORKSPACE_FILES, workspacePaths } from "../workspace/paths.js";

export const AUDIO_MANIFEST = WORKSPACE_FILES.audioManifest;

/** audio/<code>/ of a workspace. */
export const audioDir = (workspaceDir: string, language: Language): string => workspacePaths(workspaceDir).audioFor(language.code);

/**
 * `<NN>_<key>.wav`: NN is the section's place in the talk (two digits, three past 99), so files
 * sort in talk order and stay unique; a key outside [A-Za-z0-9_] (a Devanagari key, say) becomes
 * `section`, so every name is a plain ASCII download name.
 */
export function audioFileName(index: number, key: string, count: number): string {
  const digits = count > 100 ? 3 : 2;
  const ascii = /^[A-Za-z0-9_]+$/.test(key) ? key : "section";
  return `${String(index).padStart(digits, "0")}_${ascii}.wav`;
}

/** audio/<code>/manifest.json when it exists and parses; its presence means the set is complete. */
export async function readAudioManifest(workspaceDir: string, language: LanguageName): Promise<AudioManifest | undefined> {
  try {
    const raw = await fs.readFile(path.join(audioDir(workspaceDir, languageByName(language)), AUDIO_MANIFEST), "utf8");
    return AudioManifest.parse(JSON.parse(raw));
  } catch {
    return undefined;
  }
}
