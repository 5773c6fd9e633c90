import { ToolError } from "../process/run-tool.js";
import { StageError, type StageReason } from "../stage-error.js";

/** A video that could not be made; the message is written for the person using Lectern. */
export class VideoError extends StageError {
  constructor(
    message: string,
    /** What went wrong underneath (ffmpeg's last lines, say), for logs rather than people. */
    readonly detail?: string,
    /** "disk_full" when the disk filled up: the server's problem to fix, not the user's request. */
    reason: StageReason = "unusable",
  ) {
    super(message, "video", reason);
    this.name = "VideoError";
  }
}

const KEPT = "The previous video, if any, is kept.";
const DISK_FULL = `The server's disk is full, so the video could not be made. ${KEPT} Try again once space has been freed.`;

/** Any failure while making or installing a video, as a VideoError a person can act on. */
export function asVideoError(err: unknown): VideoError {
  if (err instanceof VideoError) return err;
  if (err instanceof ToolError) {
    const log = err.result.stderr.slice(-2000);
    if (err.result.timedOut) return new VideoError(`Making the video took too long and was stopped. ${KEPT}`, log);
    if (/no space left on device|disk quota exceeded/i.test(log)) return new VideoError(DISK_FULL, log, "disk_full");
    return new VideoError(`The video could not be assembled from the slides and narration. ${KEPT}`, log || err.message);
  }
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ENOSPC" || code === "EDQUOT") return new VideoError(DISK_FULL, String(err), "disk_full");
  if (code === "ENOENT" && /spawn (ffmpeg|ffprobe)/.test(String(err))) return new VideoError("ffmpeg is not installed on this server, so no video can be made.", String(err));
  return new VideoError(`The video could not be made. ${KEPT}`, err instanceof Error ? err.message : String(err));
}
