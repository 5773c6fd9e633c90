import fs from "node:fs/promises";
import { runToolOk } from "../process/run-tool.js";
import { probeMedia } from "./probe.js";
import { VideoError } from "./video-error.js";
import { VIDEO_SIZE } from "./ffmpeg-args.js";

/** Largest gap between a stream's length and the timeline's that we accept (one AAC frame is 46 ms). */
export const DURATION_TOLERANCE_S = 0.2;

/** ffmpeg's -progress file: the last out_time_us is how far the output has got. */
function progressSeconds(text: string): number | undefined {
  const all = [...text.matchAll(/^out_time_us=(\d+)$/gm)];
  const last = all.at(-1)?.[1];
  return last === undefined ? undefined : Number(last) / 1e6;
}

export interface EncodeOptions {
  cwd: string;
  progressFile: string;
  total_s: number;
  onProgress?: (fraction: number) => void;
}

/**
 * Runs the one ffmpeg pass. run-tool only hands back output at the end, so progress is read from
 * the -progress file ffmpeg rewrites twice a second while it works.
 */
export async function runEncode(args: readonly string[], opts: EncodeOptions): Promise<void> {
  const onProgress = opts.onProgress;
  let polling = false;
  const timer = onProgress
    ? setInterval(() => {
        if (polling) return;
        polling = true;
        fs.readFile(opts.progressFile, "utf8")
          .then((text) => {
            const at = progressSeconds(text);
            if (at !== undefined && opts.total_s > 0) onProgress(Math.min(1, at / opts.total_s));
          })
          .catch(() => undefined)
          .finally(() => {
            polling = false;
          });
      }, 250)
    : undefined;
  try {
    // Generous: a loaded machine may be 20× slower than the 100×+ realtime measured on an idle one.
    await runToolOk("ffmpeg", args, { cwd: opts.cwd, timeoutMs: 120_000 + opts.total_s * 1000 });
  } finally {
    if (timer) clearInterval(timer);
  }
}

/**
 * Checks the encoded file before it replaces anything: both tracks present, the picture size
 * right, and video and audio as long as the timeline (a variable-frame-rate track that stops
 * early is exactly the fault this catches).
 */
export async function verifyEncode(file: string, total_s: number): Promise<void> {
  const probe = await probeMedia(file);
  const video = probe.streams.find((s) => s.codec_type === "video");
  const audio = probe.streams.find((s) => s.codec_type === "audio");
  const problems: string[] = [];
  if (!video || video.width !== VIDEO_SIZE.width || video.height !== VIDEO_SIZE.height) problems.push(`video stream ${video ? `${video.width}x${video.height}` : "missing"}`);
  if (!audio) problems.push("audio stream missing");
  for (const s of [video, audio]) {
    if (s?.duration !== undefined && Math.abs(s.duration - total_s) > DURATION_TOLERANCE_S) problems.push(`${s.codec_type} lasts ${s.duration.toFixed(2)} s, not ${total_s.toFixed(2)} s`);
  }
  if (problems.length > 0) throw new VideoError("The video came out incomplete, so it was not saved; please try again.", problems.join("; "));
}
