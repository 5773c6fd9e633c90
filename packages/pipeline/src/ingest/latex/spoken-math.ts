import { MATH_PLACEHOLDER } from "@lectern/contract";
import type * as sreModule from "speech-rule-engine/js/index.js";
import temml from "temml";
import { BoundedMemo } from "../../bounded-memo.js";
import { toSuperscript } from "../../text/superscript.js";
import { reword, sayable, type MathLocale } from "./math-wording.js";

/**
 * Inline maths said as a screen reader says it: LaTeX (the paper's macros already expanded) →
 * MathML (temml) → ClearSpeak English (MathJax's speech-rule-engine), then a few words made
 * more natural for a talk ("x hat", "the norm of", "about 10"). Anything longer than a handful
 * of words is not read symbol by symbol: the caller writes MATH_PLACEHOLDER instead, so the
 * sentence around it is not narrated as it stands, never read with a hole. A narration in Hindi,
 * the one other narration language the engine has rules for, says the same formulas with its
 * Hindi ClearSpeak rules.
 */

/** More spoken words than this and a formula is not read out in a talk. */
export const MAX_SPOKEN_MATH_WORDS = 8;
/**
 * A number with its uncertainty and units is heard as easily as a plain number, however many
 * words it takes ("minus 0.0422 plus or minus 0.0028 m s⁻¹ day⁻¹"): it may run to this many.
 */
const MAX_QUANTITY_WORDS = 14;

export type SpeakMath = (latex: string) => string | null;
export type { MathLocale };

const GREEK = new Set([
  "alpha", "beta", "gamma", "delta", "epsilon", "varepsilon", "zeta", "eta", "theta", "vartheta", "iota", "kappa", "lambda",
  "mu", "nu", "xi", "pi", "rho", "varrho", "sigma", "tau", "upsilon", "phi", "varphi", "chi", "psi", "omega", "Gamma", "Delta",
  "Theta", "Lambda", "Xi", "Pi", "Sigma", "Upsilon", "Phi", "Psi", "Omega",
]);

/** A superscript that is a word in text ("^{\\text{cv}}", "^\\mathrm{new}"): a label, not a power. */
const LABEL_SUP = String.raw`\^\s*(?:\{\s*\\(?:text|textrm|mathrm|mbox|operatorname)\s*\{([A-Za-z][A-Za-z-]+)\}\s*\}|\\(?:text|textrm|mathrm|mbox|operatorname)\s*\{([A-Za-z][A-Za-z-]+)\})`;
/** A subscript: a group, a command, or one character. */
const SUB = String.raw`_\s*(\{[^{}]*\}|\\[A-Za-z]+|[A-Za-z0-9])`;
const SUB_THEN_LABEL = new RegExp(`${SUB}\\s*${LABEL_SUP}`, "g");
const LABEL_THEN_SUB = new RegExp(`${LABEL_SUP}\\s*${SUB}`, "g");
const LABEL_ALONE = new RegExp(LABEL_SUP, "g");
const ungroup = (sub: string) => sub.replace(/^\{([^{}]*)\}$/, "$1");

/**
 * "E_\\lambda^{\\text{cv}}" is said "E sub lambda cv", never "raised to the cv power": a word
 * as a superscript names a variant of the symbol (cross-validated, new, OLS); it joins the
 * subscript, or becomes one.
 */
function labelsAsSubscripts(latex: string): string {
  return latex
    .replace(SUB_THEN_LABEL, (_m, sub: string, a?: string, b?: string) => `_{${ungroup(sub)} \\text{ ${a ?? b ?? ""}}}`)
    .replace(LABEL_THEN_SUB, (_m, a: string | undefined, b: string | undefined, sub: string) => `_{${ungroup(sub)} \\text{ ${a ?? b ?? ""}}}`)
    .replace(LABEL_ALONE, (_m, a?: string, b?: string) => `_{\\text{${a ?? b ?? ""}}}`);
}

const SOLAR: Record<string, [string, string]> = { M: ["mass", "masses"], L: ["luminosity", "luminosities"], R: ["radius", "radii"] };
/** The bodies astronomers measure by: the Sun, the Earth, Jupiter. */
const BODY: Record<string, string> = { odot: "solar", oplus: "Earth", earth: "Earth", Earth: "Earth", E: "Earth", Jup: "Jupiter", J: "Jupiter", jup: "Jupiter" };
/** "M_\\odot", "{\\rm M}_{\\odot}", "M_{\\rm Jup}", "R_\\oplus": the quantity's letter and the body's name. */
const BODY_UNIT =
  /(?<![A-Za-z\\])(?:\{\s*\\rm\s+([MLR])\s*\}|\\mathrm\s*\{\s*([MLR])\s*\}|([MLR]))\s*_\s*(?:\{\s*\\(odot|oplus)\s*\}|\\(odot|oplus)\b|\{\s*(?:\\rm\s+|\\mathrm\s*\{\s*|\\text\s*\{\s*)?(Jup|J|jup|E|earth|Earth)\s*\}?\s*\})/g;

/** "M_\\odot", "L_{\\odot}", "M_{\\rm Jup}": the Sun's, the Earth's or Jupiter's mass, luminosity, radius, as an astronomer says them. */
function solarUnits(latex: string): string {
  return latex.replace(BODY_UNIT, (m: string, a: string | undefined, b: string | undefined, c: string | undefined, d: string | undefined, e: string | undefined, f: string | undefined, at: number, all: string) => {
    const q = a ?? b ?? c ?? "M";
    const body = BODY[d ?? e ?? f ?? ""];
    if (body === undefined) return m;
    // The space between a number and its unit is no product ("2\\,{\\rm M}_\\odot" is "2 solar masses").
    return `\\text{${body} ${solarWord(q, all.slice(0, at))}}`;
  });
}

/** "solar mass" after 1 or alone, "solar masses" after any other number ("10^4 M_\\odot"). */
function solarWord(quantity: string, before: string): string {
  const [one, many] = SOLAR[quantity] ?? ["mass", "masses"];
  const b = before.replace(/\\[,;!:]|\s+/g, "");
  return /[\d}]$/.test(b) && !/(?:^|[^\d.])1$/.test(b) ? many : one;
}

const CELSIUS = /\^\s*\{?\s*\\circ\s*\}?\s*(?:\\mathrm\s*\{\s*C\s*\}|\{?\\rm\s+C\}?|C(?![A-Za-z]))/g;
const DEGREES = /\^\s*\{?\s*\\circ\s*\}?/g;

/** Rewrites of the LaTeX before it is converted: constructs temml reads in a way a listener would not. */
/**
 * Old-style upright text, "\\rm fit", "{\\rm RMSE}", "\\rm{meas}", as "\\mathrm{…}": the engine reads
 * "\\mathrm{fit}" as the word and "\\rm fit" letter by letter as a product ("f of i t"). A single
 * letter ("{\\rm d}x", "{\\rm M}_\\odot") stays as it is. The negative thin space "\\!" spaces nothing a listener hears.
 */
function uprightWords(latex: string): string {
  return latex
    // The reduced chi-squared, as a statistician says it, never "chi sub red squared".
    .replace(/\\chi\s*(?:\^\s*\{?\s*2\s*\}?\s*_\s*(?:\{\s*(?:\\rm\s*|\\mathrm\s*)?\{?\s*(?:red|\\nu)\s*\}?\s*\}|\\nu)|_\s*(?:\{\s*(?:\\rm\s*|\\mathrm\s*)?\{?\s*(?:red|\\nu)\s*\}?\s*\}|\\nu)\s*\^\s*\{?\s*2\s*\}?)/g, "\\text{reduced chi squared}")
    // An angle in arcseconds set as two primes after its number ("1.2$''$").
    .replace(/^\s*(?:''|\^\s*\{\s*\\prime\s*\\prime\s*\}|\\arcsec)\s*$/, "\\text{arcseconds}")
    .replace(/\\!/g, "")
    .replace(/\\rm\s*\{\s*([A-Za-z][A-Za-z-]+)\s*\}/g, "\\mathrm{$1}")
    .replace(/\{\s*\\rm\s+([A-Za-z][A-Za-z-]+)\s*\}/g, "\\mathrm{$1}")
    .replace(/\\rm\s+([A-Za-z][A-Za-z-]+)(?![A-Za-z{])/g, "\\mathrm{$1}");
}

function prepare(latex: string, locale: MathLocale): string {
  // "\\Delta R^2", "\\Delta t": a change in what follows, said "delta t", never "Delta times t"
  // (English words; the Hindi rules name the letter themselves).
  const changes = locale === "en" ? latex.replace(/\\(Delta|delta)\s*(?=[A-Za-z]|\\[A-Za-z])(?!\\(?:le|ge|leq|geq|to|in|approx|sim|cdot|times)\b)/g, "\\text{delta} ") : latex;
  return (
    labelsAsSubscripts(uprightWords(solarUnits(changes)))
      .replace(/\\textsc\s*\{/g, "\\text{")
      // "~10" in prose means "about 10"; temml/SRE would say "tilde 10".
      // Also set as "{\sim}\ 10^8", the braces and a control space around it.
      .replace(/(?:\{\s*\\sim\s*\}|\\sim)(?:\s|\\[ ,;!:])*(?=[\d.])/g, "\\approx ")
      .replace(/\\(?:vec|overrightarrow)\s*(?=[{\\A-Za-z])/g, "\\boldsymbol")
      // "90^\\circ", "25^{\\circ}\\mathrm{C}": degrees, never "raised to the composed with power".
      .replace(CELSIUS, "\\text{ degrees Celsius}")
      .replace(DEGREES, "\\text{ degrees}")
      // ".055", "p < .001": a decimal without its leading zero, as psychology writes it, said "0.055".
      .replace(/(^|[^\d.}])\.(?=\d)/g, "$10.")

      .trim()
  );
}

function words(text: string): number {
  return text.split(/\s+/).filter((w) => w !== "").length;
}

/** Spacing inside maths: "\\,", "~", "\\ ", "\\;". */
const MATH_SPACE = String.raw`(?:\\[,;:! ]|~|\s)*`;
/** A unit set upright, with its power: "{\\rm AU}", "\\mathrm{km\\,s^{-1}}", "{\\rm yr}^{-1}". */
const UNIT_GROUP = String.raw`(?:\{\s*\\rm\s+((?:[^{}]|\{[^{}]*\})*)\}|\\(?:mathrm|text|textrm|rm|mbox)\s*\{((?:[^{}]|\{[^{}]*\})*)\})(?:\s*\^\s*(\{\s*-?\d\s*\}|-?\d))?`;
/** A value, with its uncertainty when given ("-8.64 \\pm 1.26"), and its units. */
const QUANTITY = new RegExp(String.raw`^(-?\d+(?:\.\d+)?)(?:${MATH_SPACE}\\pm${MATH_SPACE}(\d+(?:\.\d+)?))?${MATH_SPACE}((?:${UNIT_GROUP}${MATH_SPACE})+)$`);
const UNIT_GROUPS = new RegExp(UNIT_GROUP, "g");
/** One unit inside a group, with its power: "km", "s^{-1}". */
const UNIT_PIECE = /^([A-Za-z\u00b5]{1,8})(?:\^\s*(\{\s*-?\d\s*\}|-?\d))?$/;

/**
 * A unit with its power as printed text: "km", "s⁻¹", "m²". The narration's number reading says a
 * rate the way a speaker does ("10 km s⁻¹" is "10 kilometres per second"), and a slide shows it as set.
 */
function unitText(unit: string, power: string | undefined): string {
  const p = (power ?? "1").replace(/[{}\s]/g, "");
  return p === "1" ? unit : `${unit}${toSuperscript(p)}`;
}

/**
 * A number with its unit set upright ("100\\,{\\rm AU}", "10\\,\\mathrm{km\\,s^{-1}}",
 * "-8.64 \\pm 1.26~{\\rm msec}\\,{\\rm yr}^{-1}"): "100 AU", "10 km s⁻¹", "minus 8.64 plus or minus
 * 1.26 msec yr⁻¹", as printed. The
 * engine would read the space between them as a product ("100 times AU"). Null for anything else.
 */
function quantity(latex: string): string | null {
  // "105{.}3": a decimal point set in braces (to keep TeX's spacing) is the point; "\\mu\\mathrm{m}"
  // is the unit "µm" (UNIT_PIECE takes µ).
  const m = QUANTITY.exec(latex.replace(/\{([.,])\}/g, "$1").replace(/\\(?:mu|upmu)\s*\\(?:mathrm|text|rm)\s*\{\s*/g, "\\mathrm{\u00b5"));
  if (m?.[1] === undefined || m[3] === undefined) return null;
  const units: string[] = [];
  for (const g of m[3].matchAll(UNIT_GROUPS)) {
    const pieces = (g[1] ?? g[2] ?? "").split(/\\[,;:! ]|~|\\cdot|\s+/).filter((x) => x !== "");
    for (const [k, piece] of pieces.entries()) {
      const u = UNIT_PIECE.exec(piece);
      if (u?.[1] === undefined) return null;
      // The group's own power applies to its last unit: "{\\rm yr}^{-1}".
      units.push(unitText(u[1], u[2] ?? (k === pieces.length - 1 ? g[3] : undefined)));
    }
  }
  const value = m[2] === undefined ? m[1] : `${m[1]} plus or minus ${m[2]}`;
  return units.length === 0 ? null : `${value.replace(/^-/, "minus ")} ${units.join(" ")}`;
}

/** Single names, plain numbers and quantities need no engine: said as written (Greek by name). */
function simple(latex: string): string | null {
  const t = latex.trim();
  if (/^-?\d+(?:\.\d+)?$/.test(t)) return t.replace(/^-/, "minus ");
  const withUnit = quantity(t);
  if (withUnit !== null) return withUnit;
  // An arrow set alone between two words of text ("the 1s $\\rightarrow$ $\\pi^*$ transition"): "to".
  if (/^\\(?:rightarrow|to|longrightarrow)$/.test(t)) return "to";
  // An interval of numbers with a square bracket ("[-7, -1]", "[0, 1)") is said as a speaker says
  // it, "minus 7 to minus 1", not "open bracket negative 7 … close bracket". Round brackets
  // alone may be a point, left to the engine.
  const interval = INTERVAL.exec(t.replace(/\\(?:left|right)\s*/g, ""));
  if (interval?.[2] !== undefined && interval[3] !== undefined && (interval[1] === "[" || interval[4] === "]")) {
    return `${interval[2].replace(/^-/, "minus ")} to ${interval[3].replace(/^-/, "minus ")}`;
  }
  if (/^[A-Za-z]$/.test(t)) return t;
  const greek = /^\\([A-Za-z]+)$/.exec(t)?.[1];
  if (greek !== undefined && GREEK.has(greek)) return greek.replace(/^var/, "");
  return null;
}

/** "[a, b]", "[a, b)", "(a, b]" with numbers for ends. */
const INTERVAL = /^([[(])\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*([\])])$/;

/** Text-style groups read as their words: "\\mathrm{samp}" is one word, not four letters. */
const TEXT_GROUP = /\\(?:text\w*|math(?:rm|it|sf|tt|bf)|operatorname\*?|mbox)\s*\{([^{}]*)\}|\{\\(?:rm|it|bf|sf|tt)\s+([^{}]*)\}/g;

/**
 * The fewest words the engine (after the rewrites above) says for a command: "\\le" is "is less
 * than or equal to", "\\hat" adds "hat", "\\sqrt" is "the square root of". Commands not listed
 * count as none (spacing, fonts, delimiters, and anything not measured).
 */
const COMMAND_WORDS: Readonly<Record<string, number>> = {
  le: 5, leq: 5, ge: 5, geq: 5, leqslant: 4, geqslant: 4, in: 3, notin: 4, ll: 3, gg: 3, neq: 3, ne: 3, equiv: 3, pm: 3, mp: 3, sqrt: 3, subseteq: 3,
  lesssim: 2, gtrsim: 2, propto: 2, to: 2, rightarrow: 2, mapsto: 2, Rightarrow: 2, leftarrow: 2, leftrightarrow: 2, iff: 2, partial: 2, odot: 2, otimes: 2, oplus: 2,
  sum: 2, prod: 2, int: 2, max: 2, min: 2, lim: 2, ln: 2, subset: 2, setminus: 2, forall: 2, exists: 2, circ: 2, simeq: 2, parallel: 2, emptyset: 2, hbar: 2,
  hat: 1, check: 1, bar: 1, tilde: 1, widehat: 1, widetilde: 1, overline: 1, underline: 1, dot: 1, ddot: 1, approx: 1, sim: 1,
  times: 1, cdot: 1, frac: 1, dfrac: 1, tfrac: 1, infty: 1, ell: 1, nabla: 1, log: 1, exp: 1, sin: 1, cos: 1, tan: 1, det: 1, Pr: 1, cup: 1, cap: 1,
  prime: 1, dagger: 1, star: 1, ast: 1, perp: 1,
};

/**
 * The same for a character: "=" is "equals", "!" "factorial", "⁻" an inverse (see below). A comma
 * says nothing ("a, b"). "\\vec" counts nothing either: it is read as bold, and a bold digit as the digit.
 */
const SYMBOL_WORDS: Readonly<Record<string, number>> = { "⁻": 1, "=": 1, "<": 1, ">": 1, "+": 1, "-": 1, "/": 1, "|": 1, _: 1, ";": 1, "!": 1, ":": 1, "'": 1, "*": 1 };

/** Exponents that add no words of their own: "x squared", "x cubed", "x prime", "p star". */
const QUIET_POWER = /\s*(?:[23]|\{\s*[23]\s*\}|\{?\s*(?:\\prime|'|\*|\\star|\\ast))/y;

/** Commands read as a function's name: "\\sin(a, b)" is "the sine of open paren a, b close paren". */
const FUNCTIONS = new Set(["sin", "cos", "tan", "log", "ln", "exp", "det", "Pr"]);

/** Whether the parentheses opening at `open` hold a comma or semicolon of their own ("f(x, y)", not "f(g(x), y)"'s inner pair). */
function listInParentheses(text: string, open: number): boolean {
  let depth = 0;
  for (let k = open; k < text.length; k += 1) {
    const ch = text[k];
    if (ch === "(" || ch === "{" || ch === "[") depth += 1;
    else if (ch === ")" || ch === "}" || ch === "]") {
      depth -= 1;
      if (depth === 0) return false;
    } else if ((ch === "," || ch === ";") && depth === 1) return true;
  }
  return false;
}

/** The most words a formula may take and still be read out: more for a quantity, heard as a number. */
function spokenLimit(latex: string): number {
  return quantity(latex.trim()) === null ? MAX_SPOKEN_MATH_WORDS : MAX_QUANTITY_WORDS;
}

/** Whether a formula surely takes more words than it may, so its sentence is not narrated. */
export function exceedsSpokenLimit(latex: string): boolean {
  return spokenWordFloor(latex) > spokenLimit(latex);
}

/**
 * A lower bound on the words the engine will say: every letter name, number, Greek letter,
 * relation, accent and subscript is at least one word (the spoken-maths tests check the bound
 * against the engine on every short formula of the corpus). Formulas that surely exceed the
 * limit are not sent to the engine at all (most of a maths-heavy paper's cost is in those).
 */
export function spokenWordFloor(latex: string): number {
  // A quantity is said as written ("minus 8.64 plus or minus 1.26 msec yr⁻¹"), never by the engine.
  const asWritten = quantity(latex.trim());
  if (asWritten !== null) return words(asWritten);
  let n = 0;
  let rest = solarUnits(latex).replace(CELSIUS, "\\text{degrees Celsius}").replace(DEGREES, "\\text{degrees}").replace(TEXT_GROUP, (_m, a: string | undefined, b: string | undefined) => {
    n += Math.max(1, words(a ?? b ?? ""));
    return " ";
  });
  // "f^{-1}" may be "f inverse": the exponent is one word, not "negative" and "1".
  rest = rest.replace(/\^\s*(?:-\s*1|\{\s*-\s*1\s*\})(?!\d)/g, " ⁻ ");
  let depth = 0;
  let afterName = false;
  for (const m of rest.matchAll(/\\([A-Za-z]+)|\\(.)|(\d+(?:,\d{3})*(?:\.\d+)?)|([A-Za-z])|(.)/gs)) {
    const [, command, escaped, number, letter, symbol] = m;
    // A parenthesis after a name is "of" ("f of x") or "open paren"; one that opens the
    // formula may say nothing ("(a, b)" is "a, b"). Arguments with a comma or semicolon after a
    // name, outside any group ("f(x, y)", "\\hat{\\Omega}(t; a)"), are "of open paren x, y close paren".
    // After a word-like group ("\\textrm{Bern}(x)") the engine may say nothing at all.
    if (symbol === "(" && n > 0) n += depth === 0 && afterName && listInParentheses(rest, m.index) ? 5 : afterName ? 1 : 0;
    if (symbol === "{" || symbol === "(" || symbol === "[") depth += 1;
    else if (symbol === "}" || symbol === ")" || symbol === "]") depth -= 1;
    afterName = letter !== undefined || symbol === "}" || (command !== undefined && (GREEK.has(command) || FUNCTIONS.has(command)));
    // A power is "to the … power" or "raised to the … power", except squares, cubes, primes and stars.
    if (symbol === "^") {
      QUIET_POWER.lastIndex = m.index + 1;
      if (!QUIET_POWER.test(rest)) n += 1;
    }
    if (command !== undefined) n += GREEK.has(command) ? 1 : (COMMAND_WORDS[command] ?? 0);
    // "\\%" is "percent", "\\|" a norm's bar; "\\," "\\;" "\\!" are spacing.
    else if (escaped !== undefined) n += escaped === "%" || escaped === "|" ? 1 : 0;
    else if (number !== undefined || letter !== undefined) n += 1;
    else if (symbol !== undefined) n += SYMBOL_WORDS[symbol] ?? 0;
  }
  return n;
}

type Engine = typeof sreModule;

/** Common shapes of inline maths: subscripts, relations, accents, fractions, powers of ten, functions. */
const WARM_UP = [
  "N_{\\rm samp} = 100", "\\alpha \\le 0.05", "\\hat{\\theta}_t", "10^{-3}", "\\mathcal{L}(x)", "\\frac{a}{b}", "x \\in \\mathbb{R}^d", "\\sim 10", "p(z \\mid x)", "\\|x\\|_2",
  // Accents, roman and script subscripts, tuples, arguments after a semicolon, derivatives, arrows.
  "(\\hat{a}, \\check{t})", "\\check{\\Phi}(\\hat{\\Omega}; a)", "\\dot{E}^\\mathrm{GW}", "\\Phi_\\mathrm{1PA}", "\\partial_{\\mathcal{E}}\\hat{\\Omega}", "{\\mathcal{F}}_E",
  "d\\alpha/dt", "\\hat{\\Omega} \\rightarrow \\hat{\\Omega}_\\mathrm{ISCO}", "\\leq 0", "< 10^{-8}", "h_{\\ell m}", "S_n(f)", "\\Phi^I_{N(2)}",
  "\\bar{x} \\pm \\sigma", "\\tilde{p}(x) \\propto e^{-x}", "\\sum_{i=1}^{N} x_i", "\\sqrt{2}", "\\log p", "x \\to \\infty", "a \\times b", "k \\geq 1", "\\approx 3.5", "x'", "\\mathbf{v}", "|x|", "\\{a, b\\}",
];
let engine: Promise<Engine> | null = null;

/**
 * Loads the engine and its English ClearSpeak rules once per process (about 0.4 s with the
 * warm-up), only when a paper has inline maths: every other command starts without it.
 * Another locale's rules load on their first use (Hindi: about 0.2 s).
 */
function ready(): Promise<Engine> {
  engine ??= (async () => {
    const [sre, cache] = await Promise.all([import("speech-rule-engine/js/index.js"), import("./sre-xpath-cache.js")]);
    cache.installXPathCache();
    await sre.setupEngine({ locale: "en", domain: "clearspeak", modality: "speech" });
    await sre.engineReady();
    current = "en";
    // The engine's first formulas run several times slower than later ones (its rule tables and
    // the JIT are cold): a long-running server pays that once here, at start, not on a paper.
    for (const latex of WARM_UP) sayInFull(sre, "en", latex);
    return sre;
  })();
  // A failed load is tried again by the next paper instead of failing every later one.
  engine.catch(() => {
    engine = null;
  });
  return engine;
}

/**
 * The engine has one locale at a time for the whole process. Every use holds a turn, so a
 * Hindi narration switching the locale never makes an English ingest running beside it speak
 * Hindi. `current` is null while a switch is under way or after one failed.
 */
let current: MathLocale | null = null;
let turns: Promise<unknown> = Promise.resolve();

async function switchTo(sre: Engine, locale: MathLocale): Promise<void> {
  if (current === locale) return;
  current = null;
  await sre.setupEngine({ locale, domain: "clearspeak", modality: "speech" });
  await sre.engineReady();
  current = locale;
}

const MEMO = new BoundedMemo<string | null>(20_000);

/** Everything said for a formula: as written when simple (English), else by the engine. */
function sayInFull(sre: Engine, locale: MathLocale, latex: string): string | null {
  // Single names and numbers are said as written in English; other locales spell them in their script.
  return (locale === "en" ? simple(latex) : null) ?? engineSays(sre, locale, latex);
}

/** What the engine says for a formula, reworded; null when it cannot be read. */
function engineSays(sre: Engine, locale: MathLocale, latex: string): string | null {
  try {
    const mathml = temml.renderToString(prepare(latex, locale), { xml: true, throwOnError: true });
    return reword(locale, sre.toSpeech(mathml));
  } catch {
    // A command temml does not know (a package macro we did not expand): not speakable.
    return null;
  }
}

/** At most this many words of another locale for a formula English says in MAX_SPOKEN_MATH_WORDS (its rules name more signs). */
const MAX_OTHER_LOCALE_WORDS = 2 * MAX_SPOKEN_MATH_WORDS;

function speakNow(sre: Engine, locale: MathLocale, latex: string): string | null {
  return MEMO.get(`${locale}\u0000${latex}`, () => {
    // A name, a number or a quantity needs no engine, and no estimate of what the engine would say.
    const direct = locale === "en" ? simple(latex) : null;
    if (direct !== null) return words(direct) > spokenLimit(latex) ? null : direct;
    if (locale === "en" && exceedsSpokenLimit(latex)) return null;
    const spoken = engineSays(sre, locale, latex);
    const limit = locale === "en" ? MAX_SPOKEN_MATH_WORDS : MAX_OTHER_LOCALE_WORDS;
    // A formula that reads as nothing, too long to follow by ear, or misread is not read out.
    return spoken === null || spoken === "" || words(spoken) > limit || /[\\{}$]/.test(spoken) || !sayable(locale, spoken) ? null : spoken;
  });
}

/**
 * Runs `use` with the speaker for inline maths in `locale`, in its turn. The speaker returns
 * null when a formula is too long, cannot be read, or (outside English) is misread by the
 * locale's rules; callers then write MATH_PLACEHOLDER or keep the English words. It throws if
 * kept and called after `use` has finished, when another turn may have switched the locale.
 */
export async function withMathSpeech<T>(locale: MathLocale, use: (speak: SpeakMath) => T | Promise<T>): Promise<T> {
  const sre = await ready();
  const turn = turns.then(async () => {
    await switchTo(sre, locale);
    let held = true;
    try {
      return await use((latex) => {
        if (!held) throw new Error("The maths speaker was used after its turn ended.");
        return speakNow(sre, locale, latex);
      });
    } finally {
      held = false;
    }
  });
  turns = turn.catch(() => undefined);
  return turn;
}

/** Loads the engine now (servers and workers call this at start, not inside the first paper). */
export async function loadMathSpeech(): Promise<void> {
  await ready();
}

/** Every English word the engine says for a formula, however many: for checking the word floor against it. */
export function sayAllInFull(latexList: readonly string[]): Promise<(string | null)[]> {
  return withMathSpeech("en", async () => {
    const sre = await ready();
    return latexList.map((latex) => sayInFull(sre, "en", latex));
  });
}

export { MATH_PLACEHOLDER };
