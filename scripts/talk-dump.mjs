#!/usr/bin/env node
// Writes the offline writer's talk of each given paper (zip, PDF or arXiv-style source folder
// zipped) as a plain markdown file a reader can judge by the rubric: title, then per slide its
// title, bullets and narration. Needs a build (`npx tsc -b packages/pipeline`).
//   node scripts/talk-dump.mjs <outDir> <paper files...>
// TALK_WORKSPACES=<dir> keeps each paper's ingested workspace there between runs (delete it when
// ingest changes); without it every run ingests into a temporary folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { generateScript, ingestPaper, localWriter } from "@lectern/pipeline";

const [outDir, ...files] = process.argv.slice(2);
if (outDir === undefined || files.length === 0) {
  console.error("usage: node scripts/talk-dump.mjs <outDir> <paper files...>");
  process.exit(2);
}
fs.mkdirSync(outDir, { recursive: true });
const kept = process.env.TALK_WORKSPACES;

for (const file of files) {
  const name = path.basename(file).replace(/\.(zip|pdf)$/i, "");
  const ws = kept ? path.join(kept, name) : fs.mkdtempSync(path.join(os.tmpdir(), "lectern-talk-"));
  try {
    if (!fs.existsSync(path.join(ws, "paper.json"))) {
      fs.mkdirSync(ws, { recursive: true });
      const head = fs.readFileSync(file).subarray(0, 5).toString("latin1");
      await ingestPaper({ kind: head === "%PDF-" ? "pdf" : "zip", file }, ws);
    }
    const paper = JSON.parse(fs.readFileSync(path.join(ws, "paper.json"), "utf8"));
    const script = await generateScript(ws, { writer: "local", model: "local", write: localWriter, length: "standard" });
    const lines = [`# ${name}`, "", `Title: ${paper.metadata?.title ?? ""}`, ""];
    for (const key of script.order) {
      const s = script.sections[key];
      if (s === undefined) continue;
      lines.push(`## ${s.title}`, "", "Bullets:", ...s.bullet_points.map((b) => `- ${b}`), "", `Narration: ${s.script}`, "");
    }
    fs.writeFileSync(path.join(outDir, `${name}.md`), lines.join("\n"));
    console.log(`${name}: ${script.order.length} slides`);
  } catch (err) {
    console.log(`${name}: failed: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    if (!kept) fs.rmSync(ws, { recursive: true, force: true });
  }
}
