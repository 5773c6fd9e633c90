import type { NarrationClip, Shot } from "./timeline.js";

export const VIDEO_SIZE = { width: 1920, height: 1080 } as const;

/**
 * Time grid of the output: every slide change lands on a multiple of 1/25 s. Frames are written
 * only at slide changes (and as keep-alive repeats, below), so this is a clock, not a frame count.
 */
export const GRID_FPS = 25;

/**
 * Longest time between two frames written on top of the slide changes (Infinity: none). One frame
 * per slide change alone is the fastest file, but tools that show "the first frame at or after t"
 * (ffmpeg -ss, thumbnailers, some transcoders) then show the next slide for a whole section. A
 * periodic repeat only narrows that window (every 2 s: 158 frames instead of 15 on a 5-minute talk,
 * +1.4 CPU-s of encoding); a repeat on each shot's last grid step closes it for one frame per shot
 * (see FrameMode), so no periodic repeat is needed.
 */
export const MAX_FRAME_GAP_S = Infinity;

/** Sample rates AAC-LC has tables for; anything else is resampled to 24 kHz (speech needs no more). */
const AAC_RATES = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000];
export const audioRate = (manifestRate: number): number => (AAC_RATES.includes(manifestRate) && manifestRate >= 16000 ? manifestRate : 24000);

/** A path in a concat list: single-quoted, with the quote itself escaped, and never a protocol. */
const listPath = (file: string) => `'file:${file.replace(/'/g, "'\\''")}'`;

/** Shots snapped to the grid: start frame index and slide; a shot shorter than a frame is dropped. */
export function gridShots(shots: readonly Shot[]): { frame: number; slide: string; start_s: number; highlight: boolean }[] {
  const snapped = shots.map((s) => ({ frame: Math.round(s.start_s * GRID_FPS), end: Math.round(s.end_s * GRID_FPS), slide: s.slide, highlight: s.highlight === true }));
  return snapped.filter((s) => s.end > s.frame).map((s) => ({ frame: s.frame, slide: s.slide, start_s: s.frame / GRID_FPS, highlight: s.highlight }));
}

/**
 * The slides as an ffconcat list: each image once, for its shot's whole length. Durations are
 * whole grid steps, so the demuxer's timestamps are exact and match the frame indices the
 * select filter looks for.
 */
export function concatList(shots: readonly Shot[], slidePath: (slide: string) => string): string {
  const grid = gridShots(shots);
  const lines = ["ffconcat version 1.0"];
  grid.forEach((shot, i) => {
    const next = grid[i + 1]?.frame ?? shot.frame + 1;
    lines.push(`file ${listPath(slidePath(shot.slide))}`, `duration ${((next - shot.frame) / GRID_FPS).toFixed(6)}`);
  });
  return `${lines.join("\n")}\n`;
}

/**
 * How pictures are written: at slide changes, plus (shotEnds) a repeat of each slide on the last
 * grid step before the next change, plus a repeat at least every `maxGapS` (Infinity: none); or at
 * a constant rate (kept to measure the approaches against each other). With shotEnds, the first
 * frame at or after any time is the slide shown then (except in a shot's last 1/25 s).
 */
export type FrameMode = { kind: "changes"; maxGapS: number; shotEnds?: boolean } | { kind: "constant"; fps: number };
export const DEFAULT_FRAMES: FrameMode = { kind: "changes", maxGapS: MAX_FRAME_GAP_S, shotEnds: true };

/**
 * The narration as one filter graph: every section file resampled to one format, trimmed to its
 * manifest duration and padded with silence up to the next section's start, all joined by a
 * single concat. Lengths are counted in samples from the absolute timeline, so pauses do not
 * accumulate rounding and the audio ends exactly at the total.
 */
export function narrationGraph(clips: readonly NarrationClip[], total: number, rate: number, firstInput: number): string {
  const at = (s: number) => Math.round(s * rate);
  const parts: string[] = [];
  const labels: string[] = [];
  const lead = at(clips[0]?.start_s ?? 0);
  if (lead > 0) {
    parts.push(`anullsrc=r=${rate}:cl=mono,atrim=end_sample=${lead}[lead]`);
    labels.push("[lead]");
  }
  clips.forEach((clip, i) => {
    const start = at(clip.start_s);
    const next = at(clips[i + 1]?.start_s ?? total);
    const speech = Math.min(at(clip.duration_s), next - start);
    parts.push(`[${firstInput + i}:a]aresample=${rate},aformat=sample_fmts=fltp:channel_layouts=mono,atrim=end_sample=${speech},apad=whole_len=${next - start}[n${i}]`);
    labels.push(`[n${i}]`);
  });
  parts.push(`${labels.join("")}concat=n=${labels.length}:v=0:a=1[aout]`);
  return parts.join(";");
}

/**
 * The terms joined by "+" as a balanced tree: ffmpeg's expression parser nests a flat a+b+c+…
 * one level per term and gives up at about a hundred (a long deck with highlight states has
 * several hundred), while a tree needs only log2(n) levels.
 */
export function anyOf(terms: readonly string[]): string {
  if (terms.length <= 1) return terms[0] ?? "0";
  const half = Math.ceil(terms.length / 2);
  return `(${anyOf(terms.slice(0, half))}+${anyOf(terms.slice(half))})`;
}

/**
 * Slides to 1920×1080 BT.709 4:2:0 (letterboxed on white if a preview has another shape),
 * converted once per slide. fps then repeats each converted picture on the grid (references,
 * not copies), tpad holds the last slide to the end, and select keeps only the frames at slide
 * changes, the repeats (FrameMode) and the very last one, which gives the track its full length.
 */
export function videoGraph(shots: readonly Shot[], total: number, frames: FrameMode): string {
  const convert =
    `[0:v]scale=${VIDEO_SIZE.width}:${VIDEO_SIZE.height}:force_original_aspect_ratio=decrease:out_color_matrix=bt709:out_range=tv,` +
    `format=yuv420p,pad=${VIDEO_SIZE.width}:${VIDEO_SIZE.height}:(ow-iw)/2:(oh-ih)/2:color=white,setsar=1`;
  const grid = gridShots(shots);
  const lastStart = grid.at(-1)?.start_s ?? 0;
  const hold = `tpad=stop_mode=clone:stop_duration=${Math.max(0, total - lastStart).toFixed(3)}`;
  if (frames.kind === "constant") return `${convert},fps=${frames.fps},${hold}[vout]`;
  const lastFrame = Math.max(0, Math.round(total * GRID_FPS) - 1);
  // Before a highlight moving within a slide no repeat is needed: what a seek lands on is then the
  // same slide with the next point emphasised, never another slide.
  const ends = frames.shotEnds ? grid.slice(1).filter((s) => !s.highlight).map((s) => s.frame - 1) : [];
  const keep = [...new Set([...grid.map((s) => s.frame), ...ends, lastFrame])].sort((a, b) => a - b).map((n) => `eq(n,${n})`);
  if (Number.isFinite(frames.maxGapS)) keep.push(`gte(t-prev_selected_t,${(frames.maxGapS - 0.5 / GRID_FPS).toFixed(3)})`);
  return `${convert},fps=${GRID_FPS},${hold},select='${anyOf(keep)}'[vout]`;
}

/** Video and audio are encoded by two ffmpeg processes at once (filters and AAC run on one thread each). */
const QUIET = ["-hide_banner", "-nostdin", "-loglevel", "error", "-y"];
const progressArgs = (file: string) => ["-progress", `file:${file}`, "-stats_period", "0.5"];

/** The picture track alone: slides in, H.264 out (an intermediate MP4, muxed by muxArgs). */
export function videoArgs(inp: { slideList: string; shots: readonly Shot[]; total_s: number; frames: FrameMode; output: string; progress: string }): string[] {
  const timing = inp.frames.kind === "constant" ? ["-fps_mode", "cfr", "-r", String(inp.frames.fps)] : ["-fps_mode", "vfr", "-r", String(GRID_FPS)];
  // A key frame at every slide change: chapter jumps and seeks land on one and decode one picture.
  // A highlight moving within a slide changes only a few lines, which a predicted frame carries cheaply.
  const keyFrames = ["-force_key_frames", gridShots(inp.shots).filter((s) => !s.highlight).map((s) => s.start_s.toFixed(3)).join(",")];
  return [
    ...QUIET,
    ...["-f", "concat", "-safe", "0", "-i", `file:${inp.slideList}`],
    ...["-filter_complex", videoGraph(inp.shots, inp.total_s, inp.frames), "-map", "[vout]"],
    ...timing,
    // No B-frames: nothing is reordered, so slide changes keep their exact times.
    ...["-c:v", "libx264", "-preset", "veryfast", "-tune", "stillimage", "-crf", "20", "-bf", "0", "-pix_fmt", "yuv420p", ...keyFrames],
    ...["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv"],
    ...["-t", inp.total_s.toFixed(3), ...progressArgs(inp.progress), "-f", "mp4", `file:${inp.output}`],
  ];
}

/** The narration track alone: section WAVs in, AAC out (an intermediate M4A, muxed by muxArgs). */
export function audioArgs(inp: { clips: readonly NarrationClip[]; clipPath: (file: string) => string; total_s: number; sampleRate: number; output: string; progress: string }): string[] {
  return [
    ...QUIET,
    ...inp.clips.flatMap((clip) => ["-i", `file:${inp.clipPath(clip.file)}`]),
    ...["-filter_complex", narrationGraph(inp.clips, inp.total_s, inp.sampleRate, 0), "-map", "[aout]"],
    // The fast AAC coder is 3–4× quicker than the default (twoloop) on espeak speech at 64 kb/s mono,
    // and measured no worse: 26.6 dB SNR against 22.6 dB.
    ...["-c:a", "aac", "-aac_coder", "fast", "-b:a", "64k", "-ac", "1", "-ar", String(inp.sampleRate)],
    ...["-t", inp.total_s.toFixed(3), ...progressArgs(inp.progress), "-f", "mp4", `file:${inp.output}`],
  ];
}

/**
 * The finished MP4 from the two encoded tracks (copied, not re-encoded), the captions as a
 * mov_text track, the chapters and title from ffmetadata, and the index up front (+faststart).
 */
export function muxArgs(inp: { video: string; audio: string; captions: string | null; metadata: string; total_s: number; languageTag: string; languageName: string; output: string }): string[] {
  const inputs = ["-i", `file:${inp.video}`, "-i", `file:${inp.audio}`, "-f", "ffmetadata", "-i", `file:${inp.metadata}`];
  if (inp.captions) inputs.push("-f", "webvtt", "-i", `file:${inp.captions}`);
  const subtitles = inp.captions
    ? ["-map", "3:s", "-c:s", "mov_text", "-metadata:s:s:0", `language=${inp.languageTag}`, "-metadata:s:s:0", `handler_name=${inp.languageName}`]
    : [];
  return [
    ...QUIET,
    ...inputs,
    ...["-map", "0:v", "-map", "1:a", ...subtitles, "-c:v", "copy", "-c:a", "copy"],
    ...["-map_metadata", "2", "-map_chapters", "2", "-metadata:s:a:0", `language=${inp.languageTag}`],
    ...["-movflags", "+faststart", "-t", inp.total_s.toFixed(3), "-f", "mp4", `file:${inp.output}`],
  ];
}
