import type { LanguageName } from "@lectern/contract";
import { buildVideo, deckForLanguage, readAudioManifest, StageError, workspaceRelative } from "@lectern/pipeline";

/**
 * generate-video: the deck for the language (translated slides are built here, from the
 * translation the audio stage made), then the video. Answers the workspace-relative video path.
 */
export async function videoForLanguage(
  dir: string,
  language: LanguageName,
  opts: { signal?: AbortSignal; onProgress?: (fraction: number) => void; highlight?: boolean } = {},
): Promise<string> {
  if (!(await readAudioManifest(dir, language))) {
    throw new StageError(`Generate the ${language} audio first: the video is made from the slides and the narration.`, "video", "not_ready");
  }
  await deckForLanguage(dir, language, opts.signal);
  const result = await buildVideo(dir, { language, highlight: opts.highlight ?? true, ...(opts.signal ? { signal: opts.signal } : {}), ...(opts.onProgress ? { onProgress: opts.onProgress } : {}) });
  return workspaceRelative(dir, result.mp4);
}
