import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findMarkupResidue } from "../residue.js";
import { extractZip } from "../zip-extract.js";
import { CORPUS_LATEX, orderedRecall } from "../../test-support/latex/corpus-expected.js";
import { suiteTempDir } from "../../test-support/temp-dir.js";
import { expandInputs } from "./expand-inputs.js";
import { ingestLatexDir } from "./ingest-latex.js";
import { MacroExpander } from "./macro-expand.js";
import { findMainFile } from "./main-file.js";
import { expanderOptions } from "./protected.js";
import { ProjectRoot } from "./source-files.js";
import { tokenize } from "./tokenize.js";
import { buildTree } from "./tree.js";
import { unifiedTree } from "./unified-tree.js";
import { Warnings } from "./warnings.js";

/**
 * The measurement behind README.md's parser choice: the same corpus through the hand-written
 * tree builder and through @unified-latex (everything else shared). Slow, so it is not part of
 * `npm test`: run it with `npm run eval:latex-parsers -w @lectern/pipeline`.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const corpusDir = path.resolve(here, "../../../../../../shared/corpus");
if (!fs.existsSync(corpusDir)) throw new Error(`the parser evaluation needs the corpus at ${corpusDir}`);


function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

describe("parser evaluation", () => {
  // Created only when the suite runs, so a skipped run leaves nothing behind.
  const tmp = suiteTempDir("lectern-parser-eval-");

  it("compares the hand-written parser with @unified-latex on the corpus", async () => {
    const lines = ["paper | parser | title ok | sections | residue | figures | same text | tree ms | ingest ms"];
    const totals = { handwritten: { found: 0, titles: 0, residue: 0 }, unified: { found: 0, titles: 0, residue: 0 } };
    let expected = 0;
    for (const paper of CORPUS_LATEX) {
      const extracted = path.join(tmp, paper.zip, "x");
      await extractZip(path.join(corpusDir, paper.zip), extracted);
      const root = new ProjectRoot(extracted);
      const warnings = new Warnings();
      const source = expandInputs(root, findMainFile(root), warnings);
      const ex = new MacroExpander(expanderOptions(), warnings);
      for (const p of source.packages) ex.harvest(tokenize(p));
      const tokens = ex.expand(tokenize(source.text));
      expected += paper.sections.length;
      const texts: Record<string, string[]> = {};
      for (const parser of ["handwritten", "unified"] as const) {
        const build = parser === "unified" ? unifiedTree : buildTree;
        build(tokens);
        const treeMs = median([0, 1, 2].map(() => {
          const t = performance.now();
          build(tokens);
          return performance.now() - t;
        }));
        const out = path.join(tmp, paper.zip, parser);
        const started = performance.now();
        const doc = await ingestLatexDir(extracted, path.join(out, "images"), path.join(out, "work"), { parser });
        const ingestMs = performance.now() - started;
        const top = doc.sections.filter((s) => s.level === 1 && s.kind !== "appendix").map((s) => s.title);
        const { found } = orderedRecall(paper.sections, top);
        const residue = [doc.metadata.title, doc.abstract, ...doc.sections.flatMap((s) => [s.title, s.text]), ...doc.figures.map((f) => f.caption)].flatMap(findMarkupResidue).length;
        const titleOk = doc.metadata.title === paper.title;
        texts[parser] = doc.sections.map((s) => s.text);
        const same = parser === "unified" ? (texts.unified ?? []).filter((t, k) => t === texts.handwritten?.[k]).length : doc.sections.length;
        totals[parser].found += found;
        totals[parser].titles += Number(titleOk);
        totals[parser].residue += residue;
        lines.push(
          `${paper.zip} | ${parser} | ${titleOk ? "yes" : "no"} | ${found}/${paper.sections.length} | ${residue} | ${doc.figures.length} | ${same}/${doc.sections.length} | ${treeMs.toFixed(1)} | ${Math.round(ingestMs)}`,
        );
      }
    }
    for (const [parser, t] of Object.entries(totals)) {
      lines.push(`total ${parser}: titles ${t.titles}/${CORPUS_LATEX.length}, sections ${t.found}/${expected}, residue ${t.residue}`);
    }
    console.log(lines.join("\n"));
    expect(totals.handwritten.found).toBeGreaterThanOrEqual(totals.unified.found);
  }, 300_000);
});
