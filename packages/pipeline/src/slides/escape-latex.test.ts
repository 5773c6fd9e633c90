import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileLatex } from "./compile-latex.js";
import { cleanText, ESCAPE_MACROS, escapeLatex } from "./escape-latex.js";

/** Removes exactly our escape macros; what is left must hold no backslash at all. */
const stripMacros = (s: string) => ESCAPE_MACROS.reduce((acc, m) => acc.split(m).join(""), s);

describe("escapeLatex", () => {
  it.each([
    ["\\input{/etc/passwd}", "\\textbackslash{}input\\{/etc/passwd\\}"],
    ["\\write18{touch x}", "\\textbackslash{}write18\\{touch x\\}"],
    ["\\catcode`\\@=11", "\\textbackslash{}catcode`\\textbackslash{}@=11"],
    ["100% & 5_6 #1 $x$ ~ ^", "100\\% \\& 5\\_6 \\#1 \\$x\\$ \\textasciitilde{} \\textasciicircum{}"],
    ["a<b>c|d", "a\\textless{}b\\textgreater{}c\\textbar{}d"],
    ["``quoted'' -- ---", "`{}`quoted'{}' -{}- -{}-{}-"],
  ])("escapes %s", (input, expected) => {
    expect(escapeLatex(input)).toBe(expected);
    expect(stripMacros(escapeLatex(input))).not.toContain("\\");
  });

  it("drops control characters and emoji (reported), keeps RTL and Indic text", () => {
    const { text, dropped } = cleanText("ok\u0000\u0007 👍🏽 שלום مرحبا नमस्ते\u200D");
    expect(text).toBe("ok שלום مرحبا नमस्ते\u200D");
    expect(dropped.join("")).toContain("👍");
    expect(escapeLatex("a\tb\nc")).toBe("a b c");
  });
});

const HOSTILE = ["\\", "{", "}", "$", "&", "#", "^", "_", "%", "~", "<", ">", "|", "`", "'", "-", ",", "!", "?", "@", "[", "]", "\n", "\u0000", "\u001b", "a", "Z", " ", "é", "ß", "😀", "input", "write18", "catcode", "def", "end", "csname"];

describe("escapeLatex property: random hostile strings typeset without error", () => {
  it("200 random strings compile in one pdflatex document, and leave no commands", async () => {
    let seed = 42;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const samples: string[] = [];
    for (let i = 0; i < 200; i++) {
      let s = "";
      const n = 1 + Math.floor(rand() * 20);
      for (let j = 0; j < n; j++) s += HOSTILE[Math.floor(rand() * HOSTILE.length)] ?? "";
      samples.push(s);
    }
    for (const s of samples) expect(stripMacros(escapeLatex(s))).not.toMatch(/\\/);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-escape-"));
    try {
      const body = samples.map((s) => `${escapeLatex(s)}\\par`).join("\n");
      const doc = `\\documentclass{article}\n\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n\\begin{document}\n${body}\n\\end{document}\n`;
      fs.writeFileSync(path.join(dir, "p.tex"), doc);
      const log = await compileLatex("pdflatex", dir, "p");
      expect(log.firstError).toBeNull();
      expect(fs.existsSync(path.join(dir, "x"))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
