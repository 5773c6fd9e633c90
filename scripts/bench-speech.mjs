#!/usr/bin/env node
// Speech benchmark (part of `npm run bench`): offline English narration of corpus papers' whole
// talks (the local writer's "long" scripts, about 6 minutes), with exact per-sentence timings, by
// each offline engine (flite, the English default, and espeak-ng) and voice. Speech seconds and
// × realtime, median of BENCH_RUNS. Needs a build.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { generateAudio, generateScript, ingestPaper, localWriter, speechFor } from "@lectern/pipeline";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const corpus = path.resolve(root, "../shared/corpus");
const runs = Number(process.env.BENCH_RUNS ?? 3);
const PAPERS = ["wireless-workload.pdf", "bfw-face-bias.zip", "mhgan.zip"];
const ENGINES = ["flite", "espeak"];
const VOICES = ["vidya", "karun"];
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-bench-speech-"));
try {
  console.log(`\nSpeech: offline English, one process per sentence for exact timings; median of ${runs}\n`);
  console.log("paper".padEnd(28), "engine".padEnd(8), "voice".padEnd(6), "audio s".padStart(8), "speech s".padStart(9), "× realtime".padStart(11));
  const totals = new Map(); // engine/voice → [audio s, speech s] over all papers
  for (const name of PAPERS.filter((p) => fs.existsSync(path.join(corpus, p)))) {
    const dir = path.join(tmp, name);
    await ingestPaper({ kind: name.endsWith(".zip") ? "zip" : "pdf", file: path.join(corpus, name) }, dir);
    await generateScript(dir, { writer: "local", model: "local", write: localWriter, length: "long" });
    for (const engine of ENGINES) {
      for (const voice of VOICES) {
        const times = [];
        let seconds = 0;
        for (let i = 0; i < runs; i += 1) {
          fs.rmSync(path.join(dir, "audio"), { recursive: true, force: true }); // no reuse: speak it all again
          const started = performance.now();
          const result = await generateAudio(dir, { language: "English", voice, speech: speechFor({}, engine) });
          times.push((performance.now() - started) / 1000);
          seconds = result.manifest.total_s;
        }
        const t = median(times);
        const key = `${engine} ${voice}`;
        const [a, b] = totals.get(key) ?? [0, 0];
        totals.set(key, [a + seconds, b + t]);
        console.log(name.padEnd(28), engine.padEnd(8), voice.padEnd(6), seconds.toFixed(1).padStart(8), t.toFixed(2).padStart(9), `${(seconds / t).toFixed(0)}×`.padStart(11));
      }
    }
  }
  console.log("");
  for (const [key, [audio, speech]] of totals) console.log(`${key.padEnd(16)} all papers: ${(audio / speech).toFixed(0)}× realtime`);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
