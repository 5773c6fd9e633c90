import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ingestPaper } from "../ingest/ingest-paper.js";
import { generateScript } from "../script/generate-script.js";
import { localWriter } from "../script/local/local-writer.js";
import { buildDeck } from "./build-deck.js";
import { checkLayout } from "./check-layout.js";
import { readDeckManifest } from "./deck-manifest.js";
import { measureLayout, median } from "./layout-metrics.js";
import { CORPUS_DIR, withoutCorpus } from "../test-support/corpus.js";

// Repo root is /work/main; the shared corpus sits beside it.
const corpusDir = CORPUS_DIR;
const papers = fs.existsSync(corpusDir) ? fs.readdirSync(corpusDir).filter((f) => /\.(zip|pdf)$/.test(f)).sort() : [];
if (papers.length === 0) console.log(`deck corpus test skipped: no papers in ${corpusDir}`);

const rows: Record<string, string | number>[] = [];
const figureShares: number[] = [];
const inkedBodies: number[] = [];

describe.skipIf(withoutCorpus("slide decks for the corpus (../shared/corpus)") || papers.length === 0)("slide decks for the corpus (../shared/corpus)", () => {
  let tmp = "";
  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-deck-corpus-"));
    for (const paper of papers) {
      const dir = path.join(tmp, paper);
      await ingestPaper({ kind: paper.endsWith(".zip") ? "zip" : "pdf", file: path.join(corpusDir, paper) }, dir);
      await generateScript(dir, { writer: "local", model: "local", write: localWriter, length: "standard" });
    }
  }, 600_000);
  afterAll(() => {
    if (rows.length > 0) console.table(rows);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it.each(papers)("%s: compiles, nothing outside the page, no Overfull \\vbox", async (paper) => {
    const deck = await buildDeck(path.join(tmp, paper));
    const layout = await checkLayout(deck.pdf, tmp);
    rows.push({
      paper,
      engine: deck.engine,
      frames: deck.frames,
      passes: deck.passes,
      "compile ms": Math.round(deck.timings.compileMs),
      "preview ms": Math.round(deck.timings.previewMs),
      hbox: deck.log.overfullHbox,
      warnings: deck.warnings.length,
    });
    // How the slides use their space (layout-metrics.ts): no thin continuation frame, and the
    // figure and body figures collected for the corpus-wide check below.
    const pages = await measureLayout(deck.pdf, tmp);
    const frames = (await readDeckManifest(path.dirname(deck.pdf)))?.frames ?? [];
    const content = pages.filter((_p, i) => frames[i]?.kind === "section");
    figureShares.push(...content.map((p) => p.figureShare).filter((x) => x > 0));
    inkedBodies.push(...content.map((p) => p.inkedBody).filter((x): x is number => x !== null));
    const thin = frames.filter((f) => f.kind === "section" && f.part > 0 && f.bullets.length < 3);
    expect(thin, `${paper}: continuation frames with fewer than three bullets`).toEqual([]);
    expect(layout.outside).toEqual([]);
    expect(deck.log.overfullVbox).toBe(0);
    expect(deck.log.missingChars).toEqual([]);
    expect(deck.previews).toHaveLength(layout.pages);
  }, 180_000);

  it("uses the slides: figures large, bodies filled (medians over the corpus)", () => {
    console.log(`figure share median ${median(figureShares).toFixed(2)} over ${figureShares.length} slides; inked body median ${median(inkedBodies).toFixed(2)} over ${inkedBodies.length} slides`);
    // Measured 0.31 and 0.80 on the visible corpus (before the layouts: 0.10 and about 0.40); 0.30
    // and 0.77 once a whole statement may keep 14 words rather than be cut to 12 (longer bullets
    // leave the figure a little less room: a trade made for bullets that say their whole point).
    expect(median(figureShares)).toBeGreaterThanOrEqual(0.28);
    expect(median(inkedBodies)).toBeGreaterThanOrEqual(0.7);
  });
});
