import { describe, expect, it } from "vitest";
import { meterTokenStream, type ExpanderBudget } from "../../test-support/latex/work-meter.js";
import { LATEX_LIMITS } from "./limits.js";
import { MacroExpander } from "./macro-expand.js";
import { expanderOptions } from "./protected.js";
import { tokenize } from "./tokenize.js";
import { tokensToSource } from "./tokens.js";
import { Warnings } from "./warnings.js";

function expand(src: string, packages: string[] = []): { out: string; warnings: string[] } {
  const warnings = new Warnings();
  const ex = new MacroExpander(expanderOptions(), warnings);
  for (const p of packages) ex.harvest(tokenize(p));
  return { out: tokensToSource(ex.expand(tokenize(src))).replace(/\s+/g, " ").trim(), warnings: warnings.list };
}

/** Runs `run` under a work meter (test-support/latex/work-meter.ts). */
function metered<T>(budget: ExpanderBudget, run: () => T): { result: T; reads: number; expansions: number } {
  const meter = meterTokenStream(budget);
  try {
    const result = run();
    return { result, reads: meter.reads, expansions: meter.expansions };
  } finally {
    meter.stop();
  }
}

describe("MacroExpander", () => {
  it("expands \\newcommand with arguments and an optional default", () => {
    expect(expand("\\newcommand{\\x}[2]{<#2|#1>}\\x{a}{b} \\x ab").out).toBe("<b|a> <b|a>");
    expect(expand("\\newcommand\\y[2][d]{#1-#2}\\y{z} \\y[o]{z}").out).toBe("d-z o-z");
  });

  it("follows \\renewcommand, \\providecommand, \\let and \\def (also with delimiters)", () => {
    expect(expand("\\newcommand{\\a}{1}\\renewcommand{\\a}{2}\\providecommand{\\a}{3}\\a").out).toBe("2");
    expect(expand("\\def\\b{B}\\let\\c\\b\\def\\b{X}\\c\\b").out).toBe("BX");
    expect(expand("\\def\\p#1.{[#1]}\\p abc. rest").out).toBe("[abc] rest");
  });

  it("ignores redefinitions of commands the renderer relies on", () => {
    expect(expand("\\renewcommand{\\section}[1]{\\textbf{#1}}\\section{S}").out).toBe("\\section{S}");
  });

  it("expands \\newenvironment and decides \\newif and \\iffalse", () => {
    expect(expand("\\newenvironment{note}{<}{>}\\begin{note}x\\end{note}").out).toBe("<x>");
    expect(expand("\\newif\\ifdraft \\drafttrue \\ifdraft D\\else F\\fi \\draftfalse \\ifdraft D\\else F\\fi").out).toBe("DF");
    expect(expand("a\\iffalse b \\ifx c \\fi d\\fi e").out).toBe("ae");
    // "\if 0 … \fi" is how authors comment a block out; "\if00" compares equal characters.
    expect(expand("a\\if 0\nhidden \\fi e").out).toBe("ae");
    expect(expand("a\\if00 shown\\fi").out).toBe("a shown");
    // A class switch we never saw declared takes its first branch; etoolbox tests are not switches.
    expect(expand("\\ifCLASSOPTIONcompsoc A\\else B\\fi{} \\ifdef{x}{y}{z}").out).toBe("A{} \\ifdef{x}{y}{z}");
  });

  it("stops runaway definitions at a cap, with bounded work, and says so", () => {
    // Environments that begin themselves nest like macros (the last one hung ingest for minutes before they counted).
    const selfNesting = ["\\newenvironment{e}{\\begin{e}}{}\\begin{e} x", "\\newenvironment{e}{\\begin{e}\\begin{e}}{\\end{e}}\\begin{e} x"];
    for (const src of ["\\def\\a{\\a}\\a x", "\\def\\a{y\\a}\\a x", "\\def\\a{\\a\\a}\\a x", "\\newcommand{\\r}[1]{\\r{#1#1}}\\r{q} x", ...selfNesting]) {
      // Work, not time: a handful of tokens go in, so what is read beyond them was made by
      // expansions, which the caps bound (each made token is read about once; twice the cap leaves
      // room for lookahead). These runaways stop at a few hundred thousand reads.
      const budget = { reads: 2 * LATEX_LIMITS.maxExpandedTokens, expansions: LATEX_LIMITS.maxExpansions };
      const { result, reads, expansions } = metered(budget, () => expand(src));
      expect(result.out.endsWith("x")).toBe(true);
      expect(result.warnings.join(" ")).toMatch(/expansion stopped early \((macros nested too deeply|the expansion grew too large|too many expansions)\)/);
      expect(reads, src).toBeLessThanOrEqual(budget.reads);
      expect(expansions, src).toBeLessThanOrEqual(budget.expansions);
    }
  });

  it("takes only simple shorthands from local packages, never their internals", () => {
    const pkg = "\\newcommand{\\R}{\\mathbb{R}}\\def\\@internal{x}\\newcommand{\\bad}{\\@internal}\\newcommand{\\section}{S}\\newcommand{\\cite}{C}";
    expect(expand("$\\R$ \\bad{} \\cite{k}", [pkg]).out).toBe("$\\mathbb{R}$ \\bad{} \\cite{k}");
  });
});
