#!/usr/bin/env node
// Slides benchmark (part of `npm run bench`): compile + preview time of every corpus deck, built
// from the offline writer's scripts, pdflatex and LuaLaTeX reported separately. Needs a build.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildDeck, generateScript, ingestPaper, localWriter } from "@lectern/pipeline";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const corpus = path.resolve(root, "../shared/corpus");
const runs = Number(process.env.BENCH_RUNS ?? 3);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-bench-slides-"));
try {
  console.log(`\nSlides: ${runs} builds per deck after one warm-up (compile = LaTeX runs incl. retries; preview = 1920×1080 PNGs)\n`);
  console.log("paper".padEnd(32), "engine".padEnd(9), "frames".padStart(6), "compile ms".padStart(11), "preview ms".padStart(11), "total ms".padStart(9));
  const byEngine = { pdflatex: [], lualatex: [] };
  for (const name of fs.readdirSync(corpus).filter((f) => /\.(zip|pdf)$/.test(f)).sort()) {
    const dir = path.join(tmp, name);
    await ingestPaper({ kind: name.endsWith(".zip") ? "zip" : "pdf", file: path.join(corpus, name) }, dir);
    await generateScript(dir, { writer: "local", model: "local", write: localWriter, length: "standard" });
    await buildDeck(dir, { force: true }); // warm-up: font caches, page cache
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await buildDeck(dir, { force: true })); // force: an unchanged deck would be skipped
    const compile = median(results.map((r) => r.timings.compileMs));
    const preview = median(results.map((r) => r.timings.previewMs));
    const total = median(results.map((r) => r.timings.compileMs + r.timings.previewMs));
    const { engine, frames } = results[0];
    byEngine[engine].push({ total, frames });
    console.log(name.padEnd(32), engine.padEnd(9), String(frames).padStart(6), compile.toFixed(0).padStart(11), preview.toFixed(0).padStart(11), total.toFixed(0).padStart(9));
  }
  console.log("");
  for (const [engine, rows] of Object.entries(byEngine)) {
    if (rows.length === 0) continue;
    const totals = rows.map((r) => r.total);
    const perFrame = median(rows.map((r) => r.total / r.frames));
    console.log(`${engine}: median ${median(totals).toFixed(0)} ms, max ${Math.max(...totals).toFixed(0)} ms per deck over ${rows.length} decks (${perFrame.toFixed(0)} ms per frame)`);
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
