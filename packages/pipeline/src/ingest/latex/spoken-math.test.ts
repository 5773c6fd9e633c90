import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { MAX_SPOKEN_MATH_WORDS, sayAllInFull, spokenWordFloor, withMathSpeech } from "./spoken-math.js";

/** One formula in English words, in its own turn of the engine. */
const speak = (latex: string): Promise<string | null> => withMathSpeech("en", (say) => say(latex));

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

describe("inline maths said in words", () => {
  it.each([
    ["N_{\\rm samp}", "N sub samp"],
    // A word as a superscript is a label, not a power.
    ["E_\\lambda^{\\text{cv}}", "E sub lambda cv"],
    ["E^{\\mathrm{cv}}_\\lambda", "E sub lambda cv"],
    ["x^\\text{new} + y^2", "x sub new plus y squared"],
    ["\\chi^2", "chi squared"],
    // The Sun's mass, luminosity and radius, as an astronomer says them.
    ["10^4 M_\\odot", "10 to the fourth power solar masses"],
    ["1\\,M_{\\odot}", "1 solar mass"],
    ["3 L_\\odot", "3 solar luminosities"],
    // The Earth's and Jupiter's too, and a unit set upright after its number (no product: "100 times AU").
    ["1.2\\,{\\rm M}_\\odot", "1.2 solar masses"],
    ["10\\,{\\rm M}_{\\rm Jup}", "10 Jupiter masses"],
    ["5 R_\\oplus", "5 Earth radii"],
    ["100\\,{\\rm AU}", "100 AU"],
    // Old-style upright words are words, not products of letters; "\\!" is spacing.
    ["\\rm fit\\!=\\!99.5\\%", "fit equals 99.5 percent"],
    ["\\rm{RMSE}\\!=\\!1.2", "RMSE equals 1.2"],
    ["y^{\\rm meas}", "y sub meas"],
    ["\\chi^2_{\\rm red}=3.0", "reduced chi squared equals 3.0"],
    ["\\chi^2_\\nu", "reduced chi squared"],
    ["''", "arcseconds"],
    // A quantity with its uncertainty and three units is said in full, past the limit for formulas.
    ["-0.0422\\pm 0.0028\\,{\\rm m}\\,{\\rm s}^{-1}\\,{\\rm day}^{-1}", "minus 0.0422 plus or minus 0.0028 m s⁻¹ day⁻¹"],
    // A change in a quantity, and a decimal written without its leading zero.
    ["\\Delta R^2 = .055", "delta R squared equals 0.055"],
    ["\\Delta t", "delta t"],
    ["p < .001", "p is less than 0.001"],
    ["90^\\circ", "90 degrees"],
    ["\\rightarrow", "to"],
    ["25^{\\circ}\\mathrm{C}", "25 degrees Celsius"],
    ["10\\,\\mathrm{km\\,s^{-1}}", "10 km s⁻¹"],
    ["1.26~{\\rm msec}\\,{\\rm yr}^{-1}", "1.26 msec yr⁻¹"],
    ["-8.64 \\pm 1.26~{\\rm msec}\\,{\\rm yr}^{-1}", "minus 8.64 plus or minus 1.26 msec yr⁻¹"],
    ["105{.}3\\,{\\rm msec}\\,{\\rm yr}^{-1}", "105.3 msec yr⁻¹"],
    ["3\\,\\mathrm{m\\,s^{-2}}", "3 m s⁻²"],
    ["x^2+1", "x squared plus 1"],
    ["10^{-3}", "10 to the negative 3 power"],
    ["\\alpha", "alpha"],
    ["\\varepsilon", "epsilon"],
    ["\\lambda=0.1", "lambda equals 0.1"],
    ["\\theta_t", "theta sub t"],
    ["\\frac{a}{b}", "a over b"],
    ["\\sum_i x_i", "the sum over i of x sub i"],
    ["\\|x\\|", "the norm of x"],
    // A font is not said: a lecturer reads a calligraphic R as "R" ("R sub 0", not "script R sub 0").
    ["\\mathcal{L}", "L"],
    ["\\mathcal{R}_0", "R sub 0"],
    ["\\mathsf{X}^\\Pi", "X to the Pi power"],
    ["\\mathcal{O}(\\log n)", "big O of log n"],
    ["O(n)", "big O of n"],
    ["F_1", "F1"],
    ["\\varsigma", "sigma"],
    ["\\hat{x}", "x hat"],
    ["\\sim 10", "about 10"],
    ["\\alpha \\le 0.05", "alpha is less than or equal to 0.05"],
    ["\\epsilon \\lesssim 0.1", "epsilon is below about 0.1"],
    ["x \\in \\mathcal{S}", "x is a member of S"],
    ["d_\\mathrm{model}=512", "d sub model equals 512"],
    ["[0, 1]", "0 to 1"],
    ["[-7, -1]", "minus 7 to minus 1"],
    ["\\left[ -0.5, 2 \\right)", "minus 0.5 to 2"],
    ["(\\alpha, \\chi)", "alpha, chi"],
    ["50\\%", "50 percent"],
    ["A^\\top", "A transpose"],
    ["\\ell = 15", "ell equals 15"],
    ["p(z)", "p of z"],
    ["u(\\cdot)", "u"],
    ["\\overline{d}", "d bar"],
    // A unit typed in maths italic after its number is spelled by the engine: said as its name.
    ["1030nm", "1030 nanometres"],
    ["1030 nm", "1030 nanometres"],
    ["\\{a, b\\}", "the set a, b"],
    ["k = 1, \\dots, K", "k equals 1 up to K"],
    ["A \\cup B", "A union B"],
    ["p^*", "p star"],
    ["p^\\star", "p star"],
    ["3\\times 10^{8}", "3 times 10 to the eighth power"],
    // A product of two whole numbers set alone is a size: "a 5 by 5 grid".
    ["5 \\times 5", "5 by 5"],
    // A comparison that opens a formula after its subject in words: "miniscule (≪ 1%)".
    ["\\ll 1\\%", "much less than 1 percent"],
    // A unit in italics after a number or degrees.
    ["15^\\circ s^{-1}", "15 degrees per second"],
    ["x^{-1}", "x to the negative 1 power"],
    // A fraction set as text is said as a speaker says it, never "slash".
    ["2p_{\\text{3/2}}", "2 p sub three halves"],
    ["\\text{3/4}", "3 over 4"],
    ["\\hat{\\theta}", "theta hat"],
    ["n", "n"],
    ["0.9999", "0.9999"],
  ])("%s → %s", async (latex, words) => {
    expect(await speak(latex)).toBe(words);
  });

  it("says a paper's own macro once ingest has expanded it (the expander runs before speech)", async () => {
    // \newcommand{\Nsamp}{N_{\rm samp}} reaches speech as its expansion.
    expect(await speak("N_{\\rm samp}")).toBe("N sub samp");
  });

  it("does not read long formulas, matrices or unknown commands", async () => {
    expect(await speak("M\\Omega_\\mathrm{ISCO} = r_\\mathrm{ISCO}^{3/2}(M^{3/2} + \\hat{a} r_\\mathrm{ISCO}^{3/2})^{-1}")).toBeNull();
    expect(await speak("\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}")).toBeNull();
    expect(await speak("\\frac{1}{\\sqrt{d_k}}")).toBeNull();
    expect(await speak("\\sum_{i=1}^n x_i")).toBeNull();
    expect(await speak("\\unknowncommand{x}")).toBeNull();
    expect(await speak("")).toBeNull();
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
    const file = new URL("../../test-support/latex/corpus-formulas.jsonl", import.meta.url);
    const corpus = fs.readFileSync(file, "utf8").split("\n").filter((line) => line !== "").map((line) => String(JSON.parse(line)));
    expect(corpus.length).toBeGreaterThan(500);
    const formulas = [...corpus, ...SHAPES];
    const over: string[] = [];
    const everything = await sayAllInFull(formulas);
    for (const [k, latex] of formulas.entries()) {
      const said = everything[k] ?? null;
      if (said === null) continue;
      const count = said.split(/\s+/).filter((w) => w !== "").length;
      if (spokenWordFloor(latex) > count) over.push(`${latex} → "${said}" (${count} words, floor ${spokenWordFloor(latex)})`);
    }
    expect(over).toEqual([]);
  });
});

describe("inline maths said by the Hindi rules", () => {
  const hindi = (latex: string): Promise<string | null> => withMathSpeech("hi", (say) => say(latex));

  it.each([
    ["N_{\\rm samp}", "एन पाद samp"],
    ["\\chi^2", "काई वर्गित"],
    ["x^2+1", "एक्स वर्गित धन 1"],
    ["\\lambda=0.1", "लैम्ब्डा बराबर 0.1"],
    ["10^{-3}", "10 का घात ऋण 3 घातांक"],
    ["3\\times 10^{8}", "3 गुणा 10 का घात आठवाँ घातांक"],
    ["\\hat{\\theta}", "थीटा हैट"],
    ["\\frac{a}{b}", "ए बटा बी"],
    ["[0, 1]", "0 से 1"],
    ["\\sim 10", "लगभग 10"],
    ["A^\\top", "ए ट्रांसपोज़"],
    ["p^*", "पी स्टार"],
    ["\\ell = 15", "एल बराबर 15"],
    ["k = 1, \\dots, K", "के बराबर 1 से के"],
    ["\\Delta x", "डेल्टा एक्स"],
    ["x \\in \\mathcal{S}", "एक्स लिपि एस का तत्व"],
    ["-2", "ऋण 2"],
  ])("%s → %s", async (latex, words) => {
    expect(await hindi(latex)).toBe(words);
  });

  it("gives no Hindi for a formula its rules misread (a sum's limits as a denominator, a norm, an arrow, ℝ^d, ≲, a colon)", async () => {
    for (const latex of ["\\sum_i x_i", "\\|x\\|", "x \\to \\infty", "\\mathbb{R}^d", "a \\lesssim b", "x_{1:N}"]) expect(await hindi(latex)).toBeNull();
  });

  it("keeps each turn in its own locale when Hindi and English turns are asked for at once", async () => {
    const [a, b, c, d] = await Promise.all([hindi("x^2"), speak("x^2"), hindi("\\chi^2"), speak("\\chi^2")]);
    expect([a, b, c, d]).toEqual(["एक्स वर्गित", "x squared", "काई वर्गित", "chi squared"]);
  });

  it("refuses a speaker kept past its turn (another turn may have switched the locale)", async () => {
    const kept = await withMathSpeech("en", (say) => say);
    expect(() => kept("x^2")).toThrow(/after its turn/);
  });
});
