import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PaperDocument } from "@lectern/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ingestPaper } from "../../ingest/ingest-paper.js";
import { findMarkupResidue } from "../../ingest/residue.js";
import { isBackMatterTitle } from "../plan/back-matter.js";
import { planSections } from "../plan/plan-sections.js";
import { countSpokenWords } from "../plan/spoken-words.js";
import { BULLETS, WORDS_PER_MINUTE, type ScriptPlan, type WrittenSection } from "../types.js";
import { saidBullets } from "../../slides/bullet-sources.js";
import { POINTS } from "./talk-points.js";
import { bulletProblems } from "../quality/bullet-rules.js";
import { readTexSources, talkQuality } from "../quality/talk-quality.js";
import { localWriter } from "./local-writer.js";
import { UNSPEAKABLE } from "./spoken/speakable.js";
import { suggestImages } from "./suggest-images.js";
import { CORPUS_DIR, withoutCorpus } from "../../test-support/corpus.js";

// Repo root is /work/main; the shared corpus sits beside it.
const corpusDir = CORPUS_DIR;
const papers = fs.existsSync(corpusDir) ? fs.readdirSync(corpusDir).filter((f) => /\.(zip|pdf)$/.test(f)).sort() : [];
if (papers.length === 0) console.log(`local writer corpus test skipped: no papers in ${corpusDir}`);

/** Stated bounds: each narration 40%–130% of its target; a standard talk 3–6 minutes at 150 wpm. */
const SECTION_MIN = 0.4;
const SECTION_MAX = 1.3;
const TALK_MIN_WORDS = 3 * WORDS_PER_MINUTE;
const TALK_MAX_WORDS = 6 * WORDS_PER_MINUTE;

const FIGURE_NUMBER = /\b(?:Fig(?:ure)?s?\.?|Tables?|Tbl\.?)\s*S?\d/i;
const LINK = /https?:|www\./i;

interface Row {
  paper: string;
  sections: number;
  words: number;
  minutes: string;
  range: string;
  "short/long min": string;
  images: number;
  "plan ms": number;
  "write ms": number;
}
const rows: Row[] = [];

describe.skipIf(withoutCorpus("local writer on the corpus (../shared/corpus)") || papers.length === 0)("local writer on the corpus (../shared/corpus)", () => {
  let tmp = "";
  const docs = new Map<string, PaperDocument>();

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-script-corpus-"));
    for (const paper of papers) {
      const kind = paper.endsWith(".zip") ? "zip" : "pdf";
      docs.set(paper, await ingestPaper({ kind, file: path.join(corpusDir, paper) }, path.join(tmp, paper)));
    }
  }, 300_000);
  afterAll(() => {
    fs.rmSync(tmp, { recursive: true, force: true });
    if (rows.length > 0) {
      console.log("\nlocal writer, standard length (150 wpm):");
      console.table(rows);
    }
  });

  for (const paper of papers) {
    it(`writes a talk for ${paper}`, async () => {
      const doc = docs.get(paper);
      if (!doc) throw new Error(`not ingested: ${paper}`);
      const planStarted = performance.now();
      const plan = planSections(doc, "standard");
      const planMs = Math.round(performance.now() - planStarted);
      expect(planSections(doc, "standard")).toEqual(plan);

      // Plan: opening + 4–8 body sections, unique slug keys, nothing from back matter.
      const [opening, ...body] = plan.sections;
      expect(opening?.key).toBe("opening");
      expect(body.length).toBeGreaterThanOrEqual(4);
      expect(body.length).toBeLessThanOrEqual(8);
      const keys = plan.sections.map((s) => s.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const k of keys) expect(k).toMatch(/^[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)*$/u);
      const byKey = new Map(doc.sections.map((s) => [s.key, s]));
      for (const s of body) {
        for (const k of s.sourceKeys) {
          const source = byKey.get(k);
          expect(source?.kind).toBe("body");
          expect(isBackMatterTitle(source?.title ?? "")).toBe(false);
        }
      }

      const started = performance.now();
      const written = await localWriter(plan);
      const ms = Math.round(performance.now() - started);
      // Plan and write times are reported in the table below; speed is measured by `npm run bench`.
      expect(await localWriter(plan)).toEqual(written);
      expect(Object.keys(written)).toEqual(keys);

      let words = 0;
      let bullets = 0;
      const ratios: number[] = [];
      // A section with nothing a listener can follow is left out of the talk (generateScript drops
      // it): never the opening, and at most one slide of a paper.
      const leftOut = plan.sections.filter((s) => (written[s.key] as WrittenSection).script.trim() === "");
      expect(leftOut.map((s) => s.key), `${paper} sections left out`).not.toContain("opening");
      expect(leftOut.length, `${paper} sections left out`).toBeLessThanOrEqual(1);
      for (const s of plan.sections) {
        const w = written[s.key] as WrittenSection;
        if (leftOut.includes(s)) {
          expect(w.bullet_points, `${paper} ${s.key}: a left-out section shows nothing`).toEqual([]);
          continue;
        }
        checkSpoken(w.script, `${paper} ${s.key} narration`, plan);
        const n = countSpokenWords(w.script);
        words += n;
        ratios.push(n / s.targetWords);
        expect(n, `${paper} ${s.key}: ${n} words for a target of ${s.targetWords}`).toBeGreaterThanOrEqual(s.targetWords * SECTION_MIN);
        expect(n, `${paper} ${s.key}: ${n} words for a target of ${s.targetWords}`).toBeLessThanOrEqual(s.targetWords * SECTION_MAX);
        // 2–4 points a slide; fewer only when the section has fewer sentences that make a
        // standalone statement (a weak bullet is worse than none).
        expect(w.bullet_points.length, `${paper} ${s.key} bullets`).toBeLessThanOrEqual(POINTS.max);
        // Every bullet is said: the video's own matcher finds the narration sentence it is lit during.
        expect(saidBullets(w.bullet_points, w.script).unsaid, `${paper} ${s.key} bullets said`).toEqual([]);
        bullets += w.bullet_points.length;
        for (const b of w.bullet_points) {
          if (doc.language !== "zh") expect(bulletProblems(b), `${paper} ${s.key} bullet "${b}"`).toEqual([]);
          expect(countSpokenWords(b), `${paper} ${s.key} bullet "${b}"`).toBeLessThanOrEqual(doc.language === "zh" ? BULLETS.maxWords : BULLETS.statementMaxWords);
          expect(b, `${paper} ${s.key} bullet`).not.toMatch(/[.。]$/u);
          checkSpoken(b, `${paper} ${s.key} bullet`, plan);
        }
      }
      // The talk as a listener judges it: no narration sentence lost a formula with nothing in its
      // place (traced back to the LaTeX source), no section ends mid-sentence, no pointer at a
      // table or plot mark, and (English) at most 5 % weak bullets — here none.
      const quality = talkQuality(doc, Object.values(written).filter((w) => w.script.trim() !== ""), await readTexSources(path.join(tmp, paper, "extracted")));
      expect(quality.holes, `${paper} narration holes`).toEqual([]);
      expect(quality.unfinished, `${paper} unfinished sections`).toBe(0);
      expect(quality.pointers, `${paper} pointer sentences`).toEqual([]);
      if (quality.rulesApply) expect(quality.weak.length / Math.max(1, quality.bullets), `${paper} weak bullets`).toBeLessThanOrEqual(0.05);
      // Slides still carry their points: on average at least one a slide (fewer rather than weak
      // ones: a sentence that makes no standalone statement of 12 words gives none).
      expect(bullets / plan.sections.length, `${paper} bullets per section`).toBeGreaterThanOrEqual(1);
      expect(words).toBeGreaterThanOrEqual(TALK_MIN_WORDS);
      expect(words).toBeLessThanOrEqual(TALK_MAX_WORDS);

      const images = suggestImages(plan);
      const used = Object.values(images).filter((v): v is string => v !== null);
      expect(new Set(used).size).toBe(used.length);
      const names = new Set(doc.figures.map((f) => f.name));
      for (const name of used) expect(names.has(name)).toBe(true);

      const minutesFor = async (length: "short" | "long") => {
        const out = await localWriter(planSections(doc, length));
        return (Object.values(out).reduce((n, w) => n + countSpokenWords(w.script), 0) / WORDS_PER_MINUTE).toFixed(1);
      };
      rows.push({
        paper,
        sections: plan.sections.length,
        words,
        minutes: (words / WORDS_PER_MINUTE).toFixed(2),
        range: `${Math.round(Math.min(...ratios) * 100)}–${Math.round(Math.max(...ratios) * 100)}%`,
        "short/long min": `${await minutesFor("short")}/${await minutesFor("long")}`,
        images: used.length,
        "plan ms": planMs,
        "write ms": ms,
      });
    });
  }
});

/** What must never be heard: markup, citation debris, figure numbers, formulas, links, English glued into Chinese. */
function checkSpoken(text: string, where: string, plan: ScriptPlan): void {
  expect(text.trim(), where).not.toBe("");
  expect(findMarkupResidue(text), where).toEqual([]);
  expect(text, where).not.toMatch(/\bet al\b/i);
  expect(text, where).not.toContain("[");
  expect(text, where).not.toMatch(FIGURE_NUMBER);
  expect(text, where).not.toMatch(UNSPEAKABLE);
  expect(text, where).not.toMatch(LINK);
  if (plan.language === "zh") expect(text, where).not.toMatch(/\b(?:Let's|Next|Now|Finally|This talk)\b/);
}
