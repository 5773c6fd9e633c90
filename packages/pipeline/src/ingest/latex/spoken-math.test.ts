import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSayInFull, loadSpeakMath, MAX_SPOKEN_MATH_WORDS, spokenWordFloor, type SpeakMath } from "./spoken-math.js";

let speak: SpeakMath;

/** Notation beyond the corpus whose word count the floor must not overshoot: relations, arrows, powers, accents, fonts. */
const SHAPES = [
  "a \\le b", "a \\ll b", "a \\lesssim b", "a\\neq b", "a \\propto b", "a\\cdot b", "\\pm a", "a \\to b", "a\\mapsto b", "a\\Rightarrow b",
  "\\sqrt{a}", "\\sqrt[3]{a}", "\\frac ab", "\\sum a", "\\int a", "\\partial a", "\\infty", "M_\\odot", "\\nabla a", "\\ln a", "\\sin a",
  "\\max a", "a \\in b", "a\\notin b", "a\\subseteq b", "a\\cup b", "\\forall a", "\\exists a", "a'", "a^\\prime", "a^\\dagger", "a\\star b",
  "a*b", "a\\circ b", "a;b", "a!", "a:b", "a := b", "\\bar a", "\\tilde a", "\\dot a", "\\ddot a", "\\mathbb{R}", "\\mathbf{x}", "\\boldsymbol\\alpha",
  "\\approx b", "a\\sim b", "a \\simeq b", "a\\equiv b", "|a|", "\\|a\\|", "\\emptyset", "a\\setminus b", "\\hbar", "f^{-1}", "A^{-1}", "A^T",
  "A^{\\top}", "x^n", "x^{10}", "e^{-x}", "x^{1/2}", "10^\\circ", "x^*", "x^{(k)}", "x_i^2", "\\sigma^2_x", "x^{+}", "\\left( a, b \\right)",
  "(a, b)", "[0, 1]", "f(x)", "a(b+c)", "\\{a, b\\}", "\\langle a, b \\rangle", "x \\in (0, 1)", "k = 1, \\dots, K", "1,000,000", "50\\%",
  // Arguments with a separator: "of open paren … close paren".
  "f(x, y)", "p(x; \\theta)", "\\sin(a, b)", "\\max(a, b)", "\\mathcal{N}(0, 1)", "\\hat{\\Omega}(t; a)", "S_{n}(x, y)", "f(g(x), y)", "F(x, y) = 0", "2(a, b)",
  "\\Phi(a, b) \\to (c, d)", "f\\left(a, b\\right)", "x^{2}(a, b)",
];
beforeAll(async () => {
  speak = await loadSpeakMath();
});

describe("inline maths said in words", () => {
  it.each([
    ["N_{\\rm samp}", "N sub samp"],
    ["\\chi^2", "chi squared"],
    ["x^2+1", "x squared plus 1"],
    ["10^{-3}", "10 to the negative 3 power"],
    ["\\alpha", "alpha"],
    ["\\varepsilon", "epsilon"],
    ["\\lambda=0.1", "lambda equals 0.1"],
    ["\\theta_t", "theta sub t"],
    ["\\frac{a}{b}", "a over b"],
    ["\\sum_i x_i", "the sum over i of x sub i"],
    ["\\|x\\|", "the norm of x"],
    ["\\mathcal{L}", "script L"],
    ["\\hat{x}", "x hat"],
    ["\\sim 10", "about 10"],
    ["\\alpha \\le 0.05", "alpha is less than or equal to 0.05"],
    ["\\epsilon \\lesssim 0.1", "epsilon is below about 0.1"],
    ["x \\in \\mathcal{S}", "x is a member of script S"],
    ["d_\\mathrm{model}=512", "d sub model equals 512"],
    ["[0, 1]", "0 to 1"],
    ["(\\alpha, \\chi)", "alpha, chi"],
    ["50\\%", "50 percent"],
    ["A^\\top", "A transpose"],
    ["\\ell = 15", "ell equals 15"],
    ["p(z)", "p of z"],
    ["\\{a, b\\}", "the set a, b"],
    ["k = 1, \\dots, K", "k equals 1 up to K"],
    ["A \\cup B", "A union B"],
    ["p^*", "p star"],
    ["p^\\star", "p star"],
    ["3\\times 10^{8}", "3 times 10 to the eighth power"],
    ["\\hat{\\theta}", "theta hat"],
    ["n", "n"],
    ["0.9999", "0.9999"],
  ])("%s → %s", (latex, words) => {
    expect(speak(latex)).toBe(words);
  });

  it("says a paper's own macro once ingest has expanded it (the expander runs before speech)", () => {
    // \newcommand{\Nsamp}{N_{\rm samp}} reaches speech as its expansion.
    expect(speak("N_{\\rm samp}")).toBe("N sub samp");
  });

  it("does not read long formulas, matrices or unknown commands", () => {
    expect(speak("M\\Omega_\\mathrm{ISCO} = r_\\mathrm{ISCO}^{3/2}(M^{3/2} + \\hat{a} r_\\mathrm{ISCO}^{3/2})^{-1}")).toBeNull();
    expect(speak("\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}")).toBeNull();
    expect(speak("\\frac{1}{\\sqrt{d_k}}")).toBeNull();
    expect(speak("\\sum_{i=1}^n x_i")).toBeNull();
    expect(speak("\\unknowncommand{x}")).toBeNull();
    expect(speak("")).toBeNull();
  });

  it("never culls a formula the engine would say within the limit", () => {
    for (const latex of ["N_{\\rm samp}", "\\alpha \\le 0.05", "d_\\mathrm{model}=512", "x^2+1", "3,000", "\\vec{a}_2 = \\vec{0}", "\\left( a, b \\right)", "f^{-1}", "x_i^2", "k = 1, \\dots, K", "(\\alpha, \\chi)", "x \\in \\mathcal{S}"]) {
      expect(spokenWordFloor(latex)).toBeLessThanOrEqual(MAX_SPOKEN_MATH_WORDS);
    }
    expect(spokenWordFloor("a+b+c+d+e")).toBe(9);
    // Relations, accents and roots count: each of these is surely more than a listener can follow.
    expect(spokenWordFloor("r_0/M \\lesssim 60")).toBeGreaterThan(3);
    expect(spokenWordFloor("\\mu \\geq 2 M_\\odot")).toBeGreaterThan(MAX_SPOKEN_MATH_WORDS);
    expect(spokenWordFloor("\\epsilon = \\mu /M \\ll 1")).toBeGreaterThan(MAX_SPOKEN_MATH_WORDS);
    expect(spokenWordFloor("a \\, b \\; c \\! d")).toBe(4);
    expect(spokenWordFloor("\\check{t}^I_{N}(\\alpha , \\chi )")).toBeGreaterThan(MAX_SPOKEN_MATH_WORDS);
    // Arguments with a separator after a name are "of open paren … close paren"; elsewhere a
    // parenthesis may say nothing ("(a, b)", "= (2, 2)") or just "of" ("f of x").
    expect(spokenWordFloor("f(x, y)")).toBe(8);
    expect(spokenWordFloor("\\check{\\Phi}(\\hat{\\Omega}; \\hat{a})")).toBeGreaterThan(MAX_SPOKEN_MATH_WORDS);
    expect(spokenWordFloor("(a, b)")).toBe(2);
    expect(spokenWordFloor("f(x)")).toBe(3);
  });

  it("counts no more words than the engine says, on every short formula of the corpus papers", async () => {
    const sayInFull = await loadSayInFull();
    const file = new URL("../../test-support/latex/corpus-formulas.jsonl", import.meta.url);
    const corpus = fs.readFileSync(file, "utf8").split("\n").filter((line) => line !== "").map((line) => String(JSON.parse(line)));
    expect(corpus.length).toBeGreaterThan(500);
    const formulas = [...corpus, ...SHAPES];
    const over: string[] = [];
    for (const latex of formulas) {
      const said = sayInFull(latex);
      if (said === null) continue;
      const count = said.split(/\s+/).filter((w) => w !== "").length;
      if (spokenWordFloor(latex) > count) over.push(`${latex} → "${said}" (${count} words, floor ${spokenWordFloor(latex)})`);
    }
    expect(over).toEqual([]);
  });
});
