import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PaperDocument } from "@lectern/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findMarkupResidue } from "../residue.js";
import { extractZip } from "../zip-extract.js";
import { CORPUS_LATEX, orderedRecall } from "../../test-support/latex/corpus-expected.js";
import { ingestLatexDir } from "./ingest-latex.js";
import { CORPUS_DIR, withoutCorpus } from "../../test-support/corpus.js";

const corpusDir = CORPUS_DIR;
const present = fs.existsSync(corpusDir);
if (!present) console.log(`latex corpus test skipped: ${corpusDir} does not exist`);


interface Row {
  paper: string;
  titleOk: boolean;
  recall: string;
  figures: number;
  residue: number;
  ms: number;
}
const rows: Row[] = [];

function isPngOrJpeg(file: string): boolean {
  const head = fs.readFileSync(file).subarray(0, 8);
  return head.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) || (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff);
}

describe.skipIf(withoutCorpus("LaTeX corpus (../shared/corpus)") || !present)("LaTeX corpus (../shared/corpus)", () => {
  // Created only when the suite runs, so a skipped run leaves nothing behind.
  let tmp = "";
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-latex-corpus-"));
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  for (const paper of CORPUS_LATEX) {
    it(`ingests ${paper.zip}`, async () => {
      const work = path.join(tmp, paper.zip.replace(/\.zip$/, ""));
      const extracted = path.join(work, "extracted");
      await extractZip(path.join(corpusDir, paper.zip), extracted);
      const started = performance.now();
      const doc = await ingestLatexDir(extracted, path.join(work, "images"), path.join(work, "work"));
      const ms = Math.round(performance.now() - started);
      PaperDocument.parse(doc);

      const top = doc.sections.filter((s) => s.level === 1);
      const body = top.filter((s) => s.kind !== "appendix").map((s) => s.title);
      const { found, recall } = orderedRecall(paper.sections, body);
      const appendix = orderedRecall(
        paper.appendix,
        top.filter((s) => s.kind === "appendix").map((s) => s.title),
      );
      const texts = [doc.metadata.title, doc.metadata.authors, doc.abstract, ...doc.sections.flatMap((s) => [s.title, s.text]), ...doc.figures.map((f) => f.caption)];
      const residue = texts.flatMap((t) => findMarkupResidue(t));
      const titleOk = doc.metadata.title.replace(/\s+/g, " ").trim() === paper.title;
      rows.push({ paper: paper.zip, titleOk, recall: `${found}/${paper.sections.length}`, figures: doc.figures.length, residue: residue.length, ms });

      expect(doc.source_kind).toBe("latex");
      expect(titleOk, `title was "${doc.metadata.title}"`).toBe(true);
      expect(residue, residue.join("\n")).toEqual([]);
      expect(doc.language).toBe(paper.language);
      expect(doc.metadata.authors.length).toBeGreaterThan(0);
      expect(doc.abstract.length).toBeGreaterThan(100);
      expect(recall).toBeGreaterThanOrEqual(0.8);
      expect(appendix.recall).toBe(1);
      for (const title of paper.acknowledgments) {
        expect(doc.sections.find((s) => s.title === title)?.kind).toBe("acknowledgments");
      }
      if (paper.hasFigures) expect(doc.figures.length).toBeGreaterThan(0);
      for (const f of doc.figures) {
        expect(f.name).toMatch(/^fig_\d{2,3}\.(png|jpg)$/);
        expect(isPngOrJpeg(path.join(work, "images", f.name))).toBe(true);
      }
      const keys = new Set(doc.sections.map((s) => s.key));
      expect(keys.size).toBe(doc.sections.length);
      for (const f of doc.figures) if (f.section_key !== null) expect(keys.has(f.section_key)).toBe(true);
    }, 60_000);
  }

  it("finds the expected sections overall (recall ≥ 0.9)", () => {
    const expected = CORPUS_LATEX.reduce((n, p) => n + p.sections.length, 0);
    const found = rows.reduce((n, r) => n + Number(r.recall.split("/")[0]), 0);
    console.log(
      ["paper | title ok | sections found | figures | residue | ms", ...rows.map((r) => `${r.paper} | ${r.titleOk ? "yes" : "NO"} | ${r.recall} | ${r.figures} | ${r.residue} | ${r.ms}`), `overall recall ${found}/${expected} = ${(found / Math.max(1, expected)).toFixed(3)}`].join("\n"),
    );
    expect(rows.length).toBe(CORPUS_LATEX.length);
    expect(found / expected).toBeGreaterThanOrEqual(0.9);
  });
});
