#!/usr/bin/env node
// Video benchmark: assembles a 5-minute, 14-slide talk (a real Beamer deck; synthetic narration,
// espeak-ng speech when installed, else pink noise) and prints encode seconds and × realtime,
// median of BENCH_RUNS (3) per frame mode. Needs a build (`npm run build`).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AudioManifest } from "@lectern/contract";
import { buildDeck, buildVideo } from "@lectern/pipeline";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const run = (cmd, args) => {
  const res = spawnSync(cmd, args, { encoding: "utf8" });
  if (res.status !== 0) throw new Error(`${cmd} failed: ${res.stderr || res.error}`);
  return res;
};

const SECTIONS = ["Introduction", "Background", "Problem Setting", "Method Overview", "Sparse Attention", "Training", "Datasets", "Results", "Ablations", "Efficiency", "Limitations", "Conclusion"];
const SENTENCES = [
  "Attention lets a model weigh every token against every other token in the document.",
  "That costs time and memory which grow with the square of the sequence length.",
  "We keep a local window around each token and a handful of global tokens.",
  "On long document benchmarks this matches dense attention with far less memory.",
];

/** A workspace with a real deck (title + 12 sections + closing) and narration of `total` seconds. */
async function talk(dir, total) {
  fs.mkdirSync(path.join(dir, "images"), { recursive: true });
  const metadata = { title: "Sparse Attention for Long Documents", authors: "Ada Lovelace, Charles Babbage", date: "2024-01-02", arxiv_id: "2401.00001" };
  fs.writeFileSync(path.join(dir, "paper.json"), JSON.stringify({ version: 1, source_kind: "pdf", metadata, abstract: "", figures: [], language: "en", warnings: [], sections: [] }));
  const keys = SECTIONS.map((t) => t.toLowerCase().replace(/ /g, "_"));
  const sections = Object.fromEntries(
    SECTIONS.map((title, i) => [keys[i], { title, script: SENTENCES.join(" "), bullet_points: SENTENCES.map((s) => s.split(" ").slice(0, 9).join(" ")), assigned_image: null }]),
  );
  fs.writeFileSync(path.join(dir, "script.json"), JSON.stringify({ version: 1, writer: "local", model: "local", length: "standard", generated_at: new Date(0).toISOString(), order: keys, sections }));
  const deck = await buildDeck(dir);

  // Narration per section so that lead-in + sections + pauses + tail = total.
  const { leadInS, gapS, tailS } = { leadInS: 2, gapS: 0.8, tailS: 2 };
  const each = (total - leadInS - tailS - gapS * (keys.length - 1)) / keys.length;
  const audioDir = path.join(dir, "audio", "en");
  fs.mkdirSync(audioDir, { recursive: true });
  const espeak = spawnSync("espeak-ng", ["--version"]).status === 0;
  const listed = [];
  for (const [i, key] of keys.entries()) {
    const file = `${String(i).padStart(2, "0")}_${key}.wav`;
    const out = path.join(audioDir, file);
    const source = path.join(audioDir, `raw-${i}.wav`);
    if (espeak) run("espeak-ng", ["-v", "en+f3", "-w", source, [...SENTENCES, ...SENTENCES].join(" ")]);
    const input = espeak ? ["-i", source] : ["-f", "lavfi", "-i", "anoisesrc=color=pink:amplitude=0.2:r=22050"];
    // Speech looped and cut to the exact length, mono 22,050 Hz s16 like the audio stage writes.
    run("ffmpeg", ["-v", "error", "-y", ...(espeak ? ["-stream_loop", "-1"] : []), ...input, "-t", each.toFixed(3), "-ac", "1", "-ar", "22050", "-c:a", "pcm_s16le", out]);
    if (espeak) fs.rmSync(source);
    const n = 8;
    const sentences = Array.from({ length: n }, (_, k) => ({ text: SENTENCES[k % SENTENCES.length], start_s: (k * each) / n, end_s: ((k + 1) * each) / n - 0.3 }));
    listed.push({ key, file, duration_s: each, sentences });
  }
  const manifest = AudioManifest.parse({ version: 1, language: "English", code: "en", voice: "vidya", provider: "espeak", sample_rate: 22050, input_hash: "bench", sections: listed, total_s: each * keys.length });
  fs.writeFileSync(path.join(audioDir, "manifest.json"), JSON.stringify(manifest));
  return { frames: deck.frames, speech: espeak ? "espeak-ng speech" : "pink noise" };
}

const MODES = [
  { name: "changes + shot ends, highlight (default)", frames: undefined },
  { name: "changes + shot ends, no highlight", frames: undefined, highlight: false },
  { name: "changes + repeat every 2 s", frames: { kind: "changes", maxGapS: 2 } },
  { name: "changes + repeat every 4 s", frames: { kind: "changes", maxGapS: 4 } },
  { name: "one frame per slide change", frames: { kind: "changes", maxGapS: Infinity } },
  { name: "constant 1 fps, stillimage", frames: { kind: "constant", fps: 1 } },
  { name: "constant 2 fps, stillimage", frames: { kind: "constant", fps: 2 } },
];

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-bench-video-"));
try {
  const dir = path.join(tmp, "talk");
  const { frames, speech } = await talk(dir, 300);
  console.log(`\nVideo: 5-minute talk, ${frames} slides, ${speech}; median of ${runs} encodes per mode (${os.availableParallelism()} CPUs)\n`);
  console.log("mode".padEnd(42), "video s".padStart(8), "encode s".padStart(9), "total s".padStart(8), "× realtime".padStart(11), "frames".padStart(7), "MB".padStart(6));
  for (const mode of MODES) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      fs.rmSync(path.join(dir, "video"), { recursive: true, force: true }); // otherwise the second run is skipped
      results.push(await buildVideo(dir, { language: "English", ...(mode.frames ? { frames: mode.frames } : {}), ...(mode.highlight === false ? { highlight: false } : {}) }));
    }
    const last = results.at(-1);
    const probe = JSON.parse(run("ffprobe", ["-v", "error", "-select_streams", "v", "-show_entries", "stream=nb_frames", "-of", "json", last.mp4]).stdout);
    const encode = median(results.map((r) => r.timings.encodeMs)) / 1000;
    const total = median(results.map((r) => r.timings.totalMs)) / 1000;
    const seconds = last.manifest.duration_s;
    console.log(
      mode.name.padEnd(42),
      seconds.toFixed(1).padStart(8),
      encode.toFixed(2).padStart(9),
      total.toFixed(2).padStart(8),
      `${(seconds / total).toFixed(0)}×`.padStart(11),
      String(probe.streams[0]?.nb_frames ?? "?").padStart(7),
      (fs.statSync(last.mp4).size / 1e6).toFixed(2).padStart(6),
    );
  }
  console.log("\n× realtime = video seconds / total seconds of buildVideo (reading, hashing, encoding, checking, installing).");
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
