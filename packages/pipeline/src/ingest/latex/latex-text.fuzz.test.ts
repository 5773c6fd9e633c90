import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { meterTokenStream } from "../../test-support/latex/work-meter.js";
import { ingestLatexDir } from "./ingest-latex.js";
import { LATEX_LIMITS } from "./limits.js";
import { cleanProse, SOFT_SPACE } from "./prose.js";

/**
 * Property-based fuzzing of the LaTeX text path (issue 10): the prose cleaner on any string, and
 * the whole reader (includes, macro expansion, tree, renderer, cleaner) on random LaTeX made of
 * the constructs that break parsers. Whatever comes in, reading ends, does not throw, and no
 * control sequence, brace or math dollar reaches the text that is narrated and put on slides.
 */
/** What ingest itself allows a document: the fuzz fails if any input needs more. */
const WORK_CAPS = { reads: 2 * LATEX_LIMITS.maxExpandedTokens, expansions: LATEX_LIMITS.maxExpansions };
const SEED = Number(process.env.LECTERN_FUZZ_SEED ?? 1010);

/** TeX markup that must never survive into prose. */
const MARKUP = /\\[A-Za-z@]+|[{}$\\]/;

describe("LaTeX prose cleaner fuzzing", () => {
  it("never throws and leaves no command, brace, dollar or marker, on any string", () => {
    let runs = 0;
    const text = fc.string({ unit: fc.oneof(fc.constantFrom("\\", "{", "}", "$", "\\cite{", "\\emph", "[12]", "(", ")", " and ", ",", ".", "\n\n", SOFT_SPACE, "\u00a0", "漢", " "), fc.string({ unit: "binary", maxLength: 3 })), maxLength: 60 });
    fc.assert(
      fc.property(text, fc.boolean(), (input, paragraphs) => {
        runs += 1;
        const out = cleanProse(input, paragraphs);
        expect(out).not.toMatch(MARKUP);
        expect(out).not.toContain(SOFT_SPACE);
        expect(out).toBe(out.trim());
      }),
      { numRuns: 10_000, seed: SEED },
    );
    console.log(`LaTeX cleanProse fuzz: ${runs} inputs, seed ${SEED}`);
  });
});

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-latex-fuzz-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Constructs that stress each stage: definitions and recursion, conditionals, groups, math, verbatim, includes, payloads. */
const TOKENS = [
  "\\section{", "\\subsection*{", "\\paragraph{", "\\textbf{", "\\emph{", "\\cite{k}", "\\citet{a,b}", "\\ref{x}", "\\label{x}", "\\footnote{",
  "\\def\\a{", "\\a", "\\def\\a{\\a}", "\\def\\b#1{#1#1\\b{#1}}", "\\b{z}", "\\newcommand{\\c}[2][d]{#1#2", "\\c{", "\\renewcommand\\c{\\c}", "\\let\\d\\a", "\\d",
  "\\newenvironment{e}{\\begin{e}}{}", "\\begin{e}", "\\end{e}", "\\loop", "\\repeat", "\\iftrue", "\\iffalse", "\\else", "\\fi", "\\newif\\ifz", "\\ztrue", "\\ifz",
  "\\csname", "\\endcsname", "\\expandafter", "\\noexpand", "\\catcode`\\^^M=13", "^^5c", "^^M", "\\makeatletter", "\\@x",
  "\\begin{itemize}", "\\item", "\\end{itemize}", "\\begin{figure}", "\\includegraphics{/etc/passwd}", "\\caption{", "\\end{figure}", "\\begin{tabular}{c}", "&", "\\\\", "\\end{tabular}",
  "\\begin{verbatim}", "\\end{verbatim}", "\\verb|", "|", "\\url{", "\\href{u}{", "\\input{/etc/passwd}", "\\input{main}", "\\include{../x}", "\\write18{id}", "\\immediate\\openout",
  "$", "$$", "\\[", "\\]", "\\(", "\\)", "^", "_", "\\alpha", "\\frac{1}{2}", "{", "}", "[", "]", "%", "#", "#1", "~", "\\ ", "\\%", "\\{", "\\", "\n", "\n\n", " ", "--", "``", "''",
  "word", "Alpha", "12", "é", "漢字", "\u0000", "\u0003", "\u00a0", "\ufeff",
];
const latex = fc.string({ unit: fc.constantFrom(...TOKENS), maxLength: 50 });

describe("LaTeX reader fuzzing", () => {
  it("reads random LaTeX to the end, within the expander's work caps, with no markup in any text field", { timeout: 120_000 }, async () => {
    let runs = 0;
    let busiest = { reads: 0, expansions: 0 };
    await fc.assert(
      fc.asyncProperty(latex, latex, latex, async (preamble, title, body) => {
        runs += 1;
        const dir = path.join(tmp, `p${runs}`);
        fs.mkdirSync(path.join(dir, "src"), { recursive: true });
        fs.writeFileSync(path.join(dir, "src", "main.tex"), `\\documentclass{article}\n${preamble}\n\\title{${title}}\n\\begin{document}\n\\maketitle\n${body}\n\\end{document}\n`);
        // Work, not wall time: the expander's reads and expansions stay inside the caps ingest enforces.
        const meter = meterTokenStream(WORK_CAPS);
        let doc: Awaited<ReturnType<typeof ingestLatexDir>>;
        try {
          doc = await ingestLatexDir(path.join(dir, "src"), path.join(dir, "images"), path.join(dir, "work"));
        } finally {
          meter.stop();
        }
        expect(meter.over).toBe(false);
        if (meter.reads > busiest.reads) busiest = { reads: meter.reads, expansions: meter.expansions };
        const fields = [doc.metadata.title, doc.metadata.authors, doc.abstract, ...doc.sections.flatMap((s) => [s.title, s.text]), ...doc.figures.map((f) => f.caption)];
        for (const f of fields) expect(f).not.toMatch(MARKUP);
        expect(JSON.stringify(doc)).not.toContain("root:x:0");
        fs.rmSync(dir, { recursive: true, force: true });
      }),
      { numRuns: 400, seed: SEED },
    );
    console.log(`LaTeX reader fuzz: ${runs} documents, busiest ${busiest.reads} tokens read and ${busiest.expansions} expansions, seed ${SEED}`);
    expect(runs).toBe(400);
  });
});
