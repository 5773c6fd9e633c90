import fs from "node:fs/promises";
import { languageByName, type Language, type LanguageName } from "@lectern/contract";
import { mediaLanguages, videoDirOf, videoPaths } from "@lectern/pipeline";

export interface VideoSource {
  language: Language;
  /** presentation.mp4 of that language: what download-video serves. */
  mp4: string;
  /** captions.vtt beside it, when the video stage wrote one. */
  captions: string | undefined;
}

const isFile = async (file: string) => (await fs.stat(file).catch(() => undefined))?.isFile() ?? false;

/**
 * The finished video to upload, found as the media routes find it: the asked-for language, or
 * else the language whose media was made most recently. Undefined when there is no video.
 */
export async function videoSource(workspaceDir: string, asked: LanguageName | undefined): Promise<VideoSource | undefined> {
  const withVideo = (await mediaLanguages(workspaceDir)).filter((m) => m.video);
  const media = asked ? withVideo.find((m) => m.language === asked) : withVideo[0];
  if (!media) return undefined;
  const language = languageByName(media.language);
  const { mp4, captions } = videoPaths(videoDirOf(workspaceDir, language));
  if (!(await isFile(mp4))) return undefined;
  return { language, mp4, captions: (await isFile(captions)) ? captions : undefined };
}

/** "Make the video first" in words that name what is missing. */
export function noVideoMessage(asked: LanguageName | undefined): string {
  return asked ? `Make the video first: this paper has no ${asked} video yet.` : "Make the video first: this paper has no video yet.";
}
