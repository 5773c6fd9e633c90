import fs from "node:fs/promises";
import path from "node:path";
import { LANGUAGES, VideoManifest, type AudioManifest, type LanguageName } from "@lectern/contract";
import { AUDIO_MANIFEST, audioDir, readAudioManifest } from "../audio/audio-files.js";
import { VIDEO_FILE, VIDEO_MANIFEST, videoDirOf } from "../video/video-files.js";
import { workspacePaths } from "../workspace/paths.js";

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

/** Names in a folder; none when it does not exist yet. */
const namesIn = async (dir: string) => new Set(await fs.readdir(dir).catch(() => [] as string[]));

/**
 * Every narration language with audio or a video in the workspace, newest first. Manifests are
 * written last by their stage, so a language listed here has complete files. Only languages with
 * a folder are read (two directory listings instead of 22 failed opens: the status route calls
 * this on every poll), and those in parallel.
 */
export async function mediaLanguages(workspaceDir: string): Promise<LanguageMedia[]> {
  const ws = workspacePaths(workspaceDir);
  const [audioNames, videoNames] = await Promise.all([namesIn(ws.audio), namesIn(ws.video)]);
  const candidates = LANGUAGES.filter((l) => audioNames.has(l.code) || videoNames.has(l.code));
  const read = await Promise.all(
    candidates.map(async (language): Promise<LanguageMedia | undefined> => {
      const [audio, video] = await Promise.all([
        audioNames.has(language.code) ? readAudioManifest(workspaceDir, language.name) : undefined,
        videoNames.has(language.code) ? readVideoManifest(videoDirOf(workspaceDir, language)) : undefined,
      ]);
      if (!audio && !video) return undefined;
      const [audioMs, videoMs] = await Promise.all([
        audio ? mtime(path.join(audioDir(workspaceDir, language), AUDIO_MANIFEST)) : 0,
        video ? mtime(path.join(videoDirOf(workspaceDir, language), VIDEO_MANIFEST)) : 0,
      ]);
      return { language: language.name, audio, video, updatedMs: Math.max(audioMs, videoMs) };
    }),
  );
  return read.filter((m): m is LanguageMedia => m !== undefined).sort((a, b) => b.updatedMs - a.updatedMs);
}
