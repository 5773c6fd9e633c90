import path from "node:path";
import type { PaperDocument } from "@lectern/contract";
import { detectLanguage } from "../language.js";
import { isNarratable } from "../../script/plan/back-matter.js";
import { AcronymTable } from "./acronyms.js";
import { loadBibliographies } from "./bibliography.js";
import { CitationIndex } from "./citations.js";
import { DocumentBuilder } from "./document-builder.js";
import { expandInputs } from "./expand-inputs.js";
import { writeFigures } from "./figures.js";
import { extractFrontMatter, fallbackAbstract, fallbackAuthors, fallbackTitle } from "./front-matter.js";
import { collectLabels } from "./labels.js";
import { MacroExpander } from "./macro-expand.js";
import { findMainFile } from "./main-file.js";
import { expanderOptions } from "./protected.js";
import { Renderer } from "./render.js";
import { MathSpans } from "./math-spans.js";
import { ProjectRoot } from "./source-files.js";
import { withMathSpeech } from "./spoken-math.js";
import { documentParts, scanDocument } from "./structure.js";
import { tokenize } from "./tokenize.js";
import type { Token } from "./tokens.js";
import { buildTree, type LNode } from "./tree.js";
import { Warnings } from "./warnings.js";

/**
 * Runs one reading step; a failure there (a construct we did not foresee) costs that part of
 * the paper, with a warning, instead of the whole ingest.
 */
function guarded<T>(warnings: Warnings, what: string, fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch (err) {
    warnings.add(`Part of the LaTeX source could not be read (${what}): ${err instanceof Error ? err.message.slice(0, 120) : "unknown error"}.`);
    return fallback;
  }
}

/**
 * Every formula a talk may say, in English words, in one turn of the speech engine; if the
 * engine cannot load, every formula is marked as unsayable (nothing is read with a hole).
 */
async function speakFormulas(maths: MathSpans, prose: readonly string[], labels: readonly string[], warnings: Warnings): Promise<(string | null)[]> {
  try {
    return await withMathSpeech("en", (speak) => maths.speakAll(speak, prose, labels));
  } catch (err) {
    warnings.add(`Formulas could not be put into words (${err instanceof Error ? err.message.slice(0, 120) : "speech engine unavailable"}); sentences with formulas are left out of the narration.`);
    return maths.speakAll(() => null, prose, labels);
  }
}

/**
 * Commands that typeset their last argument and may wrap a heading: Pandoc, R Markdown and Quarto
 * write every section as `\hypertarget{id}{\section{…}\label{id}}`. Expanded to that argument
 * before parsing, so the heading stands where a section's heading stands (dropped with the
 * command, the whole paper became one section with no abstract).
 */
const TRANSPARENT_COMMANDS = String.raw`\providecommand{\hypertarget}[2]{#2}`;

export interface LatexIngestOptions {
  /** Which parser builds the tree: ours (default, chosen on the corpus) or @unified-latex (kept for the comparison). */
  parser?: "handwritten" | "unified";
}

/**
 * Reads an extracted LaTeX project into a PaperDocument: finds the main file, inlines its
 * includes, expands its macros, parses, then renders title/authors/date/abstract, sections
 * with readable text and figures (written to imagesDir as fig_01.png ...). Everything read
 * stays inside extractedDir; problems that do not stop ingest are listed in `warnings`.
 */
export async function ingestLatexDir(extractedDir: string, imagesDir: string, workDir: string, options: LatexIngestOptions = {}): Promise<PaperDocument> {
  const root = new ProjectRoot(extractedDir);
  const warnings = new Warnings();
  const mainFile = findMainFile(root);
  const source = expandInputs(root, mainFile, warnings);

  const expander = new MacroExpander(expanderOptions(), warnings);
  for (const pkg of source.packages) expander.harvest(tokenize(pkg));
  // The evaluated alternative is loaded only when asked for (it is a large dependency).
  const unified = options.parser === "unified" ? (await import("./unified-tree.js")).unifiedTree : null;
  const parseTokens = (tokens: Token[]): LNode[] => (unified ? unified(tokens) : buildTree(tokens));
  const tree = parseTokens(expander.expand(tokenize(`${TRANSPARENT_COMMANDS}\n${source.text}`)));
  const { preamble, body, all } = documentParts(tree);

  const mainDir = root.rel(path.dirname(mainFile));
  const facts = scanDocument(all, body);
  const bib = guarded(warnings, "the bibliography", () => loadBibliographies(root, mainFile, all, facts.bibNames, (text) => parseTokens(expander.expand(tokenize(text)))), {
    citations: new CitationIndex(),
    bbl: null,
  });
  const acronyms = new AcronymTable();
  guarded(warnings, "acronym definitions", () => acronyms.collect(all), undefined);
  const doc = new DocumentBuilder();
  const maths = new MathSpans();
  const renderer = new Renderer({
    doc,
    labels: guarded(warnings, "figure and section numbers", () => collectLabels(body, preamble), new Map()),
    citations: bib.citations,
    acronyms,
    warnings,
    theorems: facts.theorems,
    mainDir,
    graphicsPaths: facts.graphicsPaths,
    chapters: facts.chapters,
    loadBibliography: () => bib.bbl,
    maths,
  });

  const front = guarded(warnings, "the title page", () => extractFrontMatter(all, renderer), { title: "", authors: "", date: "", abstract: "" });
  guarded(warnings, "the body", () => renderer.body(body), undefined);
  let sections = doc.finish();
  let abstract = front.abstract;
  if (abstract === "") {
    // Some papers write the abstract as a heading of its own.
    const heading = sections.find((s) => /^abstract$/i.test(s.title.trim()));
    if (heading) {
      abstract = heading.text;
      sections = sections.filter((s) => s !== heading);
    }
  }
  // A title page set by hand (no \title, \author or abstract environment): read from its sizes.
  if (abstract === "") abstract = guarded(warnings, "the abstract", () => fallbackAbstract(body, renderer), "");
  const authors = front.authors || guarded(warnings, "the authors", () => fallbackAuthors(body, renderer), "");
  // A footnote mark set on a hand-set title ("…Theory\\dag") is no part of it.
  const title = front.title || guarded(warnings, "the title", () => fallbackTitle(body, renderer).replace(/\s*[†‡§¶∗*]+$/u, ""), "");
  const figuresWritten = writeFigures(doc.figures, root, imagesDir, workDir, warnings);
  // Awaited below; until then a failure must not count as unhandled.
  figuresWritten.catch(() => undefined);
  // The formulas are spoken while the figure tools run: those a talk may say (the abstract and
  // the sections a talk narrates) and those always shown (titles, authors, captions).
  const prose = [abstract, ...sections.filter(isNarratable).map((s) => s.text), ...doc.tables.flatMap((t) => t.rows.flatMap((r) => r.map((c) => c.text)))];
  const labels = [title, authors, ...sections.map((s) => s.title), ...doc.figures.map((f) => f.caption)];
  const spoken = maths.size > 0 ? await speakFormulas(maths, prose, labels, warnings) : [];
  const say = (text: string): string => MathSpans.resolve(text, spoken);
  const figures = await figuresWritten;
  abstract = say(abstract);
  sections = sections.map((s) => ({ ...s, title: say(s.title), text: say(s.text) }));
  const language = detectLanguage([title, abstract, ...sections.map((s) => `${s.title}\n${s.text}`)].join("\n"));

  return {
    version: 1,
    source_kind: "latex",
    metadata: { title: say(title), authors: say(authors), date: front.date },
    abstract,
    sections,
    figures: figures.map((f) => ({ ...f, caption: say(f.caption) })),
    tables: doc.tables.map((t) => ({ caption: say(t.caption), section_key: t.sectionKey, rows: t.rows.map((r) => r.map((c) => ({ ...c, text: say(c.text) }))) })),
    language,
    warnings: warnings.list,
    spoken_math: maths.spokenFormulas(spoken),
  };
}
