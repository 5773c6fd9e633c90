// The floor of one paper for the make benchmark: the bare external programs the pipeline cannot
// avoid, each run once on that paper's own material, one after the other. Our time / floor is the
// overhead of everything we add (reading the paper, planning, checking, the per-sentence speech,
// pacing, installing files) minus what running things side by side wins back.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

function timed(cmd, args, opts = {}) {
  const started = performance.now();
  const res = spawnSync(cmd, args, { maxBuffer: 256 * 1024 * 1024, ...opts });
  const ms = performance.now() - started;
  if (res.status !== 0) throw new Error(`${cmd} failed: ${String(res.stderr ?? res.error).slice(-400)}`);
  return ms;
}

/** Seconds of a 16-bit PCM WAV as espeak-ng writes it (one data chunk after a 44-byte header). */
function wavSeconds(file) {
  const buf = fs.readFileSync(file);
  const rate = buf.readUInt32LE(24);
  const channels = buf.readUInt16LE(22);
  return (buf.length - 44) / (rate * channels * 2);
}

/**
 * `dir` is a workspace the make run left behind (English narration). Returns milliseconds of:
 * one LaTeX compile of its slides.tex (same engine and flags), pdftoppm rasterising its PDF to
 * 1920×1080 PPM in one process, espeak-ng speaking its whole narration in one process, and one
 * ffmpeg encode of its previews + that speech to the same H.264/AAC settings, one frame per slide.
 */
export function measureFloor(dir) {
  const slides = path.join(dir, "slides");
  const engine = JSON.parse(fs.readFileSync(path.join(slides, "deck.json"), "utf8")).engine;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-floor-"));
  try {
    for (const f of fs.readdirSync(slides).filter((n) => n === "slides.tex" || /^img-\d+\.(png|jpg)$/.test(n))) fs.copyFileSync(path.join(slides, f), path.join(tmp, f));
    const texEnv = { PATH: process.env.PATH, HOME: tmp, LANG: "C.UTF-8", TEXMFVAR: path.join(os.homedir(), ".cache", "lectern", "texmf-var") };
    const latexMs = timed(engine, ["-no-shell-escape", "-interaction=nonstopmode", "-halt-on-error", "slides.tex"], { cwd: tmp, env: texEnv });

    const rasterMs = timed("pdftoppm", ["-scale-to-x", "1920", "-scale-to-y", "1080", path.join(tmp, "slides.pdf"), path.join(tmp, "p")], { cwd: tmp });

    const script = JSON.parse(fs.readFileSync(path.join(dir, "script.json"), "utf8"));
    const text = script.order.map((k) => script.sections[k]?.script ?? "").join("\n\n");
    const wav = path.join(tmp, "narration.wav");
    const speechEnv = { PATH: process.env.PATH, HOME: tmp, LANG: "C.UTF-8", PULSE_SERVER: "unix:/nonexistent/lectern-no-audio-device" };
    const speechMs = timed("espeak-ng", ["-v", "en+f3", "-s", "160", "-b", "1", "--stdin", "-w", wav], { cwd: tmp, env: speechEnv, input: text });

    const previews = fs.readdirSync(path.join(slides, "preview")).filter((n) => /^slide_\d{3}\.png$/.test(n)).sort();
    const total = wavSeconds(wav);
    const each = total / previews.length;
    const list = ["ffconcat version 1.0", ...previews.flatMap((p) => [`file '${path.join(slides, "preview", p)}'`, `duration ${each.toFixed(3)}`]), `file '${path.join(slides, "preview", previews.at(-1))}'`];
    fs.writeFileSync(path.join(tmp, "list.ffconcat"), `${list.join("\n")}\n`);
    const encodeMs = timed(
      "ffmpeg",
      [
        ...["-hide_banner", "-nostdin", "-loglevel", "error", "-y", "-f", "concat", "-safe", "0", "-i", "list.ffconcat", "-i", wav],
        ...["-map", "0:v", "-map", "1:a", "-vf", "scale=1920:1080,format=yuv420p", "-fps_mode", "vfr"],
        ...["-c:v", "libx264", "-preset", "veryfast", "-tune", "stillimage", "-crf", "20", "-bf", "0", "-pix_fmt", "yuv420p"],
        ...["-c:a", "aac", "-aac_coder", "fast", "-b:a", "64k", "-ac", "1", "-movflags", "+faststart", "-t", total.toFixed(3), "floor.mp4"],
      ],
      { cwd: tmp },
    );
    return { latexMs, rasterMs, speechMs, encodeMs, totalMs: latexMs + rasterMs + speechMs + encodeMs, speechS: total };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
