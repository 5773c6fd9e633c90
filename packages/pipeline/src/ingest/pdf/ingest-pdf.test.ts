import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PaperDocument } from "@lectern/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runToolOk } from "../../process/run-tool.js";
import { sniffImageKind } from "../figure-image.js";
import { IngestError } from "../ingest-error.js";
import { findMarkupResidue } from "../residue.js";
import { ingestPdfFile, MAX_PDF_PAGES } from "./ingest-pdf.js";

/** Every external tool run (command and arguments), so a test can see which pages each was asked for. */
const toolRuns = vi.hoisted(() => [] as { command: string; args: readonly string[] }[]);
vi.mock(import("../../process/run-tool.js"), async (importOriginal) => {
  const real = await importOriginal();
  return {
    ...real,
    runTool: (...call: Parameters<typeof real.runTool>) => {
      toolRuns.push({ command: call[0], args: call[1] });
      return real.runTool(...call);
    },
    runToolOk: (...call: Parameters<typeof real.runToolOk>) => {
      toolRuns.push({ command: call[0], args: call[1] });
      return real.runToolOk(...call);
    },
  };
});

/** The last page a tool run was asked for (-l N, gs -sPageList=...); Infinity when it was given no page range. */
function lastPageAsked(args: readonly string[]): number {
  const l = args.indexOf("-l");
  if (l >= 0) return Number(args[l + 1]);
  const list = args.find((a) => a.startsWith("-sPageList="));
  if (list) return Math.max(...list.slice("-sPageList=".length).split(",").map(Number));
  return Infinity;
}

function has(tool: string): boolean {
  try {
    execFileSync("which", [tool], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
const haveTex = has("pdflatex");
const haveGs = has("gs");
if (!haveTex) console.log("crafted-PDF tests skipped: pdflatex is not installed");

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-pdf-unit-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Compiles a LaTeX source into tmp/<name>.pdf. */
async function latex(name: string, source: string): Promise<string> {
  const dir = path.join(tmp, `tex-${name}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.tex`), source);
  await runToolOk("pdflatex", ["-interaction=batchmode", "-no-shell-escape", `${name}.tex`], { cwd: dir, timeoutMs: 120_000 });
  const pdf = path.join(tmp, `${name}.pdf`);
  fs.copyFileSync(path.join(dir, `${name}.pdf`), pdf);
  return pdf;
}

async function ingest(pdf: string): Promise<PaperDocument> {
  const out = fs.mkdtempSync(path.join(tmp, "out-"));
  return PaperDocument.parse(await ingestPdfFile(pdf, path.join(out, "images"), path.join(out, "work")));
}

async function ingestError(pdf: string): Promise<IngestError> {
  try {
    await ingest(pdf);
  } catch (err) {
    if (err instanceof IngestError) return err;
    throw err;
  }
  throw new Error("ingest succeeded where it should have failed");
}

const FILLER =
  "This sentence is filler text that continues the discussion about reading order, columns and the way paragraphs flow from one column to the next one in a typical two-column article layout used by many conferences.";

/** An AAS-style preprint: the class's draft line above a title set in capitals at the body's size. */
const PREPRINT = String.raw`\documentclass{article}
\usepackage[T1]{fontenc}
\usepackage{lmodern}
\begin{document}
\thispagestyle{empty}
\noindent Draft version November 29, 2026\\
Preprint typeset using LaTeX style emulateapj v. 01/23/15
\begin{center}
THE CRAFTED CATALOG: A REPOSITORY OF MOCK OBSERVATIONS FROM SIMULATED MERGERS\\[1em]
Ada Writer and Ben Reader
\end{center}
\begin{abstract}
We present a crafted catalog of mock observations. The abstract has several sentences so that it reads like an abstract and is long enough to be recognised as one by the ingest.
\end{abstract}
\section{Introduction}
FILLER FILLER
\end{document}
`.replaceAll("FILLER", FILLER);

const TWO_COLUMN = String.raw`\documentclass[twocolumn,10pt]{article}
\usepackage[T1]{fontenc}
\usepackage{lmodern}
\usepackage{tikz}
\usepackage{fancyhdr}
\pagestyle{fancy}
\fancyhf{}
\fancyhead[L]{bioRxiv preprint doi: https://doi.org/10.1101/2024.01.01.000001; this version posted January 5, 2024. The copyright holder for this preprint}
\fancyfoot[C]{\thepage}
\title{Crafted Columns for Reading Order Tests}
\author{Alice B. Example \and Bob Sample}
\date{March 3, 2021}
\begin{document}
\maketitle
\begin{abstract}
We describe a small synthetic paper. The abstract has several sentences so that it reads like an abstract and is long enough to be recognised as one by the ingest.
\end{abstract}
\section{Introduction}
Leftcolumnmarker begins the introduction. The information flow in this document is designed so that words are hyphenated at line ends by the typesetter, for example characterisation, internationalisation and representational, and the state-of-the-art methods are discussed in detail~[3, 4]. Efficient fine-grained flows of configuration information are common. FILLER
\subsection{Detailed setting}
Some more text in a subsection with reference [12] and more words to fill the space of this column with interesting information. FILLER
\begin{figure}[t]
\centering
\begin{tikzpicture}\draw[thick] (0,0) rectangle (3,2); \draw (0,0) -- (3,2); \node at (1.5,1.4) {box};\end{tikzpicture}
\caption{A crafted vector figure with a rectangle.}
\end{figure}
\section{Results}
Rightcolumnmarker appears in the results. FILLER FILLER
\section*{Acknowledgments}
We thank the reviewers for their helpful comments on this work.
\section*{References}
[1] A. Author. A paper. Journal, 2020.
\end{document}
`.replaceAll("FILLER", FILLER);

const MANUSCRIPT = String.raw`\documentclass[12pt]{article}
\usepackage{lineno}
\usepackage[margin=1in]{geometry}
\linespread{1.6}
\pagestyle{plain}
\begin{document}
\linenumbers
\noindent\textbf{Title:} A Numbered Manuscript About Line Numbers in the
Margin of Submitted Papers

\bigskip
\noindent\textbf{Authors:} Carol D. Writer$^{1}$, Dan Editor$^{2}$

\bigskip
\noindent 1: Department of Examples, Some University

\newpage
\section*{Abstract}
Manuscripts submitted for review carry a number on every line so that referees can point at the text. Those numbers must not end up in the narration of the paper, and the sentences must read as if the numbers were never there.
\section*{Introduction}
Reviewers read submitted manuscripts with numbered lines. FILLER FILLER FILLER
\section*{Methods}
We generated this document with the lineno package. FILLER FILLER
\end{document}
`.replaceAll("FILLER", FILLER);

const STAMPED = String.raw`\documentclass[10pt]{article}
\usepackage{tikz}
\title{Stamped Preprint With Many Headings}
\author{Frank Ghi$^{1}$ and Hanna Ijk$^{2}$\\$^1$University of Somewhere, \texttt{frank@some.edu}}
\begin{document}
\begin{tikzpicture}[remember picture,overlay]\node[rotate=90,anchor=south] at ([xshift=1.2cm]current page.west) {\Large arXiv:2101.01234v2 [cs.LG] 5 Feb 2021};\end{tikzpicture}
\maketitle
\begin{abstract}
This abstract explains the preprint. It has enough words to look like an abstract for the test that checks the stamp.
\end{abstract}
\section{INTRODUCTION}
The introduction starts here and says something about the problem, the approach and the results of this work.
\subsection{Motivation}
We are motivated by things. More words follow so that the paragraph is a paragraph.
\subsubsection{Deeper point}
A third-level heading introduces a detail.
\section{Method}
The method is described here in enough detail to reproduce it.
\appendix
\section{Proofs}
The proofs are in the appendix.
\end{document}
`;

describe.skipIf(!haveTex)("ingestPdfFile on crafted PDFs", () => {
  let twoColumn = "";
  let manuscript = "";
  let preprint = "";
  let stamped = "";
  beforeAll(async () => {
    twoColumn = await latex("twocol", TWO_COLUMN);
    manuscript = await latex("manuscript", MANUSCRIPT);
    stamped = await latex("stamped", STAMPED);
    preprint = await latex("preprint", PREPRINT);
  }, 120_000);

  it("reads the arXiv stamp as the identifier and keeps it out of the text; levels and appendix", { timeout: 60_000 }, async () => {
    const doc = await ingest(stamped);
    expect(doc.metadata.title).toBe("Stamped Preprint With Many Headings");
    expect(doc.metadata.authors).toBe("Frank Ghi, Hanna Ijk");
    expect(doc.metadata.arxiv_id).toBe("2101.01234v2");
    expect(doc.sections.map((s) => [s.title, s.level, s.kind])).toEqual([
      ["Introduction", 1, "body"],
      ["Motivation", 2, "body"],
      ["Deeper point", 3, "body"],
      ["Method", 1, "body"],
      ["Proofs", 1, "appendix"],
    ]);
    expect(JSON.stringify(doc)).not.toMatch(/cs\.LG|\[cs/);
  });

  it("reads a two-column paper: metadata, sections, reading order, clean text, figure", { timeout: 60_000 }, async () => {
    const doc = await ingest(twoColumn);
    expect(doc.source_kind).toBe("pdf");
    expect(doc.version).toBe(1);
    expect(doc.metadata.title).toBe("Crafted Columns for Reading Order Tests");
    expect(doc.metadata.authors).toBe("Alice B. Example, Bob Sample");
    expect(doc.metadata.date).toBe("2021-03-03");
    expect(doc.abstract).toMatch(/^We describe a small synthetic paper\..*recognised as one by the ingest\.$/);
    expect(doc.language).toBe("en");
    expect(doc.sections.map((s) => [s.title, s.level, s.kind])).toEqual([
      ["Introduction", 1, "body"],
      ["Detailed setting", 2, "body"],
      ["Results", 1, "body"],
      ["Acknowledgments", 1, "acknowledgments"],
      ["References", 1, "references"],
    ]);
    const intro = doc.sections[0]?.text ?? "";
    // Hyphenation undone, ligatures expanded, compounds kept, citation brackets gone.
    for (const word of ["information flow", "characterisation", "internationalisation", "representational", "state-of-the-art", "Efficient fine-grained", "configuration"]) {
      expect(intro).toContain(word);
    }
    expect(intro).not.toMatch(/\[\d|informa- ?tion|ﬁ|ﬂ/);
    // The left column is read before the right one.
    expect(intro.startsWith("Leftcolumnmarker")).toBe(true);
    expect(doc.sections[2]?.text.startsWith("Rightcolumnmarker")).toBe(true);
    const all = [doc.metadata.title, doc.abstract, ...doc.sections.map((s) => s.text)].join("\n");
    expect(all).not.toMatch(/bioRxiv|copyright holder/i);
    expect(findMarkupResidue(all)).toEqual([]);

    expect(doc.figures).toHaveLength(1);
    expect(doc.figures[0]).toMatchObject({ name: "fig_01.png", caption: "Figure 1: A crafted vector figure with a rectangle." });
    expect(doc.sections.some((s) => s.key === doc.figures[0]?.section_key)).toBe(true);
  });

  it("writes figures as PNG files with safe names", { timeout: 60_000 }, async () => {
    const out = fs.mkdtempSync(path.join(tmp, "fig-"));
    const doc = await ingestPdfFile(twoColumn, path.join(out, "images"), path.join(out, "work"));
    for (const f of doc.figures) {
      const bytes = fs.readFileSync(path.join(out, "images", f.name));
      expect(sniffImageKind(bytes.subarray(0, 16))).toBe("png");
      const meta = await sharp(bytes).metadata();
      expect(meta.width ?? 0).toBeGreaterThan(100);
    }
  });

  it("reads a line-numbered manuscript with a 'Title:' field", { timeout: 60_000 }, async () => {
    const doc = await ingest(manuscript);
    expect(doc.metadata.title).toBe("A Numbered Manuscript About Line Numbers in the Margin of Submitted Papers");
    expect(doc.metadata.authors).toBe("Carol D. Writer, Dan Editor");
    expect(doc.abstract).toMatch(/^Manuscripts submitted for review carry a number on every line/);
    expect(doc.sections.map((s) => s.title)).toEqual(["Introduction", "Methods"]);
    const text = [doc.abstract, ...doc.sections.map((s) => s.text)].join(" ");
    // No margin numbers left between the words.
    expect(text).not.toMatch(/\d/);
    expect(text).toContain("the sentences must read as if the numbers were never there.");
  });

  it("takes a preprint's capitalised title, not the class's draft line above it", { timeout: 60_000 }, async () => {
    const doc = await ingest(preprint);
    expect(doc.metadata.title).toMatch(/^The Crafted Catalog: a Repository of Mock Observations from Simulated Mergers$/i);
    expect(doc.metadata.title).not.toMatch(/^THE CRAFTED/);
  });

  it("refuses a truncated PDF (the first 2 KB of a real paper)", { timeout: 30_000 }, async () => {
    // A corpus paper when the corpus is there, else the crafted one.
    const corpusPaper = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../../../shared/corpus/hpv-hedgehog.pdf");
    const source = fs.existsSync(corpusPaper) ? corpusPaper : twoColumn;
    const cut = path.join(tmp, "truncated.pdf");
    fs.writeFileSync(cut, fs.readFileSync(source).subarray(0, 2048));
    const err = await ingestError(cut);
    expect(err.reason).toBe("bad_pdf");
    expect(err.message).toMatch(/damaged or incomplete/);
  });

  it.skipIf(!haveGs)("refuses a password-protected PDF and reads an owner-restricted one", { timeout: 60_000 }, async () => {
    const locked = path.join(tmp, "locked.pdf");
    const restricted = path.join(tmp, "restricted.pdf");
    const gs = ["-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-sDEVICE=pdfwrite", "-dEncryptionR=3", "-dKeyLength=128"];
    await runToolOk("gs", [...gs, "-sOwnerPassword=owner", "-sUserPassword=secret", `-sOutputFile=${locked}`, twoColumn], { cwd: tmp, timeoutMs: 60_000 });
    await runToolOk("gs", [...gs, "-sOwnerPassword=owner", "-dPermissions=-3904", `-sOutputFile=${restricted}`, twoColumn], { cwd: tmp, timeoutMs: 60_000 });
    const err = await ingestError(locked);
    expect(err.reason).toBe("encrypted_pdf");
    expect(err.message).toBe("This PDF is encrypted. Upload a version without a password.");
    // Copy protection without a password does not stop reading (pdftohtml -nodrm).
    expect((await ingest(restricted)).metadata.title).toBe("Crafted Columns for Reading Order Tests");
  });

  it("refuses a PDF with only an image (a scan)", { timeout: 60_000 }, async () => {
    const dir = path.join(tmp, "tex-scan");
    fs.mkdirSync(dir, { recursive: true });
    await sharp({ create: { width: 800, height: 1000, channels: 3, background: "#f4f1ea" } })
      .composite([{ input: Buffer.from('<svg width="800" height="1000"><rect x="80" y="100" width="640" height="20" fill="#333"/><rect x="80" y="160" width="600" height="20" fill="#333"/></svg>'), top: 0, left: 0 }])
      .png()
      .toFile(path.join(dir, "page.png"));
    const pdf = await latex("scan", String.raw`\documentclass{article}\usepackage{graphicx}\pagestyle{empty}\begin{document}\noindent\includegraphics[width=\textwidth]{page.png}\end{document}`);
    const err = await ingestError(pdf);
    expect(err.reason).toBe("no_text");
    expect(err.message).toBe("This PDF has no selectable text (it may be a scan). Upload a text PDF or the LaTeX source.");
  });

  it("reads only the first pages of a 2,000-page PDF: no tool is asked for a page past the cap", { timeout: 120_000 }, async () => {
    const pdf = await latex(
      "huge",
      String.raw`\documentclass{article}\begin{document}\title{A Very Long Document}\author{Eve Long}\maketitle\section{Introduction}
\newcount\n \n=0
\loop FILLER \newpage \advance\n by 1 \ifnum\n<2000 \repeat
\end{document}`.replace("FILLER", FILLER),
    );
    toolRuns.length = 0;
    const doc = await ingest(pdf);
    // What keeps a huge file cheap is that no tool reads past the cap: every run on the file names
    // its pages, except pdfinfo, which only counts them (from the page tree, not by reading pages).
    const onThePdf = toolRuns.filter((run) => run.args.some((a) => a.endsWith(".pdf")));
    expect(onThePdf.map((run) => run.command)).toEqual(expect.arrayContaining(["pdfinfo", "pdftohtml"]));
    for (const run of onThePdf.filter((r) => r.command !== "pdfinfo")) {
      expect(lastPageAsked(run.args), `${run.command} ${run.args.join(" ")}`).toBeLessThanOrEqual(MAX_PDF_PAGES);
    }
    expect(lastPageAsked(onThePdf.find((run) => run.command === "pdftohtml")?.args ?? [])).toBe(MAX_PDF_PAGES);
    const warning = doc.warnings.find((w) => w.startsWith(`Only the first ${MAX_PDF_PAGES} of `)) ?? "";
    expect(Number(/of (\d+) pages/.exec(warning)?.[1])).toBeGreaterThanOrEqual(2000);
    expect(doc.metadata.title).toBe("A Very Long Document");
    const words = doc.sections.map((s) => s.text).join(" ").split(/\s+/).length;
    // About one filler sentence per page read, not per page in the file.
    expect(words).toBeLessThan(MAX_PDF_PAGES * 60);
  });
});

describe("ingestPdfFile on files that are not PDFs", () => {
  it("refuses a text file", async () => {
    const file = path.join(tmp, "notes.pdf");
    fs.writeFileSync(file, "These are my notes, not a PDF at all.\n".repeat(20));
    const err = await ingestError(file);
    expect(err.reason).toBe("bad_pdf");
    expect(err.message).toMatch(/not a PDF/);
  });

  it("refuses an image with a .pdf name", async () => {
    const file = path.join(tmp, "photo.pdf");
    await sharp({ create: { width: 64, height: 64, channels: 3, background: "#888888" } })
      .png()
      .toFile(file);
    expect((await ingestError(file)).reason).toBe("bad_pdf");
  });

  it("refuses a PDF header followed by garbage", async () => {
    const file = path.join(tmp, "garbage.pdf");
    fs.writeFileSync(file, Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(4096, 0x41)]));
    expect((await ingestError(file)).reason).toBe("bad_pdf");
  });
});
