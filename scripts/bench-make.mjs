#!/usr/bin/env node
// Make benchmark (part of `npm run bench`, BENCH_ONLY=make): the whole one-click pipeline, paper to
// video, with the embedded defaults (offline writer, espeak-ng, English, vidya) for every paper of
// ../shared/corpus, or for the paths given (`npm run bench -- a.pdf b.zip`). Each run is a fresh
// process, so peak memory is per paper; the floor (bench-make-floor.mjs) is measured right after
// on the same workspace. Prints tables and writes .bench/make-<time>.json. Needs a build.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { measureFloor } from "./bench-make-floor.mjs";
import { sampleTreeRss } from "./bench-tree-rss.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const corpus = path.resolve(root, "../shared/corpus");
const runs = Number(process.env.BENCH_RUNS ?? 3);
const TARGETS = { medianTotalS: 20, overallRealtime: 20, floorRatio: 1.5, peakRssMb: 1024 };
const STAGES = ["ingest", "script", "slides", "audio", "video"];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? NaN : s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const given = process.argv.slice(2).filter((a) => !a.startsWith("-"));
// npm runs scripts from the repository root; INIT_CWD is where the command was typed.
const papers = given.length > 0 ? given.map((a) => path.resolve(process.env.INIT_CWD ?? process.cwd(), a)) : fs.readdirSync(corpus).filter((f) => /\.(zip|pdf)$/.test(f)).sort().map((f) => path.join(corpus, f));

/** One make in a child process, with the peak memory of its whole process tree. */
function makeOnce(file, dir) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(root, "scripts/bench-make-one.mjs"), file, dir], { stdio: ["ignore", "pipe", "pipe"] });
    const rss = sampleTreeRss(child.pid);
    let out = "";
    let err = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => (err += c));
    child.on("close", () => {
      const treeRssMb = rss.stop();
      const processS = (performance.now() - started) / 1000;
      const last = out.trim().split("\n").pop() ?? "";
      let parsed;
      try {
        parsed = JSON.parse(last);
      } catch {
        parsed = { error: (err || out).trim().split("\n").slice(-2).join(" ") || "no output" };
      }
      resolve({ ...parsed, treeRssMb, processS });
    });
  });
}

function pagesOf(file) {
  if (!file.endsWith(".pdf")) return null;
  const res = spawnSync("pdfinfo", [file], { encoding: "utf8" });
  const m = /^Pages:\s+(\d+)/m.exec(res.stdout ?? "");
  return m ? Number(m[1]) : null;
}

const loadBefore = os.loadavg();
console.log(`\nMake: paper → video with the embedded defaults (offline writer, espeak-ng, English, vidya); ${runs} run(s) per paper, each in a fresh process (${process.version}, ${os.availableParallelism()} CPUs, load ${loadBefore.map((l) => l.toFixed(1)).join(" ")})\n`);
const head = ["paper".padEnd(28), "pages".padStart(5), "sect".padStart(4), "slides".padStart(6), "video s".padStart(8), ...STAGES.map((s) => s.padStart(6)), "total s".padStart(8), "×RT".padStart(5), "RSS MB".padStart(7), "floor s".padStart(8), "/floor".padStart(7)];
console.log(head.join(" "));

const rows = [];
for (const file of papers) {
  const name = path.basename(file);
  const results = [];
  const floors = [];
  let failure = null;
  for (let i = 0; i < runs && !failure; i += 1) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-bench-make-"));
    try {
      const r = await makeOnce(file, dir);
      if (r.error) {
        failure = r.error;
        break;
      }
      results.push(r);
      floors.push(measureFloor(dir));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (results.length === 0) {
    rows.push({ paper: name, error: failure });
    console.log(name.padEnd(28), `FAILED: ${failure}`);
    continue;
  }
  const sec = (pick) => median(results.map(pick)) / 1000;
  const row = {
    paper: name,
    pages: pagesOf(file),
    sections: results[0].counts.sections,
    slides: results[0].counts.slides,
    videoS: results[0].counts.videoSeconds,
    stagesS: Object.fromEntries(STAGES.map((s) => [s, sec((r) => r.timings[`${s}Ms`] ?? 0)])),
    totalS: sec((r) => r.timings.totalMs),
    processS: median(results.map((r) => r.processS)),
    peakRssMb: Math.max(...results.map((r) => Math.max(r.treeRssMb, r.nodeRssMb))),
    nodeRssMb: Math.max(...results.map((r) => r.nodeRssMb)),
    progressRising: results.every((r) => r.progressRising),
    floor: Object.fromEntries(["latexMs", "rasterMs", "speechMs", "encodeMs", "totalMs"].map((k) => [k.replace("Ms", "S"), median(floors.map((f) => f[k])) / 1000])),
    runs: results.length,
  };
  row.realtime = row.videoS / row.totalS;
  row.floorRatio = row.totalS / row.floor.totalS;
  rows.push(row);
  console.log(
    [
      name.padEnd(28),
      String(row.pages ?? "-").padStart(5),
      String(row.sections).padStart(4),
      String(row.slides).padStart(6),
      row.videoS.toFixed(1).padStart(8),
      ...STAGES.map((s) => row.stagesS[s].toFixed(2).padStart(6)),
      row.totalS.toFixed(2).padStart(8),
      `${row.realtime.toFixed(0)}×`.padStart(5),
      row.peakRssMb.toFixed(0).padStart(7),
      row.floor.totalS.toFixed(2).padStart(8),
      `${row.floorRatio.toFixed(2)}×`.padStart(7),
    ].join(" "),
  );
}

const ok = rows.filter((r) => !r.error);
console.log("\nFloor per paper (s): one LaTeX compile, pdftoppm to PPM, espeak-ng in one process, one ffmpeg encode (one frame per slide)\n");
console.log(["paper".padEnd(28), "latex".padStart(6), "raster".padStart(7), "speech".padStart(7), "encode".padStart(7), "floor".padStart(6), "ours".padStart(6), "ratio".padStart(6)].join(" "));
for (const r of ok) {
  const f = r.floor;
  console.log([r.paper.padEnd(28), f.latexS.toFixed(2).padStart(6), f.rasterS.toFixed(2).padStart(7), f.speechS.toFixed(2).padStart(7), f.encodeS.toFixed(2).padStart(7), f.totalS.toFixed(2).padStart(6), r.totalS.toFixed(2).padStart(6), `${r.floorRatio.toFixed(2)}×`.padStart(6)].join(" "));
}

const summary = {
  papers: rows.length,
  succeeded: ok.length,
  medianTotalS: median(ok.map((r) => r.totalS)),
  maxTotalS: Math.max(...ok.map((r) => r.totalS)),
  overallRealtime: ok.reduce((n, r) => n + r.videoS, 0) / ok.reduce((n, r) => n + r.totalS, 0),
  medianFloorRatio: median(ok.map((r) => r.floorRatio)),
  maxFloorRatio: Math.max(...ok.map((r) => r.floorRatio)),
  peakRssMb: Math.max(...ok.map((r) => r.peakRssMb)),
  medianStagesS: Object.fromEntries(STAGES.map((s) => [s, median(ok.map((r) => r.stagesS[s]))])),
};
const verdict = (good) => (good ? "met" : "MISSED");
console.log(`\nMedians over ${ok.length} of ${rows.length} papers (total = makeVideo wall time inside the process; slides and audio overlap):`);
console.log(`  stages: ${STAGES.map((s) => `${s} ${summary.medianStagesS[s].toFixed(2)} s`).join(", ")}`);
console.log(`  one-click        median ${summary.medianTotalS.toFixed(1)} s (max ${summary.maxTotalS.toFixed(1)} s)   target < ${TARGETS.medianTotalS} s   ${verdict(summary.medianTotalS < TARGETS.medianTotalS)}`);
console.log(`  realtime         overall ${summary.overallRealtime.toFixed(1)}× (video s / wall s)   target ≥ ${TARGETS.overallRealtime}×   ${verdict(summary.overallRealtime >= TARGETS.overallRealtime)}`);
console.log(`  ours / floor     median ${summary.medianFloorRatio.toFixed(2)}× (max ${summary.maxFloorRatio.toFixed(2)}×)   target ≤ ${TARGETS.floorRatio}×   ${verdict(summary.medianFloorRatio <= TARGETS.floorRatio)}`);
console.log(`  peak RSS         ${summary.peakRssMb.toFixed(0)} MB (process tree)   target < ${TARGETS.peakRssMb} MB   ${verdict(summary.peakRssMb < TARGETS.peakRssMb)}`);
for (const r of rows.filter((x) => x.error)) console.log(`  not included: ${r.paper}: ${r.error}`);
if (ok.some((r) => !r.progressRising)) console.log("  WARNING: progress went down or did not reach 100 in some run");

const loadAfter = os.loadavg();
const out = path.join(root, ".bench", `make-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify({ when: new Date().toISOString(), node: process.version, cpus: os.availableParallelism(), load: { before: loadBefore, after: loadAfter }, runs, targets: TARGETS, summary, rows }, null, 2)}\n`);
console.log(`\nwritten to ${path.relative(root, out)}`);
