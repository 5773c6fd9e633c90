import fs from "node:fs/promises";
import { AudioManifest, TranslatedScript, type DeckManifest, type Language } from "@lectern/contract";
import { readScript } from "../script/script-file.js";
import { readDeckManifest } from "../slides/deck-manifest.js";
import { readPaperDocument } from "../workspace/read.js";
import { deckPaths, insideRoot, workspacePaths } from "../workspace/paths.js";
import { VideoError } from "./video-error.js";

/** Everything a video is made from, read and checked before any work starts. */
export interface VideoInputs {
  slidesDir: string;
  previewDir: string;
  deck: DeckManifest;
  audioDir: string;
  audio: AudioManifest;
  /** Section title in the narration language, for chapters. */
  titleOf: (key: string) => string;
  paperTitle: string | null;
  warnings: string[];
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.readFile(file, "utf8")) as unknown;
  } catch {
    return undefined;
  }
}

/** Titles in the narration language: the translation's when there is one, else the script's. */
async function sectionTitles(workspaceDir: string, language: Language): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const script = await readScript(workspaceDir).catch(() => undefined);
  for (const [key, s] of Object.entries(script?.sections ?? {})) titles.set(key, s.title);
  const translation = TranslatedScript.safeParse(await readJson(workspacePaths(workspaceDir).translationFor(language.code)));
  if (translation.success) for (const [key, s] of Object.entries(translation.data.sections)) titles.set(key, s.title);
  return titles;
}

/**
 * The deck for `language` (slides/<code>/ when a translated deck exists, else the source deck in
 * slides/) and the narration in audio/<code>/. Missing pieces are errors a person can act on.
 */
export async function readVideoInputs(workspaceDir: string, language: Language): Promise<VideoInputs> {
  const ws = workspacePaths(workspaceDir);
  const warnings: string[] = [];
  const translatedDir = ws.slidesFor(language.code);
  let slidesDir = translatedDir;
  let deck = await readDeckManifest(translatedDir);
  if (!deck) {
    slidesDir = ws.slides;
    deck = await readDeckManifest(ws.slides);
    if (deck && (await readJson(ws.translationFor(language.code))) !== undefined) {
      warnings.push(`There are no ${language.name} slides yet; the video shows the slides in the paper's language.`);
    }
  }
  if (!deck) throw new VideoError("There are no slides yet: generate the slides first.");

  const audioDir = ws.audioFor(language.code);
  const parsed = AudioManifest.safeParse(await readJson(ws.audioManifestFor(language.code)));
  if (!parsed.success) throw new VideoError(`There is no ${language.name} narration yet: generate the audio first.`);
  const audio = parsed.data;
  if (audio.code !== language.code) throw new VideoError(`The narration in audio/${language.code} is not ${language.name}; generate the audio again.`);

  const previewDir = deckPaths(slidesDir).preview;
  // Names come from manifests on disk; each is checked to stay inside its folder before use.
  for (const f of deck.frames) for (const slide of [f.slide, ...(f.highlights ?? []).map((h) => h.slide)]) insideRoot(previewDir, slide);
  for (const s of audio.sections) insideRoot(audioDir, s.file);

  const titles = await sectionTitles(workspaceDir, language);
  const paper = await readPaperDocument(workspaceDir).catch(() => undefined);
  return {
    slidesDir,
    previewDir,
    deck,
    audioDir,
    audio,
    titleOf: (key) => titles.get(key) ?? key.replace(/_/g, " "),
    paperTitle: paper?.metadata.title ?? null,
    warnings,
  };
}
