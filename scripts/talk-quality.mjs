#!/usr/bin/env node
// `npm run quality`: what a listener would judge in the offline talk of every corpus paper:
// narration sentences, sentences that lost a formula with nothing in its place (traced back to
// the LaTeX source), bullets, weak bullets (fragments, fillers, pointers, leaning back), sections
// that do not end with a full stop, sentences pointing at a table or formula nobody sees, and
// bullets the narration says (the ones the video can highlight while they are spoken).
// Then, on ../shared/author-talks (papers with their authors' own talk slides): ROUGE-1/2 recall
// of the authors' slide words by our slides, beside a lead baseline of the same length, and the
// share of our bullets the narration says.
// Needs a build. `--examples` also prints every hole and weak bullet; `--talks` prints each talk of
// the author-talks set (narration and bullets); `QUALITY_ONLY=corpus|authors` runs one part.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { authorTalkSchema, generateScript, ingestPaper, localWriter, matchAuthorTalk, readTexSources, saidBullets, talkQuality } from "@lectern/pipeline";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const corpus = path.resolve(root, "../shared/corpus");
const authorTalks = path.resolve(root, "../shared/author-talks");
const examples = process.argv.includes("--examples");
const printTalks = process.argv.includes("--talks");
const only = process.env.QUALITY_ONLY ?? "";
const papers = only === "authors" ? [] : fs.existsSync(corpus) ? fs.readdirSync(corpus).filter((f) => /\.(zip|pdf)$/.test(f)).sort() : [];
if (papers.length === 0 && only !== "authors") {
  console.error(`no corpus at ${corpus}`);
  process.exit(1);
}

if (papers.length > 0) console.log("Talk quality (offline writer, standard length)\n");
console.log("paper".padEnd(28), "sentences".padStart(9), "holes".padStart(6), "bullets".padStart(8), "fragment".padStart(9), "filler".padStart(7), "weak".padStart(5), "weak %".padStart(7), "unfinished".padStart(11), "pointers".padStart(9), "narrated".padStart(9));
const total = { narrated: 0, unfinished: 0, pointers: 0, sentences: 0, holes: 0, bullets: 0, fragments: 0, fillers: 0, weak: 0, judged: 0 };
for (const name of papers) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-quality-"));
  try {
    const file = path.join(corpus, name);
    const paper = await ingestPaper({ kind: name.endsWith(".pdf") ? "pdf" : "zip", file }, dir);
    const script = await generateScript(dir, { writer: "local", model: "local", write: localWriter, length: "standard" });
    const sections = script.order.map((k) => script.sections[k]).filter((s) => s !== undefined);
    const q = talkQuality(paper, sections, await readTexSources(path.join(dir, "extracted")));
    // Bullets the narration says (so the video can highlight them while they are spoken).
    const narrated = sections.reduce((n, s) => n + saidBullets(s.bullet_points, s.script).said.length, 0);
    total.narrated += narrated;
    const weakPct = q.rulesApply && q.bullets > 0 ? ((100 * q.weak.length) / q.bullets).toFixed(1) : "n/a";
    console.log(name.padEnd(28), String(q.sentences).padStart(9), String(q.holes.length).padStart(6), String(q.bullets).padStart(8), String(q.fragments).padStart(9), String(q.fillers).padStart(7), String(q.weak.length).padStart(5), weakPct.padStart(7), String(q.unfinished).padStart(11), String(q.pointers.length).padStart(9), String(narrated).padStart(9));
    total.unfinished += q.unfinished;
    total.pointers += q.pointers.length;
    total.sentences += q.sentences;
    total.holes += q.holes.length;
    total.bullets += q.bullets;
    if (q.rulesApply) {
      total.judged += q.bullets;
      total.fragments += q.fragments;
      total.fillers += q.fillers;
      total.weak += q.weak.length;
    }
    if (examples) {
      for (const h of q.holes) console.log(`    hole: ${h.sentence}\n      source: ${h.source}`);
      for (const w of q.weak) console.log(`    weak (${w.problems.join(", ")}): ${w.bullet}`);
      for (const p of q.pointers) console.log(`    pointer: ${p}`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
if (papers.length > 0) corpusTotals();
if (only !== "corpus") await authorTalkTable();

function corpusTotals() {
const pct = total.judged > 0 ? ((100 * total.weak) / total.judged).toFixed(1) : "n/a";
console.log("all".padEnd(28), String(total.sentences).padStart(9), String(total.holes).padStart(6), String(total.bullets).padStart(8), String(total.fragments).padStart(9), String(total.fillers).padStart(7), String(total.weak).padStart(5), pct.padStart(7), String(total.unfinished).padStart(11), String(total.pointers).padStart(9), String(total.narrated).padStart(9));
console.log("\nweak % counts English papers only (the bullet rules are English); holes are traced for LaTeX sources.");
}

/** Our slides against the authors' own talks: ROUGE recall beside the lead baseline, bullets said. */
async function authorTalkTable() {
  const manifestFile = path.join(authorTalks, "manifest.json");
  if (!fs.existsSync(manifestFile)) {
    console.log(`\nno author talks at ${authorTalks}`);
    return;
  }
  const items = JSON.parse(fs.readFileSync(manifestFile, "utf8")).items;
  console.log("\nAgainst the authors' own talks (ROUGE recall of their slide words; lead = title, abstract, sections' opening sentences, same length)\n");
  console.log("paper".padEnd(24), "words".padStart(6), "R1".padStart(6), "lead R1".padStart(8), "R2".padStart(6), "lead R2".padStart(8), "bullets".padStart(8), "said".padStart(5));
  const sum = { r1: 0, r2: 0, l1: 0, l2: 0, bullets: 0, said: 0, n: 0 };
  for (const item of items) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-quality-"));
    try {
      const paper = await ingestPaper({ kind: "zip", file: path.join(authorTalks, item.zip) }, dir);
      const script = await generateScript(dir, { writer: "local", model: "local", write: localWriter, length: "standard" });
      const slides = script.order.map((k) => script.sections[k]).filter((s) => s !== undefined);
      const frames = authorTalkSchema.parse(JSON.parse(fs.readFileSync(path.join(authorTalks, item.slides_json), "utf8"))).slice(0, item.slide_frames_before_appendix);
      const m = matchAuthorTalk(paper, slides, frames);
      const f = (x) => x.toFixed(3).padStart(6);
      console.log(item.short_name.padEnd(24), String(m.words).padStart(6), f(m.ours.r1), f(m.lead.r1).padStart(8), f(m.ours.r2), f(m.lead.r2).padStart(8), String(m.bullets).padStart(8), String(m.said).padStart(5));
      sum.r1 += m.ours.r1;
      sum.r2 += m.ours.r2;
      sum.l1 += m.lead.r1;
      sum.l2 += m.lead.r2;
      sum.bullets += m.bullets;
      sum.said += m.said;
      sum.n += 1;
      if (printTalks) {
        for (const s of slides) {
          console.log(`\n  ## ${s.title}\n  ${s.script}`);
          for (const b of s.bullet_points) console.log(`    • ${b}`);
        }
        console.log("");
      }
    } catch (err) {
      console.log(item.short_name.padEnd(24), `failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (sum.n === 0) return;
  const r = (a, b) => (b > 0 ? (a / b).toFixed(2) : "n/a");
  console.log(`\nmean R1 ${(sum.r1 / sum.n).toFixed(3)} (lead ${(sum.l1 / sum.n).toFixed(3)}, ${r(sum.r1, sum.l1)}×); mean R2 ${(sum.r2 / sum.n).toFixed(3)} (lead ${(sum.l2 / sum.n).toFixed(3)}, ${r(sum.r2, sum.l2)}×); bullets said ${sum.said}/${sum.bullets} (${((100 * sum.said) / Math.max(1, sum.bullets)).toFixed(0)} %)`);
}
