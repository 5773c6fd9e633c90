import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { languageByName, VideoManifest, type LanguageName } from "@lectern/contract";
import { workspacePaths } from "../workspace/paths.js";
import { captionCues, webVtt } from "./captions.js";
import { runEncodes, runFfmpeg, verifyEncode } from "./encode.js";
import { audioArgs, audioRate, concatList, DEFAULT_FRAMES, muxArgs, VIDEO_SIZE, videoArgs, type FrameMode } from "./ffmpeg-args.js";
import { ffmetadata } from "./ffmetadata.js";
import { videoInputHash } from "./input-hash.js";
import { installVideo, removeStaleBuilds } from "./install-video.js";
import { planTimeline, type Timeline } from "./timeline.js";
import { asVideoError, VideoError } from "./video-error.js";
import { CAPTIONS_FILE, ISO639_2, VIDEO_FILE, VIDEO_MANIFEST, videoDirOf } from "./video-files.js";
import { readVideoInputs } from "./video-inputs.js";

export interface BuildVideoOptions {
  language: LanguageName;
  signal?: AbortSignal;
  /** Share of the work done, 0–1 (mostly the encode, read from ffmpeg's progress). */
  onProgress?: (fraction: number) => void;
  /**
   * How frames are written (default: at slide changes and at the end of each shot). Only for
   * measuring the approaches against each other.
   */
  frames?: FrameMode;
  /**
   * Emphasise the point being narrated on each slide (the others dimmed, a bar beside it), from
   * the highlight states the deck has. Default true; false shows every slide plain.
   */
  highlight?: boolean;
}

export interface VideoResult {
  /** Absolute paths of video/<code>/presentation.mp4 and captions.vtt. */
  mp4: string;
  vtt: string;
  manifest: VideoManifest;
  /** Milliseconds: reading and planning, the ffmpeg runs (tracks and mux), and the whole call. */
  timings: { planMs: number; encodeMs: number; totalMs: number };
  warnings: string[];
  /** True when the video on disk was already current and nothing was encoded. */
  skipped: boolean;
}

async function currentManifest(dir: string, inputHash: string): Promise<VideoManifest | undefined> {
  try {
    const parsed = VideoManifest.safeParse(JSON.parse(await fs.readFile(path.join(dir, VIDEO_MANIFEST), "utf8")));
    if (!parsed.success || parsed.data.input_hash !== inputHash) return undefined;
    await Promise.all([fs.access(path.join(dir, VIDEO_FILE)), fs.access(path.join(dir, CAPTIONS_FILE))]);
    return parsed.data;
  } catch {
    return undefined;
  }
}

/**
 * Assembles video/<code>/presentation.mp4 from the deck and the narration of one language, with
 * captions.vtt beside it and video.json written last. Slides are paired with narration by section
 * key (planTimeline); the MP4 is 1920×1080 H.264 + AAC with chapters, a soft subtitle track and
 * the index up front (+faststart). Everything is made in video/.build-<random>/ and renamed into
 * place only after ffprobe confirms it; on any failure a VideoError is thrown and the previous
 * video stays as it was. Nothing is encoded when the inputs hash to the saved input_hash.
 */
export async function buildVideo(workspaceDir: string, opts: BuildVideoOptions): Promise<VideoResult> {
  try {
    return await assemble(workspaceDir, opts);
  } catch (err) {
    // An abort is the caller's own doing and stays an AbortError; everything else is explained.
    if (opts.signal?.aborted) throw err;
    throw asVideoError(err);
  }
}

async function assemble(workspaceDir: string, opts: BuildVideoOptions): Promise<VideoResult> {
  const started = performance.now();
  const language = languageByName(opts.language);
  const report = (f: number) => opts.onProgress?.(Math.max(0, Math.min(1, f)));
  report(0);

  const inputs = await readVideoInputs(workspaceDir, language);
  const timeline: Timeline = planTimeline(inputs.deck.frames, inputs.audio.sections, inputs.titleOf, { highlight: opts.highlight ?? true });
  const warnings = [...inputs.warnings, ...timeline.warnings];
  if (timeline.clips.length === 0) {
    throw new VideoError("None of the slides' sections has narration, so there is nothing to put in a video: generate the audio again.");
  }
  const inputHash = await videoInputHash(inputs, timeline, { language: language.code, frames: opts.frames ?? DEFAULT_FRAMES });
  const targetDir = videoDirOf(workspaceDir, language);
  const paths = { mp4: path.join(targetDir, VIDEO_FILE), vtt: path.join(targetDir, CAPTIONS_FILE) };

  const existing = await currentManifest(targetDir, inputHash);
  if (existing) {
    report(1);
    return { ...paths, manifest: existing, timings: { planMs: performance.now() - started, encodeMs: 0, totalMs: performance.now() - started }, warnings, skipped: true };
  }
  opts.signal?.throwIfAborted();

  const videoRoot = workspacePaths(workspaceDir).video;
  await fs.mkdir(videoRoot, { recursive: true });
  await removeStaleBuilds(videoRoot);
  const buildDir = path.join(videoRoot, `.build-${crypto.randomBytes(6).toString("hex")}`);
  await fs.mkdir(buildDir);
  try {
    const cues = captionCues(timeline.sentences);
    const file = (name: string) => path.join(buildDir, name);
    await fs.writeFile(file(CAPTIONS_FILE), webVtt(cues));
    await fs.writeFile(file("chapters.ffmeta"), ffmetadata(timeline.chapters, inputs.paperTitle));
    await fs.writeFile(file("slides.ffconcat"), concatList(timeline.shots, (slide) => path.join(inputs.previewDir, slide)));
    const planMs = performance.now() - started;
    report(0.05);

    const frames = opts.frames ?? DEFAULT_FRAMES;
    const total_s = timeline.total_s;
    const tracks = { video: file("video-track.mp4"), audio: file("audio-track.m4a") };
    const jobs = [
      {
        args: videoArgs({ slideList: file("slides.ffconcat"), shots: timeline.shots, total_s, frames, output: tracks.video, progress: file("video-progress.txt") }),
        progressFile: file("video-progress.txt"),
      },
      {
        args: audioArgs({ clips: timeline.clips, clipPath: (name) => path.join(inputs.audioDir, name), total_s, sampleRate: audioRate(inputs.audio.sample_rate), output: tracks.audio, progress: file("audio-progress.txt") }),
        progressFile: file("audio-progress.txt"),
      },
    ];
    const mux = muxArgs({
      ...tracks,
      captions: cues.length > 0 ? file(CAPTIONS_FILE) : null,
      metadata: file("chapters.ffmeta"),
      total_s,
      languageTag: ISO639_2[language.code] ?? "und",
      languageName: language.name,
      output: file(VIDEO_FILE),
    });
    const encodeStarted = performance.now();
    await runEncodes(jobs, { cwd: buildDir, total_s, onProgress: (f) => report(0.05 + 0.85 * f) });
    opts.signal?.throwIfAborted();
    await runFfmpeg(mux, { cwd: buildDir, total_s });
    report(0.92);
    const encodeMs = performance.now() - encodeStarted;
    opts.signal?.throwIfAborted();
    await verifyEncode(file(VIDEO_FILE), timeline.total_s);
    report(0.97);

    const manifest = VideoManifest.parse({
      version: 1,
      language: language.name,
      input_hash: inputHash,
      duration_s: Number(timeline.total_s.toFixed(3)),
      chapters: timeline.chapters.map((c) => ({ title: c.title, start_s: Number(c.start_s.toFixed(3)), end_s: Number(c.end_s.toFixed(3)) })),
      width: VIDEO_SIZE.width,
      height: VIDEO_SIZE.height,
      encode_ms: Math.round(encodeMs),
    });
    opts.signal?.throwIfAborted();
    await installVideo(buildDir, targetDir, manifest);
    report(1);
    return { ...paths, manifest, timings: { planMs, encodeMs, totalMs: performance.now() - started }, warnings, skipped: false };
  } finally {
    await fs.rm(buildDir, { recursive: true, force: true });
  }
}
