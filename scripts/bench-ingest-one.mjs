// One ingest in a fresh process: prints {ms, engineMs, maxRssMb, sections, figures} as JSON.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ingestPaper, loadMathSpeech, sandboxStatus } from "../packages/pipeline/dist/index.js";

const file = process.argv[2];
const kind = file.endsWith(".pdf") ? "pdf" : "zip";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-ingest-"));
// The server and workers load the maths speech engine and probe the tool sandbox once at
// start; measured apart here (engineMs is the engine's load alone).
sandboxStatus();
const loadStarted = performance.now();
await loadMathSpeech();
const engineMs = performance.now() - loadStarted;
const started = performance.now();
const doc = await ingestPaper({ kind, file }, dir);
const ms = performance.now() - started;
fs.rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify({ ms, engineMs, maxRssMb: process.resourceUsage().maxRSS / 1024, sections: doc.sections.length, figures: doc.figures.length }));
