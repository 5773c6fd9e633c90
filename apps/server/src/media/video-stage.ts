import path from "node:path";
import { ERROR_CODES, type LanguageName } from "@lectern/contract";
import { buildVideo, deckForLanguage, readAudioManifest, SlidesError, VideoError } from "@lectern/pipeline";
import { AppError } from "../http/errors.js";

const KEPT_VIDEO = "Any video made before was kept.";

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
    throw new AppError(422, ERROR_CODES.validation, `Generate the ${language} audio first: the video is made from the slides and the narration.`);
  }
  try {
    await deckForLanguage(dir, language, opts.signal);
    const result = await buildVideo(dir, { language, highlight: opts.highlight ?? true, ...(opts.signal ? { signal: opts.signal } : {}), ...(opts.onProgress ? { onProgress: opts.onProgress } : {}) });
    return path.relative(dir, result.mp4).split(path.sep).join("/");
  } catch (err) {
    if (err instanceof VideoError) throw videoFailure(err);
    if (err instanceof SlidesError) throw new AppError(422, ERROR_CODES.validation, `${err.message} ${KEPT_VIDEO}`);
    throw err;
  }
}

/**
 * A video that could not be made, as the answer says it: a full disk is ours to fix (507, and
 * worth a line in the log); anything else about the slides or narration is 422. Either way the
 * message says the previous video was kept (once).
 */
export function videoFailure(err: VideoError): AppError {
  const detail = /\bkept\b/.test(err.message) ? err.message : `${err.message} ${KEPT_VIDEO}`;
  return err.diskFull ? new AppError(507, ERROR_CODES.diskFull, detail) : new AppError(422, ERROR_CODES.validation, detail);
}
