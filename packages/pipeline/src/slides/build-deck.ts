import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { languageByName, type TranslatedScript } from "@lectern/contract";
import { readScript } from "../script/script-file.js";
import type { ScriptDocument } from "../script/types.js";
import { readPaperDocument } from "../workspace/read.js";
import { deckPaths, WORKSPACE_FILES, workspacePaths } from "../workspace/paths.js";
import { pointRects, readPositions } from "./bullet-positions.js";
import { checkLayout } from "./check-layout.js";
import { compileLatex } from "./compile-latex.js";
import { currentDeck, touchDeck } from "./current-deck.js";
import { deckInputHash } from "./deck-hash.js";
import { chooseEngine, type TexEngine } from "./engine-choice.js";
import { cleanText } from "./escape-latex.js";
import type { DeckPlan } from "./deck-plan.js";
import type { LogSummary } from "./latex-log.js";
import { deckManifest } from "./deck-manifest.js";
import { highlightsOf, pointCount } from "./deck-highlights.js";
import { installDeck } from "./install-deck.js";
import { overfullSections } from "./overfull-sections.js";
import { planDeck } from "./plan-deck.js";
import { prepareImages } from "./prepare-images.js";
import { renderPreviews } from "./render-previews.js";
import { renderTex } from "./render-tex.js";
import { writingSystemsUsed } from "./writing-systems.js";
import { SlidesError } from "./slides-error.js";

export { SlidesError };

export interface DeckResult {
  pdf: string;
  tex: string;
  previews: string[];
  engine: TexEngine;
  frames: number;
  warnings: string[];
  /** Compile log figures, kept for tests and benchmarks. */
  log: LogSummary;
  timings: { compileMs: number; previewMs: number };
  /** LaTeX runs it took: more than 1 means the plan was tightened after an Overfull \vbox. */
  passes: number;
  /** True when the deck on disk was already current (same input hash) and nothing was built. */
  skipped: boolean;
}

/** Each retry after an Overfull \vbox shrinks the text budget by this factor. */
const TIGHTEN_STEPS = [1, 0.85, 0.7];

/**
 * Builds slides/ for a workspace from paper.json and script.json: slides.tex, slides.pdf and
 * preview/slide_NNN.png. Everything is made in slides/.build-<random>/ and moved into place only
 * on success, so a failure (SlidesError) leaves the last good deck as it was. Nothing is built
 * when deck.json records the same input hash (deck-hash.ts) and the deck's files are all there.
 */
export interface BuildDeckOptions {
  signal?: AbortSignal;
  /**
   * Build the deck of a narration language from its translated titles and bullets, into
   * slides/<code>/; the source deck in slides/ is left as it is. The paper's title stays.
   */
  translation?: TranslatedScript;
  /** Build even when the deck on disk is current (benchmarks measure the build itself). */
  force?: boolean;
}

export async function buildDeck(workspaceDir: string, opts: BuildDeckOptions = {}): Promise<DeckResult> {
  const ws = workspacePaths(workspaceDir);
  const code = opts.translation ? languageByName(opts.translation.language).code : null;
  const slidesDir = code ? ws.slidesFor(code) : ws.slides;
  const deck = deckPaths(slidesDir);
  const paper = await readPaperDocument(workspaceDir).catch(() => {
    throw new SlidesError("The paper has not been read yet, so there is nothing to put on slides.");
  });
  const source = await readScript(workspaceDir);
  if (!source || source.order.length === 0) throw new SlidesError("There is no narration script yet: generate the script first.");
  const script = opts.translation ? translatedScript(source, opts.translation) : source;

  const warnings: string[] = [];
  const sections = script.order.map((k) => script.sections[k]).filter((s) => s !== undefined);
  const texts = [paper.metadata.title, paper.metadata.authors, paper.metadata.date, paper.metadata.arxiv_id ?? "", ...sections.flatMap((s) => [s.title, ...s.bullet_points])];
  const dropped = [...new Set(texts.flatMap((t) => cleanText(t).dropped))];
  if (dropped.length > 0) warnings.push(`Left out characters no slide font has (emoji): ${dropped.join(" ")}`);
  const engine = chooseEngine(texts);
  const scripts = engine === "lualatex" ? writingSystemsUsed(texts) : [];

  const inputHash = await deckInputHash({ metadata: paper.metadata, script, imagesDir: ws.images, engine, language: code });
  const current = opts.force ? null : await currentDeck(slidesDir, inputHash);
  if (current) {
    await touchDeck(slidesDir);
    return {
      pdf: deck.pdf,
      tex: deck.tex,
      previews: current.frames.map((f) => deck.previewFile(f.slide)),
      engine,
      frames: current.frames.length,
      warnings,
      log: { firstError: null, overfullVbox: 0, overfullVboxLines: [], overfullHbox: 0, missingChars: [] },
      timings: { compileMs: 0, previewMs: 0 },
      passes: 0,
      skipped: true,
    };
  }

  await fs.mkdir(slidesDir, { recursive: true });
  const buildDir = path.join(slidesDir, `.build-${crypto.randomBytes(6).toString("hex")}`);
  await fs.mkdir(buildDir);
  const build = deckPaths(buildDir);
  try {
    const assigned = sections.map((s) => s.assigned_image).filter((n): n is string => typeof n === "string");
    const images = await prepareImages(ws.images, assigned, buildDir, warnings);
    opts.signal?.throwIfAborted();

    const started = performance.now();
    let log: LogSummary | undefined;
    let plan: DeckPlan | undefined;
    let passes = 0;
    // Only the sections LaTeX found too full are planned again with less room, so one dense
    // section does not shrink the figures and type of every other slide.
    const tighten = new Map<string, number>();
    for (let pass = 0; pass < TIGHTEN_STEPS.length; pass += 1) {
      passes += 1;
      plan = planDeck({ metadata: paper.metadata, script, images, tighten, engine });
      const tex = renderTex(plan, engine, scripts);
      await fs.writeFile(build.tex, tex);
      log = await compileLatex(engine, buildDir, WORKSPACE_FILES.deckJob);
      opts.signal?.throwIfAborted();
      if (log.overfullVbox === 0) break;
      for (const key of overfullSections(tex, plan, log.overfullVbox, log.overfullVboxLines) ?? Object.keys(script.sections)) {
        const next = TIGHTEN_STEPS[TIGHTEN_STEPS.indexOf(tighten.get(key) ?? 1) + 1];
        if (next !== undefined) tighten.set(key, next);
      }
    }
    if (!log || !plan) throw new SlidesError("The slides could not be typeset.");
    const compileMs = performance.now() - started;
    if (log.overfullVbox > 0) warnings.push(`${log.overfullVbox} slide(s) may be too full (Overfull \\vbox).`);
    if (log.overfullHbox > 0) warnings.push(`${log.overfullHbox} line(s) run slightly wide (Overfull \\hbox).`);
    if (log.missingChars.length > 0) warnings.push(`The slide fonts lack these characters, which are left blank: ${log.missingChars.join(" ")}`);

    const layout = await checkLayout(build.pdf, buildDir);
    if (layout.outside.length > 0) warnings.push(`${layout.outside.length} word(s) fall outside their slide.`);

    const previewStarted = performance.now();
    const rects = pointRects(await readPositions(build.log), layout.pageWords, plan.frames.map(pointCount));
    const previews = await renderPreviews(build.pdf, layout.pages, build.preview, Math.max(1, os.availableParallelism()), (i) => rects[i] ?? null);
    const previewNames = previews.names;
    const previewMs = performance.now() - previewStarted;
    opts.signal?.throwIfAborted();

    // The video pairs pages with sections through the manifest, so they must agree one to one.
    if (previewNames.length !== plan.frames.length) {
      throw new SlidesError(`The slides came out with ${previewNames.length} pages for ${plan.frames.length} planned frames; please try again.`);
    }
    const narrationOf = (key: string) => opts.translation?.sections[key]?.script ?? source.sections[key]?.script ?? "";
    const manifest = { ...deckManifest(plan, engine, code, previewNames, highlightsOf(plan, previews.states, narrationOf)), input_hash: inputHash };
    await fs.writeFile(build.manifest, JSON.stringify(manifest, null, 2));

    await installDeck(buildDir, slidesDir, [...images.values()].map((i) => i.file));
    return {
      pdf: deck.pdf,
      tex: deck.tex,
      previews: previewNames.map((n) => deck.previewFile(n)),
      engine,
      frames: plan.frames.length,
      warnings,
      log,
      timings: { compileMs, previewMs },
      passes,
      skipped: false,
    };
  } finally {
    await fs.rm(buildDir, { recursive: true, force: true });
  }
}

/** The source script with a translation's titles and bullets; keys, order and images unchanged. */
function translatedScript(source: ScriptDocument, translation: TranslatedScript): ScriptDocument {
  const sections: ScriptDocument["sections"] = {};
  for (const [key, section] of Object.entries(source.sections)) {
    const t = translation.sections[key];
    sections[key] = t ? { ...section, title: t.title, bullet_points: t.bullet_points } : section;
  }
  return { ...source, sections };
}
