import { beforeAll, describe, expect, it } from "vitest";
import { loadSpeakMath, MAX_SPOKEN_MATH_WORDS, spokenWordFloor, type SpeakMath } from "./spoken-math.js";

let speak: SpeakMath;
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
    for (const latex of ["N_{\\rm samp}", "\\alpha \\le 0.05", "d_\\mathrm{model}=512", "\\sum_{i=1}^n x_i", "x^2+1"]) {
      expect(spokenWordFloor(latex)).toBeLessThanOrEqual(MAX_SPOKEN_MATH_WORDS);
    }
    expect(spokenWordFloor("a+b+c+d+e")).toBe(9);
  });
});
