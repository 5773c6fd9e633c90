#!/usr/bin/env node
// `npm run layout`: how the offline decks of the corpus papers use their slides, measured on the
// compiled PDFs: the share of the slide a figure takes (slides with a figure), how much of the body
// height holds ink (content slides), continuation frames with fewer than three bullets, and
// Overfull boxes, and the LaTeX runs the deck took (more than 1: a section was planned again
// with less room after LaTeX found it too full). Needs a build. `npm run layout -- name.zip` measures only the papers named.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildDeck, generateScript, ingestPaper, localWriter, measureLayout, median, readDeckManifest } from "@lectern/pipeline";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const corpus = path.resolve(root, "../shared/corpus");
const only = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const papers = (fs.existsSync(corpus) ? fs.readdirSync(corpus).filter((f) => /\.(zip|pdf)$/.test(f)).sort() : []).filter((p) => only.length === 0 || only.includes(p));
if (papers.length === 0) {
  console.error(`no corpus papers at ${corpus}`);
  process.exit(1);
}
const pct = (x) => `${(100 * x).toFixed(0)}%`;
console.log("paper".padEnd(28), "frames".padStart(6), "figure slides".padStart(14), "figure share".padStart(13), "inked body".padStart(11), "thin cont.".padStart(11), "overfull".padStart(9), "passes".padStart(7));
const allFig = [];
const allInk = [];
let thinAll = 0;
for (const name of papers) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-layout-"));
  try {
    await ingestPaper({ kind: name.endsWith(".pdf") ? "pdf" : "zip", file: path.join(corpus, name) }, dir);
    await generateScript(dir, { writer: "local", model: "local", write: localWriter, length: "standard" });
    const deck = await buildDeck(dir, { force: true });
    const pages = await measureLayout(deck.pdf, dir);
    const manifest = await readDeckManifest(path.join(dir, "slides"));
    const frames = manifest?.frames ?? [];
    const content = pages.filter((p, i) => frames[i]?.kind === "section");
    const withFigure = content.filter((p) => p.figureShare > 0);
    const fig = withFigure.map((p) => p.figureShare);
    const ink = content.map((p) => p.inkedBody).filter((v) => v !== null);
    const thin = frames.filter((f) => f.kind === "section" && f.part > 0 && f.bullets.length < 3).length;
    allFig.push(...fig);
    allInk.push(...ink);
    thinAll += thin;
    console.log(name.padEnd(28), String(frames.length).padStart(6), String(withFigure.length).padStart(14), pct(median(fig)).padStart(13), pct(median(ink)).padStart(11), String(thin).padStart(11), String(deck.log.overfullVbox).padStart(9), String(deck.passes).padStart(7));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
console.log("all".padEnd(28), "".padStart(6), String(allFig.length).padStart(14), pct(median(allFig)).padStart(13), pct(median(allInk)).padStart(11), String(thinAll).padStart(11));
