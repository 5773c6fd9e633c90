import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { AudioManifest, languageByName, type Language, type LanguageName, type TranslatedScript, type VoiceKey } from "@lectern/contract";

import type { SpeechProvider } from "../providers/speech/speech-provider.js";
import type { Translator } from "../providers/translate/translator.js";
import { ToolError } from "../process/run-tool.js";
import { readScript } from "../script/script-file.js";
import { mkdirDurable } from "../workspace/durable.js";
import { workspacePaths } from "../workspace/paths.js";
import { AUDIO_MANIFEST, audioDir, audioFileName, readAudioManifest } from "./audio-files.js";
import { installAudioDir, removeStaleBuilds } from "./install-audio.js";
import { synthesizeNarration, type SectionNarration } from "./synthesize-narration.js";
import { paperLanguage, translateScript } from "./translate-script.js";
import { NARRATION_SAMPLE_RATE, wavFile } from "./wav.js";
import { StageError } from "../stage-error.js";

export interface GenerateAudioOptions {
  language: LanguageName;
  voice: VoiceKey;
  speech: SpeechProvider;
  /** Needed when the language differs from the paper's. */
  translator?: Translator;
  hinglishIterations?: number;
  signal?: AbortSignal;
  /** Share of the narration spoken so far, 0–1. */
  onProgress?: (fraction: number) => void;
}

export interface GenerateAudioResult {
  manifest: AudioManifest;
  /** Workspace-relative paths, in talk order: audio/hi/00_opening.wav ... */
  files: string[];
  /** Hindi only: the first translation and each Hinglish pass per section. */
  hindiDebug?: NonNullable<TranslatedScript["hindi_debug"]>;
  /** True when the audio on disk was already current and nothing was spoken. */
  reused: boolean;
}

/** Bumped when the audio this code makes changes for the same input, so old sets are redone. */
const AUDIO_FORMAT_VERSION = 1;

/**
 * Narration audio for one language and voice: audio/<code>/<NN>_<key>.wav per section in script
 * order, then manifest.json (durations, sentence timings). The text is script.json for the
 * paper's language, else its translation (translateScript). Everything is written into a build
 * directory beside audio/<code>/ and swapped in whole at the end, so a failure part-way leaves
 * the previous audio as it was. Nothing is spoken when the manifest's input hash (text,
 * language, voice, provider and its settings) matches.
 */
export async function generateAudio(workspaceDir: string, opts: GenerateAudioOptions): Promise<GenerateAudioResult> {
  const language = languageByName(opts.language);
  const speech = (await opts.speech.forLanguage?.(language)) ?? opts.speech;
  const { sections, translation } = await narrationFor(workspaceDir, language, opts);
  const hindiDebug = translation?.hindi_debug;
  const debug = hindiDebug ? { hindiDebug } : {};
  const inputHash = audioHash(sections, language, opts.voice, speech);
  const finalDir = audioDir(workspaceDir, language);
  const relative = (file: string) => path.posix.join("audio", language.code, file);

  const existing = await readAudioManifest(workspaceDir, language.name);
  if (existing?.input_hash === inputHash && (await allExist(finalDir, existing))) {
    opts.onProgress?.(1);
    return { manifest: existing, files: existing.sections.map((s) => relative(s.file)), reused: true, ...debug };
  }

  const ws = workspacePaths(workspaceDir);
  // Programs run in work/, never in the build directory: whatever they leave behind (or write
  // while a failed run is being cleaned up) cannot end up among the audio files.
  await fs.mkdir(ws.work, { recursive: true });
  await mkdirDurable(ws.audio);
  await removeStaleBuilds(ws.audio, language.code);
  const buildDir = path.join(ws.audio, `.build-${language.code}-${crypto.randomBytes(6).toString("hex")}`);
  await fs.mkdir(buildDir);
  try {
    const spoken = await synthesizeNarration(sections, {
      speech,
      language,
      voice: opts.voice,
      cwd: ws.work,
      ...(opts.signal ? { signal: opts.signal } : {}),
      ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
    }).catch((err: unknown) => {
      if (err instanceof ToolError) throw new StageError(`The narration audio could not be converted: ${err.message}`, "audio");
      throw err;
    });

    const entries: AudioManifest["sections"] = [];
    for (const [index, section] of spoken.entries()) {
      const file = audioFileName(index, section.key, spoken.length);
      // Plain writes: the build folder is private until installAudioDir flushes it and swaps it in.
      await fs.writeFile(path.join(buildDir, file), wavFile(section.pcm));
      entries.push({ key: section.key, file, duration_s: round(section.durationS), sentences: section.sentences });
    }
    const manifest = AudioManifest.parse({
      version: 1,
      language: language.name,
      code: language.code,
      voice: opts.voice,
      provider: speech.name,
      sample_rate: NARRATION_SAMPLE_RATE,
      input_hash: inputHash,
      sections: entries,
      total_s: round(spoken.reduce((t, s) => t + s.durationS, 0)),
    });
    // The manifest last: its presence means the set is complete.
    await fs.writeFile(path.join(buildDir, AUDIO_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    opts.signal?.throwIfAborted();
    await installAudioDir(buildDir, finalDir);
    return { manifest, files: entries.map((e) => relative(e.file)), reused: false, ...debug };
  } finally {
    await fs.rm(buildDir, { recursive: true, force: true });
  }
}

/** The narration of each section in talk order: the script's, or its translation's. */
async function narrationFor(
  workspaceDir: string,
  language: Language,
  opts: GenerateAudioOptions,
): Promise<{ sections: SectionNarration[]; translation?: TranslatedScript }> {
  const script = await readScript(workspaceDir);
  if (!script || script.order.length === 0) throw new StageError("There is no narration script yet: generate the script first.", "audio");
  if ((await paperLanguage(workspaceDir)) === language.code) {
    return { sections: script.order.flatMap((key) => (script.sections[key] ? [{ key, text: script.sections[key].script }] : [])) };
  }
  const translation = await translateScript(workspaceDir, {
    language: language.name,
    ...(opts.translator ? { translator: opts.translator } : {}),
    ...(opts.hinglishIterations === undefined ? {} : { hinglishIterations: opts.hinglishIterations }),
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
  return { sections: translation.order.flatMap((key) => (translation.sections[key] ? [{ key, text: translation.sections[key].script }] : [])), translation };
}

function audioHash(sections: readonly SectionNarration[], language: Language, voice: VoiceKey, speech: SpeechProvider): string {
  const input = { v: AUDIO_FORMAT_VERSION, code: language.code, voice, provider: speech.name, settings: speech.fingerprint, rate: NARRATION_SAMPLE_RATE, sections: sections.map((s) => [s.key, s.text]) };
  return crypto.createHash("sha256").update(JSON.stringify(input)).digest("hex");
}

async function allExist(dir: string, manifest: AudioManifest): Promise<boolean> {
  const found = await Promise.all(manifest.sections.map((s) => fs.stat(path.join(dir, s.file)).then((st) => st.isFile(), () => false)));
  return found.every(Boolean);
}

const round = (s: number) => Math.round(s * 1000) / 1000;
