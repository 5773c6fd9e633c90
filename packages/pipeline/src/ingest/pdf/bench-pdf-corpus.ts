import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ingestPdfFile } from "./ingest-pdf.js";

/**
 * Benchmark: ingests every PDF in a folder `runs` times, one at a time, and prints the median
 * wall time per file and the median and maximum over files. Run after a build:
 *   node packages/pipeline/dist/ingest/pdf/bench-pdf-corpus.js ../shared/corpus 3
 */
export async function benchPdfCorpus(dir: string, runs: number): Promise<void> {
  const files = (await fs.readdir(dir)).filter((f) => f.toLowerCase().endsWith(".pdf")).sort();
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), "lectern-pdf-bench-"));
  const medians: number[] = [];
  console.log(`load average before: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} on ${os.availableParallelism()} cores`);
  try {
    for (const file of files) {
      const times: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        const out = path.join(tmp, `${file}-${i}`);
        const started = performance.now();
        await ingestPdfFile(path.join(dir, file), path.join(out, "images"), path.join(out, "work"));
        times.push(performance.now() - started);
        await fs.rm(out, { recursive: true, force: true });
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)] ?? 0;
      medians.push(median);
      console.log(`${file.padEnd(34)} median ${Math.round(median)} ms  (runs: ${times.map((t) => Math.round(t)).join(", ")})`);
    }
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
  medians.sort((a, b) => a - b);
  console.log(`PDF ingest over ${medians.length} files: median ${Math.round(medians[Math.floor(medians.length / 2)] ?? 0)} ms, max ${Math.round(medians.at(-1) ?? 0)} ms`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchPdfCorpus(path.resolve(process.argv[2] ?? "../shared/corpus"), Number(process.argv[3] ?? 3));
}
