import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { runToolOk } from "../process/run-tool.js";
import { compileLatex } from "./compile-latex.js";
import { cleanText, escapeLatex } from "./escape-latex.js";

/**
 * Property-based fuzzing of the one place where paper and user text becomes LaTeX (issue 10).
 * The oracle reads the output the way TeX's tokenizer would: every control sequence must be one
 * of the glyph macros escapeLatex emits, and no character with a special catcode may be left
 * bare. A fixed seed keeps CI reproducible; LECTERN_FUZZ_SEED explores other inputs.
 */
const SEED = Number(process.env.LECTERN_FUZZ_SEED ?? 1010);
const RUNS = 10_000;

/** Each glyph macro and the character it prints. */
const GLYPH_MACROS: Readonly<Record<string, string>> = {
  "\\textbackslash{}": "\\",
  "\\textasciicircum{}": "^",
  "\\textasciitilde{}": "~",
  "\\textless{}": "<",
  "\\textgreater{}": ">",
  "\\textbar{}": "|",
  "\\{": "{",
  "\\}": "}",
  "\\$": "$",
  "\\&": "&",
  "\\#": "#",
  "\\_": "_",
  "\\%": "%",
};
const MACRO_OR_EMPTY_GROUP = new RegExp(
  `${Object.keys(GLYPH_MACROS)
    .map((m) => m.replace(/[\\{}$^|]/g, (c) => `\\${c}`))
    .join("|")}|\\{\\}`,
  "g",
);
/** Characters TeX does not read as plain text: escape, groups, math, alignment, parameters, super/subscript, comment, tie, invalid. */
const SPECIAL = /[\\{}$&#^_%~\p{Cc}]/u;

/** What TeX would see as commands, groups or specials once the allowed macros and empty groups are taken out. */
function activeMarkup(escaped: string): string[] {
  return [...escaped.replace(MACRO_OR_EMPTY_GROUP, "")].filter((ch) => SPECIAL.test(ch));
}

/** Reads escaped output back into the characters it prints. */
function printed(escaped: string): string {
  return escaped.replace(MACRO_OR_EMPTY_GROUP, (m) => GLYPH_MACROS[m] ?? "");
}

/** Fragments an attacker would try, mixed with ordinary text and every special character. */
const PAYLOADS = [
  "\\input{/etc/passwd}", "\\write18{touch pwned}", "\\immediate\\openout", "\\catcode`\\^^M=13", "^^5c", "^^5cinput", "\\def\\x{\\x}\\x",
  "\\end{document}", "\\csname end\\endcsname", "\\usepackage{shellesc}", "\\ShellEscape{id}", "\\loop\\repeat", "$x^2_i$", "#1", "%", "~",
  "\\\\", "{", "}", "&", "_", "^", "<", ">", "|", "`", "'", "-", "--", "---", "``", "''", ",,", "!`", "?`", " ", "\n", "\t", "\u0000", "\u001b", "\u007f",
  "\u0085", "\u200b", "\ufeff", "é", "e\u0301", "ß", "Ω", "漢字", "שלום", "😀", "👍🏽", "\\", "a", "Z", "0",
];
const payloadString = fc.string({ unit: fc.constantFrom(...PAYLOADS), maxLength: 40 });
const anyString = fc.string({ unit: "binary", maxLength: 80 });
/** Lone surrogates: not characters at all, but JavaScript strings can hold them. */
const brokenUtf16 = fc.string({ unit: fc.constantFrom("\ud800", "\udfff", "\ud83d", "x", "\\", "{"), maxLength: 20 });

describe("escapeLatex fuzzing", () => {
  it.each([
    ["hostile fragments", payloadString],
    ["any Unicode", anyString],
    ["broken UTF-16", brokenUtf16],
  ])("%s: output holds no active command, group or special, and prints exactly the cleaned input", (label, arb) => {
    let runs = 0;
    fc.assert(
      fc.property(arb, (input) => {
        runs += 1;
        const out = escapeLatex(input);
        expect(activeMarkup(out)).toEqual([]);
        expect(printed(out)).toBe(cleanText(input).text);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    console.log(`escapeLatex fuzz (${label}): ${runs} inputs, seed ${SEED}`);
    expect(runs).toBe(RUNS);
  });
});

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-escape-fuzz-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** ASCII fragments whose glyphs pdftotext reads back unchanged in the slides' font (quotes become curly, so they are left out). */
const PRINTABLE = ["\\input{/etc/passwd}", "\\write18{touch pwned}", "\\immediate\\openout", "\\catcode", "^^5c", "\\end{document}", "$x^2_i$", "#1", "%", "~", "&", "_", "{", "}", "<", ">", "|", "\\", "--", "a", "Z", "0", "=", "/", "@"];

describe("escapeLatex under a real pdflatex", () => {
  it("typesets fuzzed payloads literally, without shell escape, writing nothing", { timeout: 90_000 }, async () => {
    const samples = fc.sample(fc.string({ unit: fc.constantFrom(...PRINTABLE), minLength: 1, maxLength: 6 }), { numRuns: 120, seed: SEED });
    // The slides' own setup: T1 Helvetica under pdflatex. One sample per unbreakable line on a wide page.
    const doc = [
      "\\documentclass{article}",
      "\\usepackage[T1]{fontenc}\\usepackage[utf8]{inputenc}\\usepackage{helvet}\\renewcommand{\\familydefault}{\\sfdefault}",
      "\\usepackage[a4paper,landscape,margin=1cm]{geometry}\\pagestyle{empty}",
      "\\begin{document}\\raggedright\\footnotesize",
      ...samples.map((s) => `\\mbox{${escapeLatex(s)}}\\par`),
      "\\end{document}",
    ].join("\n");
    fs.writeFileSync(path.join(tmp, "fuzz.tex"), doc);
    const log = await compileLatex("pdflatex", tmp, "fuzz");
    expect(log.firstError).toBeNull();
    // -raw: in layout mode pdftotext joins a line that ends in "-" to the next one and drops the hyphen.
    await runToolOk("pdftotext", ["-raw", "-enc", "UTF-8", "fuzz.pdf", "fuzz.txt"], { cwd: tmp, timeoutMs: 30_000 });
    const squash = (s: string) => s.normalize("NFKC").replace(/\s+/g, "");
    expect(squash(fs.readFileSync(path.join(tmp, "fuzz.txt"), "utf8"))).toBe(squash(samples.join("")));
    // \write18 and \openout were printed, not run: the build folder holds only TeX's own files.
    expect(fs.readdirSync(tmp).filter((f) => !f.startsWith(".")).sort()).toEqual(["fuzz.aux", "fuzz.log", "fuzz.pdf", "fuzz.tex", "fuzz.txt"]);
    expect((fs.readdirSync(tmp, { recursive: true }) as string[]).filter((f) => f.includes("pwned"))).toEqual([]);
    console.log(`escapeLatex under pdflatex: ${samples.length} fuzzed payload lines printed literally`);
  });
});
