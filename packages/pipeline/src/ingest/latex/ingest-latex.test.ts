import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PaperDocument } from "@lectern/contract";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { meterTokenStream, type ExpanderBudget } from "../../test-support/latex/work-meter.js";
import { IngestError } from "../ingest-error.js";
import { findMarkupResidue } from "../residue.js";
import { ingestLatexDir } from "./ingest-latex.js";
import { LATEX_LIMITS } from "./limits.js";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-latex-unit-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
let counter = 0;

/** Writes a project (path → content) and ingests it; returns the document and its folders. */
async function ingest(files: Record<string, string | Buffer>): Promise<{ doc: PaperDocument; dir: string }> {
  counter += 1;
  const dir = path.join(tmp, `p${counter}`);
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(dir, "extracted", rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  const doc = await ingestLatexDir(path.join(dir, "extracted"), path.join(dir, "images"), path.join(dir, "work"));
  PaperDocument.parse(doc);
  for (const t of [doc.metadata.title, doc.metadata.authors, doc.abstract, ...doc.sections.flatMap((s) => [s.title, s.text]), ...doc.figures.map((f) => f.caption)]) {
    expect(findMarkupResidue(t), t).toEqual([]);
  }
  return { doc, dir };
}

/** Runs `run` under a work meter (test-support/latex/work-meter.ts). */
async function metered<T>(budget: ExpanderBudget, run: () => Promise<T>): Promise<{ result: T; reads: number; expansions: number }> {
  const meter = meterTokenStream(budget);
  try {
    const result = await run();
    // Some reading steps turn an exception into a warning: the budget must not be swallowed with it.
    if (meter.over) throw new Error(`over the work budget: ${JSON.stringify({ reads: meter.reads, expansions: meter.expansions })}`);
    return { result, reads: meter.reads, expansions: meter.expansions };
  } finally {
    meter.stop();
  }
}

/** What the expander may do on any input: each token it makes is read about once (twice the cap leaves room for lookahead). */
const EXPANDER_BUDGET = { reads: 2 * LATEX_LIMITS.maxExpandedTokens, expansions: LATEX_LIMITS.maxExpansions };

function article(body: string, preamble = ""): string {
  return `\\documentclass{article}\n${preamble}\n\\title{A Paper}\n\\author{Ann Author}\n\\begin{document}\n\\maketitle\n${body}\n\\end{document}\n`;
}

function text(doc: PaperDocument, title: string): string {
  const s = doc.sections.find((x) => x.title === title);
  if (!s) throw new Error(`no section ${title}: ${doc.sections.map((x) => x.title).join(", ")}`);
  return s.text;
}

describe("main file and includes", () => {
  it("reads a Pandoc or R Markdown export: headings wrapped in \\hypertarget, references in CSLReferences", async () => {
    const preamble = String.raw`\newenvironment{CSLReferences}[2]{\begin{list}{}{\setlength{\itemsep}{#2\baselineskip}}}{\end{list}}`;
    const body = String.raw`\hypertarget{abstract}{%
\section{Abstract}\label{abstract}}
Gifts evolve when their value passes a threshold.

\hypertarget{introduction}{%
\section{Introduction}\label{introduction}}
Males of many species offer gifts to females.

\hypertarget{model}{%
\subsection{Model}\label{model}}
We model search time and mate encounters.

\hypertarget{refs}{}
\begin{CSLReferences}{1}{0}
\leavevmode\vadjust pre{\hypertarget{ref-a}{}}%
Albo, M.J. (2014) Nuptial gifts in spiders. Academic Press.
\end{CSLReferences}`;
    const { doc } = await ingest({ "ms.tex": article(body, preamble) });
    expect(doc.abstract).toBe("Gifts evolve when their value passes a threshold.");
    expect(doc.sections.map((x) => [x.title, x.level, x.kind])).toEqual([
      ["Introduction", 1, "body"],
      ["Model", 2, "body"],
      ["References", 1, "references"],
    ]);
    expect(text(doc, "Model")).toBe("We model search time and mate encounters.");
  });

  it("refuses a zip without a main file", async () => {
    await expect(ingest({ "notes.tex": "\\section{Only a fragment}" })).rejects.toMatchObject({ reason: "no_main_tex" });
    await expect(ingest({ "notes.tex": "x" })).rejects.toBeInstanceOf(IngestError);
  });

  it("says an ordinal set as a superscript and a tilde or a relation before a number as words", async () => {
    const { doc } = await ingest({ "main.tex": article("\\section{R}Delay grows 3\\% in the $75^{\\text{th}}$ percentile and $95^{th}$ one, using $\\sim$30 times the memory and $\\approx$ 2 GB, in $<$1 hour for $>$100kb and $\\geq$ 5 runs, adding 10$ms$ to Query$(a)$.") });
    expect(text(doc, "R")).toBe("Delay grows 3% in the 75th percentile and 95th one, using about 30 times the memory and about 2 GB, in less than 1 hour for more than 100kb and at least 5 runs, adding 10ms to Query a.");
  });

  it("says a tilde set in braces before a number as 'about'", async () => {
    const { doc } = await ingest({ "main.tex": article("\\section{R}The depth is ${\\sim}\\ 10^8$ at the base and ${\\sim}10$ km wide.") });
    expect(text(doc, "R")).not.toMatch(/tilde/);
    expect(text(doc, "R")).toMatch(/about 10/);
  });

  it("says a chemical formula as typed, a set once after its name, and leaves a relation used as a noun's modifier unsaid", async () => {
    const { doc } = await ingest({
      "main.tex": article(
        "\\section{Intro}Emissions of CO$_2$ and CH\\textsubscript{4} rose. The $N_2O$ level rose. The set $\\{2,4,6,8\\}$ of sizes was used. We use $k \\gg s$ samples. We need $k \\gg s$ for speed. Variable $x_2$ stays. It is 19$\\times$ faster. Cu$_{1-x}$Pd$_x$ alloys form on the $i$th try. PM$_{2.5}$ and $\\mathrm{CH}_4$ and ${\\rm CO}_2$ rose. PM\\textsubscript{2.5} fell.",
      ),
    });
    const intro = text(doc, "Intro");
    expect(intro).toContain("Emissions of CO2 and CH4 rose. The N2O level rose.");
    // A size class and upright element symbols are names too.
    expect(intro).toContain("PM2.5 and CH4 and CO2 rose. PM2.5 fell.");
    expect(intro).toMatch(/The set 2, 4, 6,? (?:and )?8 of sizes was used\./);
    expect(intro).toContain("We use ⟨formula⟩ samples.");
    expect(intro).toContain("We need k is much greater than s for speed.");
    expect(intro).toContain("Variable x sub 2 stays.");
    expect(intro).toContain("It is 19 times faster.");
    expect(intro).toContain("Cu sub 1 minus x Pd sub x alloys form on the ith try.");
  });

  it("keeps a count glued to a compound's symbols or to log, and writes a micro- unit as µ", async () => {
    const { doc } = await ingest({
      "main.tex": article(
        "\\section{Intro}Titanium dioxide (TiO\\textsubscript{2}) and TiO$_2$ nanobelts rose. The log\\textsubscript{2} fold change and log$_{2}$ ratio fell below $-$0.26. We use a 1\\,$\\mu$m wavelength and a 3$\\mu\\mathrm{s}$ pulse. Here $\\mu$ m stays a symbol.",
      ),
    });
    const intro = text(doc, "Intro");
    expect(intro).toContain("Titanium dioxide (TiO2) and TiO2 nanobelts rose. The log2 fold change and log2 ratio fell below -0.26.");
    expect(intro).toContain("a 1 µm wavelength and a 3µs pulse.");
    expect(intro).not.toContain("µ m");
  });

  it("says a glossary entry by its name and an acronym in full on first use", async () => {
    const preamble = "\\usepackage{glossaries}\\newglossaryentry{tut}{name=tutoron, description={a long definition that is never printed.}}\\newacronym{cnn}{CNN}{convolutional neural network}";
    const { doc } = await ingest({ "main.tex": article("\\section{Intro}We build \\glspl{tut} with a \\gls{cnn}. The \\gls{cnn} is small.", preamble) });
    expect(text(doc, "Intro")).toBe("We build tutorons with a convolutional neural network (CNN). The CNN is small.");
  });

  it("keeps prose before the first heading but not a note on how to cite the paper", async () => {
    const lead = "Fast solvers matter for every simulation we run, and the slow part is always the same linear system that must be solved again at each step, so a faster solver shortens every run by the same share. We therefore look at that system first and ask what makes it slow on the machines people use. ";
    const abstract = "\\begin{abstract}We make solvers faster.\\end{abstract}";
    const kept = await ingest({ "main.tex": article(`${abstract}${lead}\\section{Method}We solve it once.`) });
    expect(kept.doc.sections.map((s) => s.title)).toEqual(["Introduction", "Method"]);
    const note = "To cite this work, please use the following bibtex entry:\\begin{verbatim}@article{a1, title={A Paper}, author={Author, A.}, year={2021}}\\end{verbatim}Using the plain style, the entry should look like: A. Author. A Paper on fast solvers for the linear systems of every simulation step. Journal of Solvers, 35(4):612--626, 2021. ";
    const dropped = await ingest({ "main.tex": article(`${abstract}${note}\\section{Method}We solve it once.`) });
    expect(dropped.doc.sections.map((s) => s.title)).toEqual(["Method"]);
  });

  it("ends a bold label run into its paragraph or list item as a sentence of its own", async () => {
    const body = "\\section{Uses}\\begin{itemize}\\item \\textbf{Selectivity analysis} In trawl surveys, size affects capture.\\item A \\textbf{bold} word stays.\\end{itemize}\\textbf{Note:} Keep it.\n\n\\textbf{Our model} fits well.";
    const { doc } = await ingest({ "main.tex": article(body) });
    expect(text(doc, "Uses")).toBe("Selectivity analysis. In trawl surveys, size affects capture.\n\nA bold word stays.\n\nNote: Keep it.\n\nOur model fits well.");
    // An italic label ending in a dash is run in too; italics that do not end as a label are text.
    const italic = await ingest({ "main.tex": article("\\section{Uses}\\textit{Hourly matching --} The strategy is a constraint.\n\n\\emph{Drosophila} Males court.") + "\n" });
    expect(text(italic.doc, "Uses")).toBe("Hourly matching. The strategy is a constraint.\n\nDrosophila Males court.");
  });

  it("reads a reference after its own theorem-like name once, and never a counter's name", async () => {
    const preamble = "\\newtheorem{invariant}{Invariant}\\newcounter{affilcounter}";
    const body = "\\section{Proof}\\begin{invariant}\\label{inv:b}Boundaries hold.\\end{invariant}Invariant~\\ref{inv:b} implies the rest, and \\ref{inv:b} holds, as in note \\arabic{affilcounter}.";
    const { doc } = await ingest({ "main.tex": article(body, preamble) });
    expect(text(doc, "Proof")).toContain("Invariant 1 implies the rest, and Invariant 1 holds, as in note.");
  });

  it("drops the words that announced citations, and stands in for one after \"as\"", async () => {
    const body = "\\section{Model}The coordinator is replicated using atomic broadcast such as \\cite{ongaro}, keeping one server. We use the same notation as \\cite{bolin}.";
    const { doc } = await ingest({ "main.tex": article(body) });
    expect(text(doc, "Model")).toBe("The coordinator is replicated using atomic broadcast, keeping one server. We use the same notation as prior work.");
  });

  it("takes the last title before the title page, as LaTeX does: a preamble placeholder gives way", async () => {
    const { doc } = await ingest({
      "main.tex": "\\documentclass{elsarticle}\\title{manuscript}\\begin{document}\\begin{frontmatter}\\title{Core level shifts in alloys}\\end{frontmatter}\\section{S}x\\end{document}",
    });
    expect(doc.metadata.title).toBe("Core level shifts in alloys");
  });

  it("leaves a note on the draft out of the title", async () => {
    const { doc } = await ingest({ "main.tex": "\\documentclass{article}\\title{Restricted Perceptions (Preliminary and incomplete, do not cite)}\\begin{document}\\maketitle\\section{S}x\\end{document}" });
    expect(doc.metadata.title).toBe("Restricted Perceptions");
  });

  it("reads a paper's own one-argument \\acro as the acronym, and i.\\,i.\\,d. as one word", async () => {
    const preamble = "\\newcommand{\\acro}[1]{\\textsc{#1}}\\newcommand{\\sbq}{{\\acro{sbq}}}";
    const { doc } = await ingest({ "main.tex": article("\\section{S}A central assumption underlying \\sbq{} is smoothness. A few i.\\,i.\\,d.\\ samples miss modes.", preamble) });
    expect(text(doc, "S")).toBe("A central assumption underlying SBQ is smoothness. A few i.i.d. samples miss modes.");
  });

  it("ends the text before a code block, so it never runs into the text after it", async () => {
    const body = "\\section{Method}The algorithm we explore is:\n\\begin{verbatim}\nfor read in data: save(read)\n\\end{verbatim}\nHere, the space used stays the same.";
    const { doc } = await ingest({ "main.tex": article(body) });
    expect(text(doc, "Method")).toBe("The algorithm we explore is:\n\nHere, the space used stays the same.");
  });

  it("reads headings typed in capitals as title case, keeping a lone acronym", async () => {
    const { doc } = await ingest({ "main.tex": article("\\section{RELATED WORK}Some text.\\section{RESULTS}More text.\\section{BERT}Other text.\\section{Why CNN Works}Last.") });
    expect(doc.sections.map((s) => s.title)).toEqual(["Related Work", "Results", "BERT", "Why CNN Works"]);
  });

  it("picks the file the others hang off among several documents", async () => {
    const { doc } = await ingest({
      "response-to-reviewers.tex": "\\documentclass{article}\\title{Response}\\begin{document}\\section{Reply}We thank.\\end{document}",
      "paper/main.tex": article("\\subfile{chapter}\\input{intro}", "\\usepackage{subfiles}").replace("A Paper", "The Real Paper"),
      "paper/chapter.tex": "\\documentclass[main.tex]{subfiles}\n\\begin{document}\n\\section{From subfile}Sub text.\n\\end{document}",
      "paper/intro.tex": "\\section{Intro}Intro text.",
      "standalone-fig.tex": "\\documentclass{standalone}\\begin{document}x\\end{document}",
    });
    expect(doc.metadata.title).toBe("The Real Paper");
    expect(doc.sections.map((s) => s.title)).toEqual(["From subfile", "Intro"]);
    expect(text(doc, "From subfile")).toBe("Sub text.");
  });

  it("picks the paper over an outline with a conventional name beside it", async () => {
    const sections = Array.from({ length: 8 }, (_v, i) => `\\section{Part ${i + 1}}${"Plates move as rigid blocks across the surface of the Earth. ".repeat(30)}`).join("\n");
    const { doc } = await ingest({
      "manuscript/manuscript.tex": article("\\section{Intro}notes\\section{Method}notes\\section{End}notes\\bibliography{refs}").replace("A Paper", "Outline"),
      "plate_reconstruction.tex": article(`${sections}\\bibliography{refs}`).replace("A Paper", "Bayesian Plate Reconstruction"),
    });
    expect(doc.metadata.title).toBe("Bayesian Plate Reconstruction");
  });

  it("expands \\input with and without extension, nested, \\include and \\import", async () => {
    const { doc } = await ingest({
      "main.tex": article("\\input{sections/a}\n\\input sections/b.tex\n\\include{c}\n\\import{parts/}{d}"),
      "sections/a.tex": "\\section{Alpha}Alpha text \\input{sections/nested}.",
      "sections/nested.tex": "from nested",
      "sections/b.tex": "\\section{Beta}Beta text.",
      "c.tex": "\\section{Gamma}Gamma text.",
      "parts/d.tex": "\\section{Delta}Delta \\subimport{inner/}{e}",
      "parts/inner/e.tex": "and e.",
    });
    expect(doc.sections.map((s) => s.title)).toEqual(["Alpha", "Beta", "Gamma", "Delta"]);
    expect(text(doc, "Alpha")).toBe("Alpha text from nested.");
    expect(text(doc, "Delta")).toBe("Delta and e.");
  });

  it("survives include cycles with a warning", async () => {
    const { doc } = await ingest({
      "main.tex": article("\\section{Loop}Start \\input{a} end."),
      "a.tex": "A \\input{b}",
      "b.tex": "B \\input{a} \\input{main}",
    });
    expect(text(doc, "Loop")).toMatch(/^Start A B/);
    expect(doc.warnings.some((w) => /cycle/i.test(w))).toBe(true);
  });

  it("never reads outside the project (absolute paths, ../ escapes)", async () => {
    const outside = path.join(tmp, "secret.tex");
    fs.writeFileSync(outside, "TOP-SECRET-CONTENT");
    const { doc } = await ingest({
      "main.tex": article(
        `\\section{Safe}Before \\input{/etc/passwd} \\input{../../secret} \\input{../secret.tex} \\include{${outside}} \\import{../}{secret} after.` +
          "\\begin{figure}\\includegraphics{/etc/passwd}\\includegraphics{../../x.png}\\caption{Nope}\\end{figure}",
      ),
    });
    const all = JSON.stringify(doc);
    expect(all).not.toContain("root:");
    expect(all).not.toContain("TOP-SECRET");
    expect(text(doc, "Safe")).toBe("Before after.");
    expect(doc.warnings.filter((w) => /outside the project/.test(w)).length).toBeGreaterThanOrEqual(3);
    expect(doc.figures).toEqual([]);
  });
});

describe("hostile or broken sources", () => {
  it("stays in bounds on deep nesting, unbalanced markup, huge argument growth, include loops and junk bytes", async () => {
    const deep = "{".repeat(100_000) + "x" + "}".repeat(100_000);
    const {
      result: { doc },
      reads,
    } = await metered(EXPANDER_BUDGET, () =>
      ingest({
        "main.tex": article(
          `\\section{Broken}Start ${deep} $unclosed math\n\nNext para \\verb|never closed \\end{itemize} \\begin{figure} \\newcommand{\\r}[1]{\\r{#1#1}}\\r{q} \\input{main} \\input{main} \\input{many} end`,
        ),
        "junk.tex": Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x5c, 0x64, 0x6f, 0x63]),
        "many.tex": "\\input{x}".repeat(5000),
      }),
    );
    expect(doc.sections[0]?.title).toBe("Broken");
    expect(doc.sections[0]?.text).toMatch(/^Start x/);
    // Each hostile part met its bound: the doubling macro its cap, the self-include the cycle guard,
    // the 5,000 includes of a missing file one (deduplicated) warning. Work, not time, is what is
    // bounded: the expander's reads stay within what its caps allow (here some 460,000: the 200,000
    // braces, then the doubling up to its cap).
    expect(doc.warnings).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Macro expansion stopped early/), "Include cycle ignored: main.tex includes itself.", "Included file not found: x"]),
    );
    expect(reads).toBeLessThanOrEqual(EXPANDER_BUDGET.reads);
  });
});

describe("text", () => {
  it("strips comments but keeps escaped percent signs", async () => {
    const { doc } = await ingest({
      "main.tex": article("\\section{C}Rate is 50\\% % hidden remark\nnow. Joined%\nword.\n\\begin{comment}\nGone\n\\end{comment}\n\\iffalse Also gone \\fi Kept."),
    });
    expect(text(doc, "C")).toBe("Rate is 50% now. Joinedword. Kept.");
  });

  it("expands macros with arguments, defaults, \\def and \\DeclareMathOperator", async () => {
    const { doc } = await ingest({
      "main.tex": article(
        "\\section{M}\\method{} works. \\pair{cats}{dogs}. \\greet. \\greet[Hi]. \\name\\ is short. $\\argmax_x f$ and \\sep{a}{b}.",
        "\\newcommand{\\method}{DeepThing}\\newcommand{\\pair}[2]{#1 and #2}\\newcommand{\\greet}[1][Hello]{#1 there}\\def\\name{Bob}\\DeclareMathOperator*{\\argmax}{arg\\,max}\\def\\sep#1#2{#2-#1}",
      ),
    });
    expect(text(doc, "M")).toBe("DeepThing works. cats and dogs. Hello there. Hi there. Bob is short. ⟨formula⟩ and b-a.");
  });

  it("says inline maths in words after expanding the paper's macros, and marks formulas too long to say", async () => {
    const { doc } = await ingest({
      "main.tex": article(
        "\\section{S}We assume that $\\Nsamp$ is sufficiently large, so $\\chisq$ is stable for $x^2+1$ inputs. The update $\\theta_{t+1} = \\theta_t - \\eta \\nabla_\\theta \\mathcal{L}(\\theta_t; x_i, y_i)$ converges.",
        "\\newcommand{\\Nsamp}{N_{\\rm samp}}\\def\\chisq{\\chi^2}",
      ),
    });
    expect(text(doc, "S")).toBe("We assume that N sub samp is sufficiently large, so chi squared is stable for x squared plus 1 inputs. The update ⟨formula⟩ converges.");
  });

  it("terminates on runaway macros and loops, within the expander's caps", async () => {
    // The budget throws past the caps, so a runaway that escaped them fails here rather than hanging.
    const {
      result: { doc },
      expansions,
    } = await metered(EXPANDER_BUDGET, () =>
      ingest({
        "main.tex": article(
          "\\section{R}\\def\\a{\\a}\\a Still here. \\def\\b{x\\b}\\b \\def\\c{\\c\\c}\\c \\newcount\\n \\loop \\advance\\n by 1 \\ifnum\\n<10 \\repeat Done.",
        ),
      }),
    );
    expect(expansions).toBeLessThanOrEqual(EXPANDER_BUDGET.expansions);
    expect(text(doc, "R")).toContain("Still here.");
    expect(text(doc, "R")).toContain("Done.");
    expect(doc.warnings.some((w) => /expansion/i.test(w))).toBe(true);
  });

  it("turns citations, references and footnotes into prose", async () => {
    const { doc } = await ingest({
      "main.tex": article(
        "\\section{Intro}\\label{sec:intro}GANs~\\cite{gan} are popular \\citep[see][p.~2]{a,b}. As shown in~\\cite{c}, it works.\\footnote{A note.} " +
          "See Figure~\\ref{fig:one} and \\autoref{tab:t}. \\Cref{eq:e} holds; Eq.~\\eqref{eq:e} too. \\citet{smith} agree. Unknown \\ref{fig:missing}.\n" +
          "\\begin{equation}E=mc^2\\label{eq:e}\\end{equation}\n" +
          "\\begin{figure}\\includegraphics{none}\\caption{One}\\label{fig:one}\\end{figure}\\begin{table}\\caption{T}\\label{tab:t}\\begin{tabular}{c}1\\end{tabular}\\end{table}" +
          "\\section{Next}Back to Section~\\ref{sec:intro}.",
        "\\begin{filecontents}{x}\\end{filecontents}",
      ) + "\n",
      "main.bbl": "\\begin{thebibliography}{1}\\bibitem[Smith et~al.(2020)]{smith} J. Smith. A book.\\end{thebibliography}",
    });
    expect(text(doc, "Intro")).toBe(
      "GANs are popular. As shown in prior work, it works. See Figure 1 and Table 1. Equation 1 holds; Eq. (1) too. Smith et al. agree. Unknown the figure. ⟨formula⟩",
    );
    expect(text(doc, "Next")).toBe("Back to Section 1.");
  });

  it("reads no table notes of an AASTeX deluxetable as the section's sentences, maths holding only a space as the space, and a measured value with its units", async () => {
    const { doc } = await ingest({
      "main.tex": article(
        "\\section{Results}The period shrinks by 8$\\,$ms per year, at $-8.64 \\pm 1.26~{\\rm msec}\\,{\\rm yr}^{-1}$.\n" +
          "\\begin{deluxetable*}{lcc}\\tablecaption{Fits}\\tablehead{\\colhead{A} & \\colhead{B}}\\startdata 1 & 2 \\enddata" +
          "\\tablecomments{Periods were retrieved from an archive.}\\end{deluxetable*}\nThe star accelerates.",
      ) + "\n",
    });
    expect(text(doc, "Results")).toBe("The period shrinks by 8 ms per year, at minus 8.64 plus or minus 1.26 msec yr⁻¹. The star accelerates.");
  });

  it("reads a title page set by hand inside \\twocolumn[…]: the title, the authors one size down and the abstract paragraph", async () => {
    const abstract = "Orthogonality constrained density functional theory is a variational approach for the computation of excited states. ".repeat(4).trim();
    const { doc } = await ingest({
      "main.tex":
        "\\documentclass{article}\n\\begin{document}\n\\twocolumn[\n\\begin{@twocolumnfalse}\n\\noindent\\LARGE{\\textbf{Simulation of X-Ray Absorption Spectra\\dag}}\n\\vspace{0.6cm}\n" +
        "\\noindent\\large{\\textbf{Wallace D. Derricotte and Francesco A. Evangelista$^{\\ast}$}}\\vspace{0.5cm}\n" +
        `\\noindent \\normalsize{${abstract}}\n\\end{@twocolumnfalse}\n]\n\\section{Introduction}The advent of synchrotron light sources created a resurgence of spectroscopy.\n\\end{document}\n`,
    });
    expect(doc.metadata.title).toBe("Simulation of X-Ray Absorption Spectra");
    expect(doc.metadata.authors).toBe("Wallace D. Derricotte, Francesco A. Evangelista");
    expect(doc.abstract).toBe(abstract);
    expect(text(doc, "Introduction")).toBe("The advent of synchrotron light sources created a resurgence of spectroscopy.");
  });

  it("finds a hand-set title inside the class's front matter when there is no \\title", async () => {
    const { doc } = await ingest({
      "main.tex":
        "\\documentclass{article}\n\\newenvironment{frontmatter}{}{}\n\\begin{document}\n\\begin{frontmatter}\n{\\bf\\Large Relational Networks: A Framework for Hierarchical Relations}\n\\begin{abstract}We learn relations.\\end{abstract}\n\\end{frontmatter}\n\\section{Intro}Text here.\n\\end{document}\n",
    });
    expect(doc.metadata.title).toBe("Relational Networks: A Framework for Hierarchical Relations");
  });

  it("says who an unnamed textual citation is, agreeing with its verb", async () => {
    const { doc } = await ingest({
      "main.tex": article("\\section{Intro}\\citet{TT15} use the square-root Lasso of \\citet{BCW11}. \\citet{L16} shows how to do it.") + "\n",
    });
    expect(text(doc, "Intro")).toBe("Other researchers use the square-root Lasso of prior work. Prior work shows how to do it.");
    // A bare \cite as the subject agrees with its verb too.
    const bare = await ingest({
      "main.tex": article("\\section{Intro}When the variance is unknown, \\cite{TT15} use the square-root Lasso. \\cite{L16} shows how. \\cite{A1,B2} discuss its optimality.") + "\n",
    });
    expect(text(bare.doc, "Intro")).toBe("When the variance is unknown, other researchers use the square-root Lasso. Prior work shows how. Other researchers discuss its optimality.");
    // A list of citations as the subject leaves no separators behind ("approach., and also use").
    const listed = await ingest({
      "main.tex": article("\\section{Intro}They give no evaluation. \\cite{A1}, \\cite{B2} and also \\cite{C3} use eBPF against attacks.") + "\n",
    });
    expect(text(listed.doc, "Intro")).toBe("They give no evaluation. Other researchers use eBPF against attacks.");
  });

  it("says a named textual citation after a preposition as the work of its authors", async () => {
    const bib = "\\begin{thebibliography}{1}\\bibitem[Weymann(1970)]{w70} R. Weymann. Title. 1970.\\end{thebibliography}";
    const { doc } = await ingest({ "main.tex": article(`\\section{Intro}Similar calculations were done in \\citet{w70} for slabs. \\citet{w70} did more.${bib}`) + "\n" });
    expect(text(doc, "Intro")).toBe("Similar calculations were done in the work of Weymann for slabs. Weymann did more.");
  });

  it("says short inline math in words, marks long and display math, drops tables and algorithms", async () => {
    const { doc } = await ingest({
      "main.tex": article(
        "\\section{Math}With $n=10^3$ samples and $\\alpha \\leq 0.05$, we have\n\\[ \\int_0^1 f(x)\\,dx \\]\nwhere $x_i$ is the input and $\\sum_{i=1}^{N} \\frac{\\partial L}{\\partial \\theta_i} \\cdot \\frac{1}{\\sqrt{N}} + \\lambda \\|\\theta\\|^2$ is long." +
          "\\begin{algorithm}\\caption{Alg}Step\\end{algorithm}\\begin{tabular}{cc}a&b\\end{tabular} End ``quoted'' -- and --- done~ok.",
      ),
    });
    expect(text(doc, "Math")).toBe(
      // The sentence holds a display equation, so it is never narrated: its inline formulas are not
      // spoken either. The algorithm block ends the paragraph it stood in.
      "With ⟨formula⟩ samples and ⟨formula⟩, we have ⟨formula⟩ where ⟨formula⟩ is the input and ⟨formula⟩ is long.\n\nEnd “quoted” – and — done ok.",
    );
  });

  it("renders accents, symbols, URLs and font commands", async () => {
    const { doc } = await ingest({
      "main.tex": article("\\section{S}Caf\\'e, G\\\"odel, \\c{c}a, na\\\"{\\i}ve, \\ss. \\emph{Bold} \\textbf{move} \\& 5\\%. Code at \\url{https://x.org/a_b} or \\href{https://y.org}{the site}."),
    });
    expect(text(doc, "S")).toBe("Café, Gödel, ça, naïve, ß. Bold move & 5%. Code at https://x.org/a_b or the site.");
  });
});

describe("structure", () => {
  it("reads levels, starred sections, paragraphs, the appendix and back matter kinds", async () => {
    const { doc } = await ingest({
      "main.tex": article(
        "\\begin{abstract}We study things.\\end{abstract}\\section{Intro}Text.\\subsection{Detail}More.\\subsubsection{Deeper}Most.\\paragraph{Run-in} Para text." +
          "\\section*{Data Availability}Data here.\\begin{acknowledgments}Thanks all.\\end{acknowledgments}" +
          "\\appendix\\section{Proofs}Proof text.\\section*{Acknowledgements}Late thanks.\\begin{thebibliography}{9}\\bibitem{a} A. Author. Title.\\end{thebibliography}",
      ),
    });
    expect(doc.abstract).toBe("We study things.");
    expect(doc.sections.map((s) => [s.title, s.level, s.kind])).toEqual([
      ["Intro", 1, "body"],
      ["Detail", 2, "body"],
      ["Deeper", 3, "body"],
      ["Data Availability", 1, "back_matter"],
      ["Acknowledgments", 1, "acknowledgments"],
      ["Proofs", 1, "appendix"],
      ["Acknowledgements", 1, "acknowledgments"],
      ["References", 1, "references"],
    ]);
    expect(text(doc, "Deeper")).toBe("Most.\n\nRun-in. Para text.");
    expect(doc.sections.map((s) => s.key)).toEqual(["intro", "detail", "deeper", "data_availability", "acknowledgments", "proofs", "acknowledgements", "references"]);
  });

  it("cleans titles and keeps a real date only", async () => {
    const { doc } = await ingest({
      "main.tex": "\\documentclass{article}\\title{Deep \\\\ Learning\\thanks{Funded.} for \\emph{All}}\\author{A}\\date{\\today}\\begin{document}\\maketitle\\section{Background \\& Summary}x\\end{document}",
    });
    expect(doc.metadata.title).toBe("Deep Learning for All");
    expect(doc.metadata.date).toBe("");
    expect(doc.sections[0]?.title).toBe("Background & Summary");
    const dated = await ingest({ "main.tex": "\\documentclass{article}\\title{T}\\date{March 3, 2021}\\begin{document}\\section{S}x\\end{document}" });
    expect(dated.doc.metadata.date).toBe("March 3, 2021");
  });
});

describe("a REVTeX-style physics paper", () => {
  it("reads theorem-like environments, labelled lists, algorithms, TikZ figures and equation references", async () => {
    const { doc } = await ingest({
      "paper.tex": `\\documentclass[reprint,aps,prd]{revtex4-2}
\\usepackage{amsthm}\\newtheorem{definition}{Definition}
\\def\\prd{\\textit{Phys.~Rev.~D}}
\\begin{document}
\\preprint{APS/123-QED}
\\title{Perturbative Approach to Something}
\\author{Tobias R.}\\email{t@x.de}\\author{Nils A.}\\affiliation{Universit{\\"a}t Erlangen-N{\\"u}rnberg,\\\\ Germany}
\\begin{abstract}We propose a framework \\cite{1999ApJ...517..565P}.\\end{abstract}
\\keywords{gravity, causality}
\\maketitle
\\section{Introduction}
Observations (cf. \\cite{1999ApJ...517..565P} and \\cite{1998AJ....116.1009R}) require modifications --- dark energy.\\footnote{See \\prd.}
\\begin{samepage}\\begin{itemize}\\item[\\textbf{\\textit{(A1)}}] \\textbf{Invariance.}\\item[(A2)] Compatibility.\\end{itemize}\\end{samepage}
\\section{Axioms}\\label{chapter1}
\\begin{definition}[intertwiner]\\label{interDef}A pair $(I, J)$ with $J \\circ I = \\mathrm{id}_F$.\\end{definition}
\\begin{align}\\label{DiffeoReq}\\tag{Axiom 1} L = \\phi_* L.\\end{align}
\\begin{multline}a = b \\\\ + c\\end{multline}
\\begin{figure}[hbt!]\\begin{tikzpicture}\\node (M) at (0,0) {$M$};\\end{tikzpicture}\\caption{A diagram.}\\end{figure}
We use (\\ref{DiffeoReq}) and Definition~\\ref{interDef} from Sec.~\\ref{chapter1}.
\\begin{algorithm}[hbt!]\\SetAlgoLined\\KwData{x}Compute. \\caption{Construction}\\end{algorithm}
\\bibliography{apssamp}
\\end{document}`,
    });
    expect(doc.metadata.title).toBe("Perturbative Approach to Something");
    expect(doc.metadata.authors).toBe("Tobias R., Nils A.");
    expect(doc.abstract).toBe("We propose a framework.");
    expect(text(doc, "Introduction")).toBe("Observations require modifications — dark energy.\n\n(A1) Invariance.\n\n(A2) Compatibility.");
    expect(text(doc, "Axioms")).toBe("Definition (intertwiner). A pair I, J with J composed with I equals id sub F.\n\n⟨formula⟩ ⟨formula⟩ We use (Axiom 1) and Definition 1 from Sec. 2.");
    expect(doc.figures).toEqual([]);
    expect(doc.warnings.some((w) => /drawing made in LaTeX/.test(w))).toBe(true);
  });
});

describe("journal class conventions", () => {
  it("reads MDPI/PNAS back-matter commands, IEEE extras, llncs names and AASTeX plots", async () => {
    const { doc } = await ingest({
      "main.tex":
        "\\documentclass{IEEEtran}\\title{T}\\begin{document}\\maketitle\\IEEEpubid{0000--0000/00\\$00.00~\\copyright~2015 IEEE}\\section{Intro}\\IEEEPARstart{T}{his} works." +
        "\\begin{figure}\\plotone{p.png}\\caption*{Unnumbered plot.}\\end{figure}" +
        "\\subsubsection{\\ackname}We thank you.\\funding{This work was funded by X.}\\conflictsofinterest{None.}" +
        "\\ifCLASSOPTIONcompsoc\\section*{Acknowledgments}\\else\\section*{Acknowledgment}\\fi Thanks." +
        "\\begin{IEEEbiography}[{\\includegraphics{me.png}}]{Some Body}Born somewhere.\\end{IEEEbiography}\\end{document}",
      "p.png": await sharp({ create: { width: 4, height: 3, channels: 3, background: "#336699" } }).png().toBuffer(),
    });
    expect(doc.sections.map((s) => [s.title, s.kind])).toEqual([
      ["Intro", "body"],
      ["Acknowledgments", "acknowledgments"],
      ["Funding", "back_matter"],
      ["Conflicts of Interest", "back_matter"],
      ["Acknowledgments", "acknowledgments"],
    ]);
    expect(text(doc, "Intro")).toBe("This works.");
    expect(text(doc, "Funding")).toBe("This work was funded by X.");
    expect(doc.sections[4]?.text).toBe("Thanks.");
    expect(doc.figures.map((f) => f.caption)).toEqual(["Unnumbered plot."]);
  });
});

describe("authors", () => {
  const cases: [string, string, string][] = [
    ["article with \\and and \\thanks", "\\author{Alice Smith\\thanks{Equal.} \\\\ MIT \\\\ \\texttt{a@mit.edu} \\and Bob Jones \\\\ Stanford}", "Alice Smith, Bob Jones"],
    [
      "IEEEtran",
      "\\author{\\IEEEauthorblockN{Carol King\\IEEEauthorrefmark{1}, Dan Brown\\IEEEauthorrefmark{2}}\\IEEEauthorblockA{\\IEEEauthorrefmark{1}University of X, Y\\\\ Email: c@x.edu}\\and\\IEEEauthorblockN{Eve Long}\\IEEEauthorblockA{Company Z}}",
      "Carol King, Dan Brown, Eve Long",
    ],
    ["acmart / revtex (repeated \\author, \\affiliation)", "\\author{Fay Wu}\\email{f@x.org}\\affiliation{\\institution{Uni}\\country{US}}\\author{Gus Ray}\\affiliation{Lab}", "Fay Wu, Gus Ray"],
    ["elsarticle", "\\author[a]{Hal Ode\\corref{c1}}\\ead{h@x.org}\\author[b]{Ivy Pen}\\address[a]{Uni A}\\cortext[c1]{Corresponding}", "Hal Ode, Ivy Pen"],
    ["llncs", "\\author{Jon Doe\\inst{1}\\orcidID{0000-0001} \\and Kim Lee\\inst{2}}\\institute{Uni \\and Lab}", "Jon Doe, Kim Lee"],
    ["wlscirep / authblk", "\\author[1,*]{Lia Moe}\\author[2]{Max R. Nu}\\affil[1]{Uni}\\affil[*]{corresponding: l@x.org}", "Lia Moe, Max R. Nu"],
    ["cvpr one block", "\\author{Ned Ox$^{1}$, Ola Py$^{2}$,\\\\ and Pam Qi$^1$\\\\ $^1$Northeastern University \\quad $^2$ISM}", "Ned Ox, Ola Py, Pam Qi"],
    ["springer", "\\author*[1]{\\fnm{Quinn} \\sur{Roe}}\\email{q@x}\\author[2]{\\fnm{Ray} \\sur{Sun}}\\affil*[1]{\\orgname{Uni}}", "Quinn Roe, Ray Sun"],
    ["sigplanconf", "\\authorinfo{Quin Carr \\and Jan Hoff}{Yale University}{q@yale.edu}", "Quin Carr, Jan Hoff"],
    ["bioRxiv-style \\ORCID", "\\author[1,$\\ast$]{Savi Kar \\ORCID{0000-0002-4798-5746}}\\author[1]{Ben Jeff \\ORCID{/0000-0002-1982-6801}}", "Savi Kar, Ben Jeff"],
    ["imsart (\\thanksref, \\fnms)", "\\author{\\fnms{Yuri} \\snm{Mish}\\thanksref{t1}\\ead[label=e1]{y@x.org}}", "Yuri Mish"],
    [
      "aastex (\\altaffilmark, counters)",
      "\\newcounter{affilcounter}\\edef\\uw{\\arabic{affilcounter}}\\altaffiltext{\\uw}{Uni W}\\author{Dan Fox\\altaffilmark{1,\\uw}, Tim Moe\\altaffilmark{\\uw}}",
      "Dan Fox, Tim Moe",
    ],
  ];
  for (const [label, authors, expected] of cases) {
    it(`reads ${label}`, async () => {
      const { doc } = await ingest({ "main.tex": `\\documentclass{article}\\title{T}${authors}\\begin{document}\\maketitle\\section{S}x\\end{document}` });
      expect(doc.metadata.authors).toBe(expected);
    });
  }

  it.each([
    [
      "icml",
      "\\usepackage{icml2019}\\begin{document}\\twocolumn[\\icmltitle{ICML Title}\\begin{icmlauthorlist}\\icmlauthor{Sam Tee}{uber}\\icmlauthor{Uma Vee}{uber}\\end{icmlauthorlist}\\icmlaffiliation{uber}{Uber AI}\\icmlkeywords{x}\\vskip 0.3in]",
      "ICML Title",
    ],
    [
      "aistats",
      "\\usepackage{aistats2015}\\begin{document}\\twocolumn[\\aistatstitle{AISTATS Title}\\aistatsauthor{Sam Tee \\And Uma Vee}\\aistatsaddress{Uni \\And Uni}]",
      "AISTATS Title",
    ],
  ])("reads %s titles and authors", async (_venue, front, title) => {
    const { doc } = await ingest({ "main.tex": `\\documentclass{article}${front}\\section{S}Body.\\end{document}` });
    expect(doc.metadata.title).toBe(title);
    expect(doc.metadata.authors).toBe("Sam Tee, Uma Vee");
    expect(text(doc, "S")).toBe("Body.");
  });
});

/** A one-page PDF with a filled square, built by hand with a correct xref table. */
function tinyPdf(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 60] /Contents 4 0 R >>",
  ];
  const stream = "0 0 1 rg 10 10 80 40 re f";
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  offsets.push(out.length);
  out += `4 0 obj\n<< /Length ${stream.length} >>\nstream\n${stream}\nendstream\nendobj\n`;
  const xref = out.length;
  out += `xref\n0 5\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

const TINY_EPS = "%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 60 40\n%%EndComments\n1 0 0 setrgbcolor\n5 5 50 30 rectfill\nshowpage\n%%EOF\n";

function isPng(file: string): boolean {
  return fs.readFileSync(file).subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
}

describe("figures", () => {
  it("rasterises PDF and EPS figures, honours \\graphicspath and missing extensions, tolerates missing files", async () => {
    const { doc, dir } = await ingest({
      "main.tex": article(
        "\\section{Figs}Text.\\begin{figure}\\includegraphics[width=.5\\linewidth]{plot}\\caption{A \\textbf{PDF} plot.}\\label{fig:a}\\end{figure}" +
          "\\begin{figure*}\\includegraphics{art/drawing.eps}\\caption{An EPS drawing, see Figure~\\ref{fig:a}.}\\end{figure*}" +
          "\\begin{figure}\\includegraphics{does-not-exist}\\caption{Missing.}\\end{figure}" +
          "\\section{More}\\begin{figure}\\begin{subfigure}{0.45\\textwidth}\\includegraphics{plot.pdf}\\caption{left}\\end{subfigure}\\begin{subfigure}{0.45\\textwidth}\\includegraphics{art/drawing}\\caption{right}\\end{subfigure}\\caption{Two panels.}\\end{figure}",
        "\\graphicspath{{figs/}}",
      ),
      "figs/plot.pdf": tinyPdf(),
      "art/drawing.eps": TINY_EPS,
    });
    expect(doc.figures.map((f) => [f.name, f.caption, f.section_key])).toEqual([
      ["fig_01.png", "A PDF plot.", "figs"],
      ["fig_02.png", "An EPS drawing, see Figure 1.", "figs"],
      ["fig_03.png", "Two panels.", "more"],
    ]);
    for (const f of doc.figures) expect(isPng(path.join(dir, "images", f.name))).toBe(true);
    expect(doc.warnings.some((w) => w.includes("does-not-exist"))).toBe(true);
  });

  it("skips an unreadable image with a warning", async () => {
    const { doc } = await ingest({
      "main.tex": article("\\section{F}\\begin{figure}\\includegraphics{bad.png}\\caption{Broken}\\end{figure}"),
      "bad.png": "this is not a png",
    });
    expect(doc.figures).toEqual([]);
    expect(doc.warnings.some((w) => /Could not/.test(w))).toBe(true);
  });
});

describe("words the typesetting runs together", () => {
  it("keeps them apart where the author meant a space: after a text macro, a footnote mark, a full stop", async () => {
    const { doc } = await ingest({
      "main.tex": [
        "\\documentclass{article}\\newcommand{\\hawaii}{Hawai'i}\\newcommand{\\eg}{e.g.}\\newcommand{\\sno}{snoRNA}",
        "\\begin{document}\\title{Gluing}\\maketitle",
        "\\begin{abstract}We study concurrent changes\\footnotemark to memory in the \\hawaii Forest Bird Survey, \\eg the \\hawaii{} birds. Trends differ by regional trends.The region grows. Orphan \\sno s have no target.\\end{abstract}",
        "\\section{Introduction}Intro.\\end{document}",
      ].join("\n"),
    });
    expect(doc.abstract).toBe("We study concurrent changes to memory in the Hawai'i Forest Bird Survey, e.g. the Hawai'i birds. Trends differ by regional trends. The region grows. Orphan snoRNAs have no target.");
  });
});

describe("siunitx", () => {
  it("says a paper's own units and an uncertainty inside a number", async () => {
    const preamble = "\\usepackage{siunitx}\n\\DeclareSIUnit\\au{AU}\n\\DeclareSIUnit\\solarmass{M_\\odot}";
    const body = "\\section{Results}\nThe limit holds out to \\qty{1}{\\au}, for stars of \\qtyrange{1}{8}{\\solarmass}, at a radius of \\qty{5.104\\pm0.075}{\\au}.";
    const { doc } = await ingest({ "main.tex": article(body, preamble) });
    const said = text(doc, "Results");
    expect(said).toContain("out to 1 AU,");
    expect(said).toMatch(/5\.104 ± 0\.075 AU/);
    expect(said).not.toMatch(/5\.1040\.075/);
    // A unit defined in maths keeps its symbol, which the talk says as a speaker does ("solar masses").
    expect(said).toContain("1 to 8 M⊙");
  });
});
