#!/usr/bin/env node
// What the tool sandbox costs: the same poppler and ghostscript calls on a corpus PDF, run as they
// are and through bubblewrap (process/sandbox.ts), median wall time per call of BENCH_RUNS × 10.
// Needs a build (`npm run build`).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runToolOk, sandboxStatus } from "@lectern/pipeline";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pdf = path.resolve(root, "../shared/corpus/bell-belle.pdf");
const runs = Number(process.env.BENCH_RUNS ?? 3) * 10;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const status = sandboxStatus();
console.log(`\nTool sandbox: ${status.kind === "bwrap" ? "bubblewrap" : `none (${status.reason})`}; median ms per call of ${runs}`);
if (status.kind !== "bwrap" || !fs.existsSync(pdf)) process.exit(0);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-bench-sandbox-"));
const calls = [
  ["pdfinfo", () => ["pdfinfo", [pdf]]],
  ["pdftoppm page 1 at 150 dpi", () => ["pdftoppm", ["-r", "150", "-f", "1", "-l", "1", "-singlefile", pdf, path.join(dir, "p")]]],
  ["gs page 1 to a 72 dpi grey mask", () => ["gs", ["-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-sDEVICE=pgmraw", "-r72", "-dFirstPage=1", "-dLastPage=1", `-sOutputFile=${path.join(dir, "m.pgm")}`, pdf]]],
];
console.log("call".padEnd(34), "plain ms".padStart(9), "sandboxed ms".padStart(13), "overhead ms".padStart(12));
try {
  for (const [label, make] of calls) {
    const time = async (sandbox) => {
      const ms = [];
      for (let i = 0; i < runs; i += 1) {
        const [cmd, args] = make();
        const started = performance.now();
        await runToolOk(cmd, args, { cwd: dir, timeoutMs: 60_000, ...(sandbox ? { sandbox: { read: [pdf] } } : {}) });
        ms.push(performance.now() - started);
      }
      return median(ms);
    };
    const plain = await time(false);
    const boxed = await time(true);
    console.log(label.padEnd(34), plain.toFixed(1).padStart(9), boxed.toFixed(1).padStart(13), (boxed - plain).toFixed(1).padStart(12));
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
