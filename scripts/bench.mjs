#!/usr/bin/env node
// `npm run bench`: speed and memory of the pipeline on the real-paper corpus, measured here and
// printed as tables (no timing is asserted in tests). Needs a build (`npm run build`).
// BENCH_ONLY=ingest|slides|speech|video|sandbox|make runs one part (scale: scale-bench.mjs, only when named); BENCH_RUNS sets the repetitions (default 3).
// Paths given after `--` (`npm run bench -- a.pdf b.zip`) are what the make part runs on instead of
// the corpus; the other parts always use the corpus.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const corpus = path.resolve(root, "../shared/corpus");
const runs = Number(process.env.BENCH_RUNS ?? 3);
if (!fs.existsSync(corpus)) {
  console.error(`corpus not found at ${corpus}`);
  process.exit(1);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const only = process.env.BENCH_ONLY;
if (!only || only === "ingest") await benchIngest();
if (!only || only === "slides") await import("./bench-slides.mjs");
if (!only || only === "speech") await import("./bench-speech.mjs");
if (!only || only === "video") await import("./bench-video.mjs");
if (!only || only === "sandbox") await import("./bench-sandbox.mjs");
if (!only || only === "make") await import("./bench-make.mjs");
// Needs Postgres and Redis, so only when asked for (also `npm run bench:scale`).
if (only === "scale") await import("./scale-bench.mjs");

async function benchIngest() {
console.log(`Ingest: ${runs} runs per paper, each in a fresh process (${process.version}, ${(await import("node:os")).availableParallelism()} CPUs)`);
console.log("(the maths speech engine is loaded before the clock starts, as the server and workers do at start; its load time is the last column)\n");
console.log("paper".padEnd(32), "kind", "median ms".padStart(10), "max ms".padStart(8), "peak RSS MB".padStart(12), "sections".padStart(9), "figures".padStart(8), "engine ms".padStart(10));
const byKind = { zip: [], pdf: [] };
for (const name of fs.readdirSync(corpus).filter((f) => /\.(zip|pdf)$/.test(f)).sort()) {
  const kind = name.endsWith(".pdf") ? "pdf" : "zip";
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const res = spawnSync(process.execPath, [path.join(root, "scripts/bench-ingest-one.mjs"), path.join(corpus, name)], { encoding: "utf8" });
    if (res.status !== 0) {
      console.log(name.padEnd(32), kind, "FAILED", res.stderr.split("\n").slice(-3).join(" "));
      break;
    }
    results.push(JSON.parse(res.stdout.trim().split("\n").pop()));
  }
  if (results.length === 0) continue;
  const ms = results.map((r) => r.ms);
  const med = median(ms);
  byKind[kind].push(med);
  const last = results[results.length - 1];
  console.log(
    name.padEnd(32),
    kind.padEnd(4),
    med.toFixed(0).padStart(10),
    Math.max(...ms).toFixed(0).padStart(8),
    Math.max(...results.map((r) => r.maxRssMb)).toFixed(0).padStart(12),
    String(last.sections).padStart(9),
    String(last.figures).padStart(8),
    median(results.map((r) => r.engineMs)).toFixed(0).padStart(10),
  );
}
console.log("");
for (const [kind, meds] of Object.entries(byKind)) {
  if (meds.length) console.log(`${kind === "zip" ? "LaTeX" : "PDF"}: median ${median(meds).toFixed(0)} ms, max ${Math.max(...meds).toFixed(0)} ms over ${meds.length} papers`);
}
}
