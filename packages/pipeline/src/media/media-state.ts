import fs from "node:fs/promises";
import path from "node:path";
import { AudioManifest, LANGUAGES, VideoManifest, type LanguageName } from "@lectern/contract";
import { AUDIO_MANIFEST, audioDir } from "../audio/audio-files.js";
import { VIDEO_FILE, VIDEO_MANIFEST, videoDirOf } from "../video/video-files.js";
import { readJsonCached } from "../workspace/cached-json.js";
import { workspacePaths } from "../workspace/paths.js";

export interface LanguageMedia {
  language: LanguageName;
  /** Shared with later reads of the same manifest (cached by file version): read, never change. */
  audio: AudioManifest | undefined;
  /** Present only when presentation.mp4 is there too. */
  video: VideoManifest | undefined;
  /** When the newer of the two was finished (ms since the epoch). */
  updatedMs: number;
}

const exists = async (file: string) => (await fs.stat(file).catch(() => undefined)) !== undefined;

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
  const none = { value: undefined, mtimeMs: 0 };
  const read = await Promise.all(
    candidates.map(async (language): Promise<LanguageMedia | undefined> => {
      const videoDir = videoDirOf(workspaceDir, language);
      // Manifests are parsed again only when they change (the status route polls this).
      const [audio, video, hasVideoFile] = await Promise.all([
        audioNames.has(language.code) ? readJsonCached(path.join(audioDir(workspaceDir, language), AUDIO_MANIFEST), AudioManifest) : none,
        videoNames.has(language.code) ? readJsonCached(path.join(videoDir, VIDEO_MANIFEST), VideoManifest) : none,
        videoNames.has(language.code) ? exists(path.join(videoDir, VIDEO_FILE)) : false,
      ]);
      const videoManifest = hasVideoFile ? video.value : undefined;
      if (!audio.value && !videoManifest) return undefined;
      const audioMs = audio.value ? audio.mtimeMs : 0;
      const videoMs = videoManifest ? video.mtimeMs : 0;
      return { language: language.name, audio: audio.value, video: videoManifest, updatedMs: Math.max(audioMs, videoMs) };
    }),
  );
  return read.filter((m): m is LanguageMedia => m !== undefined).sort((a, b) => b.updatedMs - a.updatedMs);
}
