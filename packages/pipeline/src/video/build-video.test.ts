import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AudioManifest, DeckManifest, VideoManifest, type AudioSection, type DeckFrame } from "@lectern/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runToolOk } from "../process/run-tool.js";
import { buildDeck } from "../slides/build-deck.js";
import { readDeckManifest } from "../slides/deck-manifest.js";
import { buildVideo } from "./build-video.js";
import { MAX_FRAME_GAP_S } from "./ffmpeg-args.js";
import { probeMedia } from "./probe.js";
import { localScript } from "../test-support/script-fixture.js";
import { PACING } from "./timeline.js";
import { VideoError } from "./video-error.js";

// Fixtures: a workspace with slides (PNG previews + deck.json) and narration (WAVs + manifest),
// made directly so each test controls durations, sentence times and section order.

interface SectionSpec {
  key: string;
  title: string;
  /** Seconds of narration, and its sentences as [start, end] within the file. */
  duration: number;
  sentences: [number, number][];
  /** Tone of this section's narration, so tests can tell which section is audible. */
  hz: number;
  /** What each sentence says (default: "<title> sentence N of the narration."). */
  texts?: string[];
}

const COLORS = ["#1f4e9c", "#c0392b", "#27ae60", "#8e44ad", "#f39c12", "#16a085", "#2c3e50", "#d35400"];

async function slidePng(file: string, color: string, label: string): Promise<void> {
  const svg = `<svg width="1920" height="1080" xmlns="http://www.w3.org/2000/svg"><rect width="1920" height="1080" fill="${color}"/><text x="120" y="560" font-size="120" font-family="sans-serif" fill="#ffffff">${label}</text></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
}

async function toneWav(file: string, seconds: number, hz: number): Promise<void> {
  await runToolOk("ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", `sine=f=${hz}:d=${seconds}:r=22050`, "-ac", "1", "-c:a", "pcm_s16le", file], { cwd: path.dirname(file), timeoutMs: 30_000 });
}

async function writeNarration(dir: string, sections: SectionSpec[], order: string[]): Promise<AudioManifest> {
  const audioDir = path.join(dir, "audio", "hi");
  fs.mkdirSync(audioDir, { recursive: true });
  const listed: AudioSection[] = [];
  for (const key of order) {
    const s = sections.find((x) => x.key === key);
    if (!s) throw new Error(`no section ${key}`);
    const file = `${String(listed.length).padStart(2, "0")}_${s.key}.wav`;
    await toneWav(path.join(audioDir, file), s.duration, s.hz);
    listed.push({ key: s.key, file, duration_s: s.duration, sentences: s.sentences.map(([a, b], i) => ({ text: s.texts?.[i] ?? `${s.title} sentence ${i + 1} of the narration.`, start_s: a, end_s: b })) });
  }
  const manifest = AudioManifest.parse({
    version: 1,
    language: "Hindi",
    code: "hi",
    voice: "vidya",
    provider: "espeak",
    sample_rate: 22050,
    input_hash: "test",
    sections: listed,
    total_s: listed.reduce((t, s) => t + s.duration_s, 0),
  });
  fs.writeFileSync(path.join(audioDir, "manifest.json"), JSON.stringify(manifest));
  return manifest;
}

function writeScript(dir: string, sections: { key: string; title: string }[]): void {
  const script = localScript(sections.map((s) => ({ key: s.key, title: s.title, script: "x", bullet_points: ["a"], assigned_image: null })));
  fs.writeFileSync(path.join(dir, "script.json"), JSON.stringify(script));
}

/** A workspace with only paper.json (and an empty images/), for tests that build the real deck. */
function paperOnly(root: string, name: string): string {
  const dir = path.join(root, name);
  fs.mkdirSync(path.join(dir, "images"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "paper.json"),
    JSON.stringify({ version: 1, source_kind: "pdf", metadata: { title: "Sparse Attention", authors: "Ada Lovelace", date: "2024-01-02", arxiv_id: null }, abstract: "", figures: [], language: "en", warnings: [], sections: [] }),
  );
  return dir;
}

/** Title slide, one slide per section (in `sections` order), closing slide; narration listed in `audioOrder`. */
async function workspace(root: string, name: string, sections: SectionSpec[], audioOrder = sections.map((s) => s.key)): Promise<string> {
  const dir = path.join(root, name);
  const preview = path.join(dir, "slides", "preview");
  fs.mkdirSync(preview, { recursive: true });
  const frames: DeckFrame[] = [];
  const labels = ["Title", ...sections.map((s) => s.title), "Thanks"];
  for (const [i, label] of labels.entries()) {
    const slide = `slide_${String(i).padStart(3, "0")}.png`;
    await slidePng(path.join(preview, slide), COLORS[i % COLORS.length] ?? "#000000", label);
    const section = sections[i - 1];
    frames.push(
      i === 0
        ? { slide, kind: "title", section: null, part: 0, parts: 1, bullets: [] }
        : section
          ? { slide, kind: "section", section: section.key, part: 0, parts: 1, bullets: [`${section.title} bullet`] }
          : { slide, kind: "closing", section: null, part: 0, parts: 1, bullets: [] },
    );
  }
  fs.writeFileSync(path.join(dir, "slides", "deck.json"), JSON.stringify(DeckManifest.parse({ version: 1, engine: "pdflatex", language: null, frames })));
  writeScript(dir, sections);
  await writeNarration(dir, sections, audioOrder);
  return dir;
}

/** A 64×36 RGB thumbnail: enough to tell slides apart, cheap to compare (highlight states need more). */
const thumb = (input: string | Buffer, width = 64, height = 36) => sharp(input).resize(width, height, { fit: "fill" }).removeAlpha().raw().toBuffer();

/**
 * The picture a player shows at `seconds`: the last frame at or before that time. (A plain
 * `ffmpeg -ss t` gives the first frame at or after t instead, which with sparse frames can be
 * the next slide; the fps filter repeats each frame until the next, so -ss then lands on it.)
 */
async function frameAt(mp4: string, seconds: number): Promise<Buffer> {
  const args = ["-v", "error", "-i", mp4, "-vf", "scale=320:180,fps=25", "-ss", seconds.toFixed(3), "-frames:v", "1", "-f", "image2pipe", "-c:v", "png", "-"];
  return (await runToolOk("ffmpeg", args, { cwd: path.dirname(mp4), timeoutMs: 30_000 })).stdout;
}

/** What `ffmpeg -ss t -i video -frames:v 1` (thumbnailers, people checking a frame) returns. */
async function firstFrameFrom(mp4: string, seconds: number): Promise<Buffer> {
  const args = ["-v", "error", "-ss", seconds.toFixed(3), "-i", mp4, "-vf", "scale=320:180", "-frames:v", "1", "-f", "image2pipe", "-c:v", "png", "-"];
  return (await runToolOk("ffmpeg", args, { cwd: path.dirname(mp4), timeoutMs: 30_000 })).stdout;
}

/** Preview thumbnails by path and modification time (a test may redraw a slide). */
const thumbs = new Map<string, Promise<Buffer>>();
const previewThumb = (png: string, width = 64, height = 36) => {
  const key = `${png}@${fs.statSync(png).mtimeMs}@${width}`;
  const cached = thumbs.get(key) ?? thumb(png, width, height);
  thumbs.set(key, cached);
  return cached;
};

/** Mean absolute difference per channel (0–255) between a video frame and a preview image. */
async function difference(frame: Buffer, png: string, width = 64, height = 36): Promise<number> {
  const [a, b] = await Promise.all([thumb(frame, width, height), previewThumb(png, width, height)]);
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

/** The slide (file name) a frame looks most like, and by how much. */
async function closestSlide(frame: Buffer, previewDir: string, width = 64, height = 36): Promise<{ slide: string; diff: number }> {
  let best = { slide: "", diff: Infinity };
  for (const slide of fs.readdirSync(previewDir).filter((f) => f.endsWith(".png"))) {
    const diff = await difference(frame, path.join(previewDir, slide), width, height);
    if (diff < best.diff) best = { slide, diff };
  }
  return best;
}

/** Frequency of the audio at `seconds`, from zero crossings over 0.4 s. */
async function toneAt(mp4: string, seconds: number): Promise<number> {
  const res = await runToolOk("ffmpeg", ["-v", "error", "-ss", seconds.toFixed(3), "-i", mp4, "-t", "0.4", "-vn", "-ac", "1", "-ar", "22050", "-f", "s16le", "-"], { cwd: path.dirname(mp4), timeoutMs: 30_000 });
  const samples = new Int16Array(res.stdout.buffer, res.stdout.byteOffset, Math.floor(res.stdout.length / 2));
  let crossings = 0;
  for (let i = 1; i < samples.length; i += 1) if (((samples[i - 1] ?? 0) < 0) !== ((samples[i] ?? 0) < 0)) crossings += 1;
  return crossings / 2 / (samples.length / 22050);
}

/** Top-level MP4 boxes in file order (size, type; 64-bit sizes and "to end of file" handled). */
function topLevelBoxes(file: string): string[] {
  const buf = fs.readFileSync(file);
  const types: string[] = [];
  let at = 0;
  while (at + 8 <= buf.length) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString("latin1", at + 4, at + 8);
    if (size === 1) size = Number(buf.readBigUInt64BE(at + 8));
    if (size === 0) size = buf.length - at;
    types.push(type);
    if (size < 8) break;
    at += size;
  }
  return types;
}

const sec = (key: string, title: string, duration: number, hz: number, sentences: [number, number][] = [[0.1, duration - 0.1]]): SectionSpec => ({ key, title, duration, hz, sentences });

describe("buildVideo", () => {
  let root = "";
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-video-"));
  });
  // KEEP_VIDEO_TMP=1 keeps the workspaces, to look at the videos by hand.
  afterAll(() => {
    if (!process.env.KEEP_VIDEO_TMP) fs.rmSync(root, { recursive: true, force: true });
  });

  it("makes a 1920×1080 H.264/AAC MP4 as long as the narration and pauses, index first, with chapters and captions", async () => {
    const sections = [
      sec("introduction", "Introduction", 4, 300, [
        [0.1, 1.8],
        [2.1, 3.9],
      ]),
      sec("method", "Method; A=B", 5, 500, [
        [0.2, 2.3],
        [2.6, 4.8],
      ]),
      sec("results", "Results", 3, 700),
    ];
    const dir = await workspace(root, "full", sections);
    const fractions: number[] = [];
    const video = await buildVideo(dir, { language: "Hindi", onProgress: (f) => fractions.push(f) });
    expect(video.skipped).toBe(false);
    expect(video.mp4).toBe(path.join(dir, "video", "hi", "presentation.mp4"));

    const total = PACING.leadInS + 4 + PACING.gapS + 5 + PACING.gapS + 3 + PACING.tailS;
    const probe = await probeMedia(video.mp4);
    expect(Math.abs(probe.format.duration - total)).toBeLessThanOrEqual(0.2);
    const v = probe.streams.find((s) => s.codec_type === "video");
    const a = probe.streams.find((s) => s.codec_type === "audio");
    const sub = probe.streams.find((s) => s.codec_type === "subtitle");
    expect([v?.codec_name, v?.width, v?.height, v?.pix_fmt]).toEqual(["h264", 1920, 1080, "yuv420p"]);
    expect(a?.codec_name).toBe("aac");
    // Both tracks, not just the container, last the whole talk (a short VFR video track is the known trap).
    expect(Math.abs((v?.duration ?? 0) - total)).toBeLessThanOrEqual(0.2);
    expect(Math.abs((a?.duration ?? 0) - total)).toBeLessThanOrEqual(0.2);
    // Pictures only at the 5 slide changes, a repeat closing each shot, any keep-alive repeats and
    // the last frame, not 25 per second.
    expect(v?.nb_frames).toBeGreaterThan(5);
    expect(v?.nb_frames).toBeLessThanOrEqual(2 * 5 + (Number.isFinite(MAX_FRAME_GAP_S) ? Math.ceil(total / MAX_FRAME_GAP_S) : 0) + 1);
    expect([sub?.codec_name, sub?.tags?.language]).toEqual(["mov_text", "hin"]);
    expect(a?.tags?.language).toBe("hin");

    const boxes = topLevelBoxes(video.mp4);
    expect(boxes).toContain("mdat");
    expect(boxes.indexOf("moov")).toBeGreaterThanOrEqual(0);
    expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));

    expect(probe.chapters.map((c) => c.tags?.title)).toEqual(["Introduction", "Method; A=B", "Results"]);
    expect(probe.chapters[0]?.start_time).toBe(0);
    expect(probe.chapters[1]?.start_time).toBeCloseTo(PACING.leadInS + 4, 2);
    expect(probe.chapters[2]?.end_time).toBeCloseTo(total, 2);

    // Captions: every sentence, offset into the talk; the method's first sentence starts after the pause.
    const vtt = fs.readFileSync(video.vtt, "utf8");
    expect(vtt.startsWith("WEBVTT\n")).toBe(true);
    expect(vtt.match(/-->/g)).toHaveLength(5);
    const methodStart = PACING.leadInS + 4 + PACING.gapS + 0.2;
    expect(vtt).toContain(`00:00:0${methodStart.toFixed(3)} --> `);
    expect(vtt).toContain("Method; A=B sentence 1 of the narration.");
    // The same cues are in the MP4's subtitle track.
    const track = await runToolOk("ffmpeg", ["-v", "error", "-i", video.mp4, "-map", "0:s:0", "-f", "webvtt", "-"], { cwd: dir, timeoutMs: 30_000 });
    expect(track.stdout.toString("utf8").match(/-->/g)).toHaveLength(5);

    const manifest = VideoManifest.parse(JSON.parse(fs.readFileSync(path.join(dir, "video", "hi", "video.json"), "utf8")));
    expect(manifest).toEqual(video.manifest);
    expect(manifest.duration_s).toBeCloseTo(total, 3);
    expect(manifest.chapters.map((c) => c.title)).toEqual(["Introduction", "Method; A=B", "Results"]);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.every((f, i) => i === 0 || f >= (fractions[i - 1] ?? 0))).toBe(true);
    expect(fs.readdirSync(path.join(dir, "video")).filter((n) => n.startsWith(".build-"))).toEqual([]);
  });

  it("pairs slides with narration by section key when the narration lists sections in another order", async () => {
    const sections = [sec("alpha", "Alpha", 3, 300), sec("beta", "Beta", 6, 600), sec("gamma", "Gamma", 4, 900)];
    const dir = await workspace(root, "order", sections, ["gamma", "alpha", "beta"]);
    const video = await buildVideo(dir, { language: "Hindi" });
    const preview = path.join(dir, "slides", "preview");
    // Slide order decides the talk: alpha, beta, gamma, each with its own tone under its own slide.
    const starts = { alpha: PACING.leadInS, beta: PACING.leadInS + 3 + PACING.gapS, gamma: PACING.leadInS + 3 + PACING.gapS + 6 + PACING.gapS };
    const expected = { alpha: ["slide_001.png", 300], beta: ["slide_002.png", 600], gamma: ["slide_003.png", 900] } as const;
    for (const [key, start] of Object.entries(starts) as [keyof typeof starts, number][]) {
      const mid = start + 1.5;
      const seen = await closestSlide(await frameAt(video.mp4, mid), preview);
      expect(seen.slide).toBe(expected[key][0]);
      expect(seen.diff).toBeLessThan(6);
      expect(Math.abs((await toneAt(video.mp4, mid)) - expected[key][1])).toBeLessThan(15);
    }
    // Keep-alive frames: even "first frame from t" tools see beta's slide well inside beta.
    expect((await closestSlide(await firstFrameFrom(video.mp4, starts.beta + 1.5), preview)).slide).toBe("slide_002.png");
    // ...up to the end of beta's slide (its last 1/25 s aside), not gamma's, which follows.
    expect((await closestSlide(await firstFrameFrom(video.mp4, starts.gamma - PACING.gapS - 0.3), preview)).slide).toBe("slide_002.png");
    // The pause before beta is silent while beta's slide is already up.
    const pause = PACING.leadInS + 3 + 0.2;
    expect((await closestSlide(await frameAt(video.mp4, pause), preview)).slide).toBe("slide_002.png");
    expect(await toneAt(video.mp4, pause)).toBeLessThan(15);
  });

  it("shows section 2's slide inside section 2 and changes continuation frames at sentence boundaries (real deck)", async () => {
    const dir = paperOnly(root, "real");
    const long = Array.from({ length: 12 }, (_, i) => `Result ${i}: ${"accuracy improves on long documents with less memory ".repeat(1 + (i % 3))}`);
    const script = localScript([
      { key: "intro", title: "Introduction", script: "x", bullet_points: ["Long documents are expensive", "Attention is quadratic"], assigned_image: null },
      { key: "results", title: "Results", script: "x", bullet_points: long, assigned_image: null },
    ]);
    fs.writeFileSync(path.join(dir, "script.json"), JSON.stringify(script));
    await buildDeck(dir);
    const deck = await readDeckManifest(path.join(dir, "slides"));
    const results = deck?.frames.filter((f) => f.section === "results") ?? [];
    expect(results.length).toBeGreaterThanOrEqual(2);

    // Twelve 1.5 s sentences with 0.5 s pauses for the results, two for the introduction.
    const sentences = (n: number): [number, number][] => Array.from({ length: n }, (_, i) => [i * 2, i * 2 + 1.5]);
    await writeNarration(dir, [sec("intro", "Introduction", 3.5, 400, sentences(2)), sec("results", "Results", 23.5, 800, sentences(12))], ["results", "intro"]);
    const video = await buildVideo(dir, { language: "Hindi" });
    const preview = path.join(dir, "slides", "preview");
    const introFrame = deck?.frames.find((f) => f.section === "intro")?.slide;

    const speech = PACING.leadInS + 3.5 + PACING.gapS;
    const shownAt = async (t: number) => (await closestSlide(await frameAt(video.mp4, t), preview)).slide;
    expect(await shownAt(PACING.leadInS + 1)).toBe(introFrame);
    expect(await shownAt(speech + 0.5)).toBe(results[0]?.slide);
    // Every change within the results happens in a pause (at i*2 + 1.75 s for some sentence i):
    // just before it the previous frame is up, just after it the next.
    let previous = results[0]?.slide;
    let changes = 0;
    for (let i = 0; i < 11; i += 1) {
      const pauseMid = speech + i * 2 + 1.75;
      const after = await shownAt(pauseMid + 0.2);
      expect(await shownAt(pauseMid - 0.3)).toBe(previous);
      if (after !== previous) {
        changes += 1;
        expect(after).toBe(results[changes]?.slide);
        previous = after;
      }
    }
    expect(changes).toBe(results.length - 1);
    expect(video.manifest.chapters.map((c) => c.title)).toEqual(["Introduction", "Results"]);
  }, 120_000);

  it("skips all work when nothing changed, and encodes again when a slide image changes", async () => {
    const dir = await workspace(root, "skip", [sec("one", "One", 2, 440), sec("two", "Two", 2, 550)]);
    const first = await buildVideo(dir, { language: "Hindi" });
    const stat = fs.statSync(first.mp4);
    const again = await buildVideo(dir, { language: "Hindi" });
    expect(again.skipped).toBe(true);
    expect(again.manifest).toEqual(first.manifest);
    expect(fs.statSync(first.mp4).mtimeMs).toBe(stat.mtimeMs);

    await slidePng(path.join(dir, "slides", "preview", "slide_002.png"), "#00ff00", "Two, redone");
    const redone = await buildVideo(dir, { language: "Hindi" });
    expect(redone.skipped).toBe(false);
    expect(redone.manifest.input_hash).not.toBe(first.manifest.input_hash);
    const seen = await frameAt(redone.mp4, PACING.leadInS + 2 + PACING.gapS + 1);
    expect(await difference(seen, path.join(dir, "slides", "preview", "slide_002.png"))).toBeLessThan(6);
  });

  it("keeps the previous video and explains when encoding fails", async () => {
    const dir = await workspace(root, "fail", [sec("one", "One", 2, 440), sec("two", "Two", 2, 550)]);
    const first = await buildVideo(dir, { language: "Hindi" });
    const before = { mp4: fs.readFileSync(first.mp4), vtt: fs.readFileSync(first.vtt), json: fs.readFileSync(path.join(dir, "video", "hi", "video.json")) };

    // A corrupt narration file: ffmpeg cannot decode it, so the encode fails part-way.
    fs.writeFileSync(path.join(dir, "audio", "hi", "01_two.wav"), Buffer.alloc(5000, 0x41));
    const err = await buildVideo(dir, { language: "Hindi" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VideoError);
    expect((err as VideoError).message).toMatch(/could not be assembled.*previous video.*kept/i);
    expect((err as VideoError).detail).toBeTruthy();

    expect(fs.readFileSync(first.mp4).equals(before.mp4)).toBe(true);
    expect(fs.readFileSync(first.vtt).equals(before.vtt)).toBe(true);
    expect(fs.readFileSync(path.join(dir, "video", "hi", "video.json")).equals(before.json)).toBe(true);
    expect(fs.readdirSync(path.join(dir, "video")).filter((n) => n.startsWith(".build-"))).toEqual([]);
  });

  it("says what is missing before encoding anything", async () => {
    const dir = await workspace(root, "missing", [sec("one", "One", 2, 440)]);
    await expect(buildVideo(dir, { language: "Tamil" })).rejects.toThrow(/no Tamil narration yet/);
    fs.rmSync(path.join(dir, "slides", "preview", "slide_001.png"));
    await expect(buildVideo(dir, { language: "Hindi" })).rejects.toThrow(/slide_001\.png is missing/);
    fs.rmSync(path.join(dir, "slides", "deck.json"));
    await expect(buildVideo(dir, { language: "Hindi" })).rejects.toBeInstanceOf(VideoError);
    expect(fs.existsSync(path.join(dir, "video", "hi"))).toBe(false);
  });
  it("emphasises the narrated point from the start of its sentence (real deck), and shows slides plain when turned off", async () => {
    const dir = paperOnly(root, "highlight");
    const spoken = [
      "Let's turn to the results.",
      "The model reaches 81 percent accuracy on ImageNet.",
      "Training takes two days on eight GPUs.",
      "Memory use falls by half with sparse attention.",
    ];
    const bullets = ["Model reaches 81 percent accuracy on ImageNet", "Training takes two days on eight GPUs", "Memory use falls by half with sparse attention"];
    fs.writeFileSync(
      path.join(dir, "script.json"),
      JSON.stringify({
        version: 1,
        writer: "local",
        model: "local",
        length: "standard",
        generated_at: new Date(0).toISOString(),
        order: ["results"],
        sections: { results: { title: "Results", script: spoken.join(" "), bullet_points: bullets, assigned_image: null } },
      }),
    );
    await buildDeck(dir);
    const deck = await readDeckManifest(path.join(dir, "slides"));
    const frame = deck?.frames.find((f) => f.section === "results");
    expect(frame?.highlights?.map((h) => h.sentence)).toEqual(spoken.slice(1));
    const states = frame?.highlights?.map((h) => h.slide) ?? [];
    const preview = path.join(dir, "slides", "preview");

    // The state of point 1 is the plain slide with points 2 and 3 faded towards white.
    const luma = async (png: string) => (await sharp(path.join(preview, png)).greyscale().raw().toBuffer()).reduce((a, b) => a + b, 0);
    expect(await luma(states[0] ?? "")).toBeGreaterThan(await luma(frame?.slide ?? ""));

    // Four 2 s sentences with 0.5 s pauses; the first says none of the points.
    await writeNarration(dir, [{ ...sec("results", "Results", 10, 500, spoken.map((_, i): [number, number] => [i * 2.5, i * 2.5 + 2])), texts: spoken }], ["results"]);
    const speech = PACING.leadInS;
    const shownAt = async (mp4: string, t: number) => (await closestSlide(await frameAt(mp4, t), preview, 160, 90)).slide;
    const video = await buildVideo(dir, { language: "Hindi" });
    expect(await shownAt(video.mp4, speech + 1)).toBe(frame?.slide);
    expect(await shownAt(video.mp4, speech + 3.5)).toBe(states[0]);
    expect(await shownAt(video.mp4, speech + 6)).toBe(states[1]);
    expect(await shownAt(video.mp4, speech + 8.5)).toBe(states[2]);

    const plain = await buildVideo(dir, { language: "Hindi", highlight: false });
    expect(plain.skipped).toBe(false);
    expect(await shownAt(plain.mp4, speech + 6)).toBe(frame?.slide);
  }, 120_000);
});
