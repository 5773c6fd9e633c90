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

/** One ffmpeg run and the -progress file it writes. */
export interface EncodeJob {
  args: readonly string[];
  progressFile: string;
}

export interface EncodeOptions {
  cwd: string;
  total_s: number;
  onProgress?: (fraction: number) => void;
}

/** Generous: a loaded machine may be 20× slower than the 100×+ realtime measured on an idle one. */
const timeoutMs = (total_s: number) => 120_000 + total_s * 1000;

/**
 * Runs ffmpeg jobs at the same time (the video and the audio track: each runs its filters and
 * encoder mostly on one thread, so on two cores together they take as long as the slower one).
 * run-tool only hands back output at the end, so progress is read from the -progress files ffmpeg
 * rewrites twice a second: the share reported is the mean over the jobs, never going back. Every
 * job is waited for before a failure is thrown, so none is still writing when the caller cleans up.
 */
export async function runEncodes(jobs: readonly EncodeJob[], opts: EncodeOptions): Promise<void> {
  const onProgress = opts.onProgress;
  const done = jobs.map(() => 0);
  let reported = 0;
  let polling = false;
  const timer = onProgress
    ? setInterval(() => {
        if (polling) return;
        polling = true;
        Promise.all(
          jobs.map(async (job, i) => {
            const at = progressSeconds(await fs.readFile(job.progressFile, "utf8").catch(() => ""));
            if (at !== undefined && opts.total_s > 0) done[i] = Math.max(done[i] ?? 0, Math.min(1, at / opts.total_s));
          }),
        )
          .then(() => {
            const mean = done.reduce((a, b) => a + b, 0) / Math.max(1, done.length);
            if (mean > reported) onProgress((reported = mean));
          })
          .catch(() => undefined)
          .finally(() => {
            polling = false;
          });
      }, 250)
    : undefined;
  try {
    const results = await Promise.allSettled(jobs.map((job) => runToolOk("ffmpeg", job.args, { cwd: opts.cwd, timeoutMs: timeoutMs(opts.total_s) })));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failed) throw failed.reason;
  } finally {
    if (timer) clearInterval(timer);
  }
}

/** One ffmpeg run without progress (the final mux: stream copies, a fraction of a second). */
export async function runFfmpeg(args: readonly string[], opts: { cwd: string; total_s: number }): Promise<void> {
  await runToolOk("ffmpeg", args, { cwd: opts.cwd, timeoutMs: timeoutMs(opts.total_s) });
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
