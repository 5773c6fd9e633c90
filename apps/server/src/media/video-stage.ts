import path from "node:path";
import { ERROR_CODES, type LanguageName } from "@lectern/contract";
import { buildVideo, deckForLanguage, readAudioManifest, SlidesError, VideoError } from "@lectern/pipeline";
import { AppError } from "../http/errors.js";

const KEPT_VIDEO = "Any video made before was kept.";

/**
 * generate-video: the deck for the language (translated slides are built here, from the
 * translation the audio stage made), then the video. Answers the workspace-relative video path.
 */
export async function videoForLanguage(dir: string, language: LanguageName, opts: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {}): Promise<string> {
  if (!(await readAudioManifest(dir, language))) {
    throw new AppError(422, ERROR_CODES.validation, `Generate the ${language} audio first: the video is made from the slides and the narration.`);
  }
  try {
    await deckForLanguage(dir, language, opts.signal);
    const result = await buildVideo(dir, { language, ...(opts.signal ? { signal: opts.signal } : {}), ...(opts.onProgress ? { onProgress: opts.onProgress } : {}) });
    return path.relative(dir, result.mp4).split(path.sep).join("/");
  } catch (err) {
    if (err instanceof SlidesError || err instanceof VideoError) throw new AppError(422, ERROR_CODES.validation, `${err.message} ${KEPT_VIDEO}`);
    throw err;
  }
}
