import { MATH_PLACEHOLDER } from "@lectern/contract";
import type * as sreModule from "speech-rule-engine/js/index.js";
import temml from "temml";

/**
 * Inline maths said as a screen reader says it: LaTeX (the paper's macros already expanded) →
 * MathML (temml) → ClearSpeak English (MathJax's speech-rule-engine), then a few words made
 * more natural for a talk ("x hat", "the norm of", "about 10"). Anything longer than a handful
 * of words is not read symbol by symbol: the caller writes MATH_PLACEHOLDER instead, so the
 * sentence around it is not narrated as it stands, never read with a hole.
 */

/** More spoken words than this and a formula is not read out in a talk. */
export const MAX_SPOKEN_MATH_WORDS = 8;

export type SpeakMath = (latex: string) => string | null;

const GREEK = new Set([
  "alpha", "beta", "gamma", "delta", "epsilon", "varepsilon", "zeta", "eta", "theta", "vartheta", "iota", "kappa", "lambda",
  "mu", "nu", "xi", "pi", "rho", "varrho", "sigma", "tau", "upsilon", "phi", "varphi", "chi", "psi", "omega", "Gamma", "Delta",
  "Theta", "Lambda", "Xi", "Pi", "Sigma", "Upsilon", "Phi", "Psi", "Omega",
]);

/** Rewrites of the LaTeX before it is converted: constructs temml reads in a way a listener would not. */
function prepare(latex: string): string {
  return (
    latex
      .replace(/\\textsc\s*\{/g, "\\text{")
      // "~10" in prose means "about 10"; temml/SRE would say "tilde 10".
      .replace(/\\sim\s*(?=[\d.])/g, "\\approx ")
      .replace(/\\(?:vec|overrightarrow)\s*(?=[{\\A-Za-z])/g, "\\boldsymbol")
      .trim()
  );
}

/** Wordings from the engine that a speaker would say differently. */
const AFTER: [RegExp, string][] = [
  [/\s*ˆ/g, " hat"],
  [/\s*ˇ/g, " check"],
  [/\bdot above\b/g, "dot"],
  [/\bnormal triangle\b/g, "Delta"],
  [/\bnormal (?=\p{L})/gu, ""],
  [/\bbold italic\b/g, "bold"],
  [/\bdouble struck (?=\p{L})/gu, ""],
  [/\bscript l\b/g, "ell"],
  [/\blamda\b/g, "lambda"],
  [/\bthe metric of\b/g, "the norm of"],
  [/\bpercent sign\b/g, "percent"],
  [/\braised to the down tack power\b/g, "transpose"],
  [/\bto the down tack power\b/g, "transpose"],
  [/\bdivides\b/g, "given"],
  [/\bis less than or equivalent to\b/g, "is below about"],
  [/\bis greater than or equivalent to\b/g, "is above about"],
  [/^almost equals\b/g, "about"],
  [/\balmost equals\b/g, "is about"],
  [/^is (?=(?:less|greater|at|about)\b)/g, ""],
  [/\b([Rr])-(?=\p{L}|\d)/gu, "R "],
  [/\bright arrow\b/g, "goes to"],
  [/\b(?:raised )?to the (?:asterisk|star) power\b/g, "star"],
  [/ comma dot dot dot comma /g, " up to "],
  // A bracketed list said as a list: "(alpha, chi)" → "alpha, chi", not "open paren alpha comma chi close paren".
  [/^open bracket (\S+) comma (\S+) close bracket$/g, "$1 to $2"],
  [/^open paren (.+) close paren$/g, "$1"],
  [/ comma /g, ", "],
];

function words(text: string): number {
  return text.split(/\s+/).filter((w) => w !== "").length;
}

/** Single names and plain numbers need no engine: said as written (Greek by name). */
function simple(latex: string): string | null {
  const t = latex.trim();
  if (/^-?\d+(?:\.\d+)?$/.test(t)) return t.replace(/^-/, "minus ");
  if (/^[A-Za-z]$/.test(t)) return t;
  const greek = /^\\([A-Za-z]+)$/.exec(t)?.[1];
  if (greek !== undefined && GREEK.has(greek)) return greek.replace(/^var/, "");
  return null;
}

/** Text-style groups read as their words: "\\mathrm{samp}" is one word, not four letters. */
const TEXT_GROUP = /\\(?:text\w*|math(?:rm|it|sf|tt|bf)|operatorname\*?|mbox)\s*\{([^{}]*)\}|\{\\(?:rm|it|bf|sf|tt)\s+([^{}]*)\}/g;

/**
 * A lower bound on the words the engine will say: every letter name, number, Greek letter,
 * relation and subscript is at least one word. Formulas that surely exceed the limit are not
 * sent to the engine at all (most of a maths-heavy paper's cost is in those).
 */
export function spokenWordFloor(latex: string): number {
  let n = 0;
  const rest = latex.replace(TEXT_GROUP, (_m, a: string | undefined, b: string | undefined) => {
    n += Math.max(1, words(a ?? b ?? ""));
    return " ";
  });
  for (const m of rest.matchAll(/\\([A-Za-z]+)|(\d+(?:\.\d+)?)|([A-Za-z])|([=<>+\-/,|_])/g)) {
    if (m[1] !== undefined) n += GREEK.has(m[1]) ? 1 : 0;
    else n += 1;
  }
  return n;
}

type Engine = typeof sreModule;
let engine: Promise<Engine> | null = null;

/**
 * Loads the engine and its English ClearSpeak rules once per process (about 0.25 s), only when
 * a paper has inline maths: every other command starts without it.
 */
function ready(): Promise<Engine> {
  engine ??= (async () => {
    const [sre, cache] = await Promise.all([import("speech-rule-engine/js/index.js"), import("./sre-xpath-cache.js")]);
    cache.installXPathCache();
    await sre.setupEngine({ locale: "en", domain: "clearspeak", modality: "speech" });
    await sre.engineReady();
    return sre;
  })();
  // A failed load is tried again by the next paper instead of failing every later one.
  engine.catch(() => {
    engine = null;
  });
  return engine;
}

const MEMO = new Map<string, string | null>();
const MEMO_LIMIT = 20_000;

function speakNow(sre: Engine, latex: string): string | null {
  const known = MEMO.get(latex);
  if (known !== undefined) return known;
  let spoken = simple(latex);
  if (spoken === null && spokenWordFloor(latex) > MAX_SPOKEN_MATH_WORDS) spoken = "";
  else if (spoken === null) {
    try {
      const mathml = temml.renderToString(prepare(latex), { xml: true, throwOnError: true });
      spoken = sre.toSpeech(mathml);
      for (const [pattern, replacement] of AFTER) spoken = spoken.replace(pattern, replacement);
      spoken = spoken.replace(/\s+/g, " ").trim();
    } catch {
      // A command temml does not know (a package macro we did not expand): not speakable.
      spoken = null;
    }
  }
  // A formula that reads as nothing, or too long to follow by ear, is not read out.
  const answer = spoken === null || spoken === "" || words(spoken) > MAX_SPOKEN_MATH_WORDS || /[\\{}$]/.test(spoken) ? null : spoken;
  if (MEMO.size >= MEMO_LIMIT) MEMO.clear();
  MEMO.set(latex, answer);
  return answer;
}

/**
 * The speaker for inline maths, once the engine has loaded. Returns null when a formula is
 * too long or cannot be read; callers then write MATH_PLACEHOLDER.
 */
export async function loadSpeakMath(): Promise<SpeakMath> {
  const sre = await ready();
  return (latex) => speakNow(sre, latex);
}

export { MATH_PLACEHOLDER };
