#!/usr/bin/env node
// Speech benchmark (part of `npm run bench`): offline espeak-ng narration of corpus papers' whole
// talks (the local writer's "long" scripts, about 6 minutes), with exact per-sentence timings.
// Speech seconds and × realtime, median of BENCH_RUNS. Needs a build.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { espeakSpeech, generateAudio, generateScript, ingestPaper, localWriter } from "@lectern/pipeline";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const corpus = path.resolve(root, "../shared/corpus");
const runs = Number(process.env.BENCH_RUNS ?? 3);
const PAPERS = ["wireless-workload.pdf", "bfw-face-bias.zip", "mhgan.zip"];
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-bench-speech-"));
try {
  console.log(`\nSpeech: espeak-ng (English, female), one process per sentence for exact timings; median of ${runs}\n`);
  console.log("paper".padEnd(28), "voice".padEnd(6), "audio s".padStart(8), "speech s".padStart(9), "× realtime".padStart(11));
  for (const name of PAPERS.filter((p) => fs.existsSync(path.join(corpus, p)))) {
    const dir = path.join(tmp, name);
    await ingestPaper({ kind: name.endsWith(".zip") ? "zip" : "pdf", file: path.join(corpus, name) }, dir);
    await generateScript(dir, { writer: "local", model: "local", write: localWriter, length: "long" });
    const times = [];
    let seconds = 0;
    for (let i = 0; i < runs; i += 1) {
      fs.rmSync(path.join(dir, "audio"), { recursive: true, force: true }); // no reuse: speak it all again
      const started = performance.now();
      const result = await generateAudio(dir, { language: "English", voice: "vidya", speech: espeakSpeech() });
      times.push((performance.now() - started) / 1000);
      seconds = result.manifest.total_s;
    }
    const t = median(times);
    console.log(name.padEnd(28), "vidya".padEnd(6), seconds.toFixed(1).padStart(8), t.toFixed(2).padStart(9), `${(seconds / t).toFixed(0)}×`.padStart(11));
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
