import { hasMainVerb } from "../../quality/main-verb.js";

/**
 * Symbols said as words: Greek letters by name, comparison, approximation and arithmetic signs, charges on
 * particle names ("e+e− → τ+τ−" → "e plus e minus to tau plus tau minus"), "&", dashes as pauses.
 * What is left afterwards (operators, sub/superscripts, brackets) makes a sentence unreadable.
 */
const GREEK: Record<string, string> = {
  α: "alpha", β: "beta", γ: "gamma", δ: "delta", ε: "epsilon", ϵ: "epsilon", ζ: "zeta", η: "eta", θ: "theta", ϑ: "theta",
  ι: "iota", κ: "kappa", λ: "lambda", μ: "mu", µ: "mu", ν: "nu", ξ: "xi", π: "pi", ρ: "rho", σ: "sigma", ς: "sigma",
  τ: "tau", υ: "upsilon", φ: "phi", ϕ: "phi", χ: "chi", ψ: "psi", ω: "omega", Γ: "Gamma", Δ: "Delta", Θ: "Theta",
  Λ: "Lambda", Ξ: "Xi", Π: "Pi", Σ: "Sigma", Φ: "Phi", Ψ: "Psi", Ω: "Omega",
};
const GREEK_CLASS = `[${Object.keys(GREEK).join("")}]`;
const PIECE = `(?:${GREEK_CLASS}|[A-Za-z]{1,2})[+−-]`;
/** A run of charged particle names ("e+e−", "τ+τ−", "π−"), ending at a space or punctuation. */
const CHARGED = new RegExp(`(?<![\\p{L}\\d])((?:${PIECE}(?=$|[\\s,.;:)]|${PIECE}))+)`, "gu");

function greekName(c: string): string {
  return GREEK[c] ?? c;
}

function speakCharged(token: string): string {
  return [...token.matchAll(new RegExp(`(${GREEK_CLASS}|[A-Za-z]{1,2})([+−-])`, "gu"))]
    .map((m) => `${greekName(m[1] ?? "")} ${m[2] === "+" ? "plus" : "minus"}`)
    .join(" ");
}

/** Any character the rewrites below act on; most sentences have none and skip them. */
const SYMBOL = new RegExp(`[µμ°+−=→⊙≲≳≤≥≈∼~±<>&²³—–×÷]|\\s-\\s|${GREEK_CLASS}`, "u");

/**
 * A slash between two words is read "slash" by a voice; a speaker says "or" ("estimation/prediction"
 * → "estimation or prediction", "and/or" → "or"). Not a unit ("km/h") or a name ("TCP/IP", "24/7").
 */
function speakSlashes(text: string): string {
  return text.replace(/\b(?:and\/or|or\/and)\b/g, "or").replace(/(?<=(?<![\p{L}\d])\p{Ll}[\p{Ll}-]+)\/(?=\p{Ll}[\p{Ll}-]+(?![\p{L}\d/]))/gu, " or ");
}

export function speakSymbols(text: string): string {
  const slashed = speakSlashes(text);
  const said = SYMBOL.test(slashed) ? inWords(slashed) : slashed;
  return said
    .replace(/\s{2,}/g, " ")
    .replace(/\(\s+/g, "(")
    .replace(/\s+([,.;:!?)])/g, "$1")
    .trim();
}

/** A dash set between words: "—", or "–" or "-" with a space on each side. */
const SPACED_DASH = /\s*—\s*|\s+[–-]\s+/g;

/**
 * A lone dash before a clause ("… are now well-established – in particular, TMB is used …") is
 * said as a pause between two clauses, "; ", never a comma that a later step may take for an
 * aside's and drop with it. Before a phrase ("… synthesis – synthesizing structures like loops")
 * and around an aside (two dashes) it is said as a comma.
 */
function loneDashAsPause(text: string): string {
  // Between two numbers a dash is a range or a minus: left to the number rules.
  if (/\d\s*[—–-]\s*\d/.test(text) || (text.match(SPACED_DASH) ?? []).length !== 1) return text;
  const dash = SPACED_DASH.exec(text);
  SPACED_DASH.lastIndex = 0;
  if (dash === null) return text;
  const after = text.slice(dash.index + dash[0].length).split(/[.;:!?]/)[0] ?? "";
  // The main clause's verb, not one inside a relative clause ("– allele pairs that have not been identified").
  const main = after.replace(/\s(?:that|which|who|whom|whose)\s.*$/u, "");
  const clause = !/^(?:what|which|who|whom|whose|where|when|how|why)\b/i.test(after) && hasMainVerb(main);
  return clause ? `${text.slice(0, dash.index)}; ${text.slice(dash.index + dash[0].length)}` : text;
}

function inWords(text: string): string {
  return (
    loneDashAsPause(text)
      .replace(/\bµm\b|\bμm\b/g, "micrometres")
      .replace(/(\d)\s*°\s*C\b/g, "$1 degrees Celsius")
      .replace(/(\d)\s*°/g, "$1 degrees")
      .replace(/(\d)\s*(?:µs|μs)\b/g, "$1 microseconds")
      // "HPV+ tumours", "CD4+ cells": marker-positive, not a sum.
      .replace(/\b(\p{Lu}[\p{Lu}\d]+)\+(?=[\s,.;:)]|$)/gu, "$1-positive")
      .replace(/\b(\p{Lu}[\p{Lu}\d]+)−(?=[\s,.;:)]|$)/gu, "$1-negative")
      // "x = 0.05" between a one-letter name and a number reads as "x equals 0.05"; other equations stay (and are rejected).
      .replace(/(?<![\p{L}\d])(\p{L})\s*=\s*(-?\d[\d,.]*)(?![\d\p{L}])/gu, "$1 equals $2")
      .replace(CHARGED, (token: string) => (/[+−]/.test(token) && !/^[A-Za-z]{1,2}-$/.test(token) ? speakCharged(token) : token))
      .replace(/\s*→\s*/g, " to ")
      .replace(new RegExp(`(?<=[\\p{L}\\d])(${GREEK_CLASS})`, "gu"), " $1")
      .replace(new RegExp(`(${GREEK_CLASS})(?=[\\p{L}\\d])`, "gu"), "$1 ")
      .replace(new RegExp(GREEK_CLASS, "gu"), (c) => greekName(c))
      .replace(/\bM\s*⊙/g, "solar masses")
      .replace(/\s*≲\s*/g, " below about ")
      .replace(/\s*≳\s*/g, " above about ")
      .replace(/\s*≤\s*/g, " at most ")
      .replace(/\s*≥\s*/g, " at least ")
      // A tilde between two numbers is a range ("−0.59 ∼ −1.01" is "minus 0.59 to minus 1.01").
      .replace(/(?<=\d%?)\s*(?:∼|~)\s*(?=(?:minus |[−-])?\d)/g, " to ")
      .replace(/\bbetween ((?:minus )?\d[\d.,]*%?) to (?=(?:minus )?\d)/g, "between $1 and ")
      // "0.068 × 50,000 ≈ 3,400": a result after its product is set off ("…, about 3,400").
      .replace(/(\d)\s*≈\s*(?=\d)/g, "$1, about ")
      .replace(/\s*(?:≈|∼|~)\s*/g, " about ")
      .replace(/\s*±\s*(?=\d)/g, " plus or minus ")
      .replace(/\s+<\s+/g, " less than ")
      .replace(/\s+>\s+/g, " greater than ")
      .replace(/\s*&\s*/g, " and ")
      // Said the way a speaker says them (speech engines guess: flite drops "÷" and reads "×" as "by").
      // Between two words it crosses factors or sizes ("a team × match dataset", "a 3 × 3 grid"
      // is said "3 by 3" too, but a number before a power of ten is a product): "by".
      .replace(/(?<=\p{L}{2,})\s*×\s*(?=\p{L}{2,})/gu, " by ")
      .replace(/\s*×\s*/g, " times ")
      .replace(/\s*÷\s*/g, " divided by ")
      // "$1/8$th": a fraction the text makes an ordinal of is said as one ("one eighth").
      .replace(/\b(\d) divided by (\d{1,2})(?:st|nd|rd|th)\b/g, (whole, n: string, d: string) => fractionWords(Number(n), Number(d)) ?? whole)
      .replace(/(\p{L})²/gu, "$1 squared")
      .replace(/(\p{L})³/gu, "$1 cubed")
      .replace(/\s*[—]\s*/g, ", ")
      .replace(/\s+-\s+/g, ", ")
      .replace(/(\p{L})\s+[–]\s+(\p{L})/gu, "$1, $2")
  );
}

const DENOMINATOR = ["", "", "half", "third", "quarter", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"];
const NUMERATOR = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/** "one eighth", "three quarters"; null past a twelfth. */
function fractionWords(n: number, d: number): string | null {
  const name = DENOMINATOR[d];
  const count = NUMERATOR[n];
  if (name === undefined || name === "" || count === undefined) return null;
  return n === 1 ? `one ${name}` : `${count} ${name === "half" ? "halve" : name}s`;
}
