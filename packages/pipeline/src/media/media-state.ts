import fs from "node:fs/promises";
import path from "node:path";
import { LANGUAGES, VideoManifest, type AudioManifest, type LanguageName } from "@lectern/contract";
import { AUDIO_MANIFEST, audioDir, readAudioManifest } from "../audio/audio-files.js";
import { VIDEO_FILE, VIDEO_MANIFEST, videoDirOf } from "../video/video-files.js";

export interface LanguageMedia {
  language: LanguageName;
  audio: AudioManifest | undefined;
  /** Present only when presentation.mp4 is there too. */
  video: VideoManifest | undefined;
  /** When the newer of the two was finished (ms since the epoch). */
  updatedMs: number;
}

const mtime = async (file: string) => (await fs.stat(file).catch(() => undefined))?.mtimeMs ?? 0;

async function readVideoManifest(dir: string): Promise<VideoManifest | undefined> {
  try {
    if (!(await fs.stat(path.join(dir, VIDEO_FILE)).catch(() => undefined))) return undefined;
    const parsed = VideoManifest.safeParse(JSON.parse(await fs.readFile(path.join(dir, VIDEO_MANIFEST), "utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every narration language with audio or a video in the workspace, newest first. Manifests are
 * written last by their stage, so a language listed here has complete files.
 */
export async function mediaLanguages(workspaceDir: string): Promise<LanguageMedia[]> {
  const found: LanguageMedia[] = [];
  for (const language of LANGUAGES) {
    const [audio, video] = await Promise.all([readAudioManifest(workspaceDir, language.name), readVideoManifest(videoDirOf(workspaceDir, language))]);
    if (!audio && !video) continue;
    const updatedMs = Math.max(audio ? await mtime(path.join(audioDir(workspaceDir, language), AUDIO_MANIFEST)) : 0, video ? await mtime(path.join(videoDirOf(workspaceDir, language), VIDEO_MANIFEST)) : 0);
    found.push({ language: language.name, audio, video, updatedMs });
  }
  return found.sort((a, b) => b.updatedMs - a.updatedMs);
}
