import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PaperDocument } from "@lectern/contract";
import { afterAll, describe, expect, it } from "vitest";
import { sniffImageKind } from "../figure-image.js";
import { findMarkupResidue } from "../residue.js";
import { headingRecall } from "./heading-recall.js";
import { ingestPdfFile } from "./ingest-pdf.js";
import { PDF_CORPUS } from "./pdf-corpus-expectations.js";
import { CORPUS_DIR, withoutCorpus } from "../../test-support/corpus.js";

// src/ingest/pdf → repo root (/work/main) → ../shared/corpus
const corpusDir = CORPUS_DIR;
const corpusPresent = fs.existsSync(corpusDir) && PDF_CORPUS.some((e) => fs.existsSync(path.join(corpusDir, e.file)));
if (!corpusPresent) console.log(`PDF corpus test skipped: no corpus at ${corpusDir}`);

const BANNER = /biorxiv preprint|copyright holder for this preprint|not certified by peer review|granted biorxiv a license|CC-BY-NC-ND/i;

interface Row {
  file: string;
  titleOk: boolean;
  recall: string;
  figures: number;
  residue: number;
  ms: number;
  missing: string;
}
const rows: Row[] = [];
let found = 0;
let expected = 0;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-pdf-corpus-"));
afterAll(() => {
  if (rows.length > 0) {
    console.log("PDF corpus: title, top-level heading recall (in order), figures, residue, time");
    console.table(rows);
    console.log(`overall heading recall: ${found}/${expected} = ${(found / Math.max(1, expected)).toFixed(3)}`);
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe.skipIf(withoutCorpus("PDF ingest over the real-paper corpus") || !corpusPresent)("PDF ingest over the real-paper corpus", () => {
  for (const want of PDF_CORPUS) {
    it(`${want.file}: title, headings, figures, clean text`, { timeout: 120_000 }, async () => {
      const dir = path.join(tmp, want.file);
      const started = performance.now();
      const doc = PaperDocument.parse(await ingestPdfFile(path.join(corpusDir, want.file), path.join(dir, "images"), path.join(dir, "work")));
      const ms = Math.round(performance.now() - started);

      const texts = [doc.metadata.title, doc.abstract, ...doc.sections.map((s) => s.text), ...doc.figures.map((f) => f.caption)];
      const residue = texts.flatMap(findMarkupResidue);
      const recall = headingRecall(doc, want.headings);
      found += recall.found;
      expected += recall.expected;
      const titleOk = doc.metadata.title.replace(/\s+/g, " ").trim() === want.title;
      rows.push({ file: want.file, titleOk, recall: `${recall.found}/${recall.expected}`, figures: doc.figures.length, residue: residue.length, ms, missing: recall.missing.join("; ") });

      expect(doc.source_kind).toBe("pdf");
      expect(doc.metadata.title.replace(/\s+/g, " ").trim()).toBe(want.title);
      expect(doc.metadata.authors.length).toBeGreaterThan(0);
      expect(doc.abstract.length).toBeGreaterThan(200);
      expect(residue).toEqual([]);
      for (const t of texts) expect(t).not.toMatch(BANNER);
      expect(new Set(doc.sections.map((s) => s.key)).size).toBe(doc.sections.length);
      expect(doc.sections.filter((s) => s.kind === "body").reduce((n, s) => n + s.text.length, 0)).toBeGreaterThan(3000);

      if (want.hasFigures) expect(doc.figures.length).toBeGreaterThan(0);
      const keys = new Set(doc.sections.map((s) => s.key));
      for (const fig of doc.figures) {
        expect(fig.name).toMatch(/^fig_\d{2}\.(png|jpg)$/);
        const head = fs.readFileSync(path.join(dir, "images", fig.name)).subarray(0, 16);
        expect(["png", "jpeg"]).toContain(sniffImageKind(head));
        if (fig.section_key !== null) expect(keys.has(fig.section_key)).toBe(true);
      }
    });
  }

  it("finds at least 90% of the expected top-level headings overall", () => {
    expect(expected).toBeGreaterThan(0);
    expect(found / expected).toBeGreaterThanOrEqual(0.9);
  });
});
