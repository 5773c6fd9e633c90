import { Cursor } from "./cursor.js";
import type { LNode } from "./tree.js";

const GREEK: Record<string, string> = {
  alpha: "α", beta: "β", gamma: "γ", delta: "δ", epsilon: "ε", varepsilon: "ε", zeta: "ζ", eta: "η", theta: "θ",
  vartheta: "ϑ", iota: "ι", kappa: "κ", lambda: "λ", mu: "μ", nu: "ν", xi: "ξ", pi: "π", varpi: "ϖ", rho: "ρ", varrho: "ϱ",
  sigma: "σ", varsigma: "ς", tau: "τ", upsilon: "υ", phi: "φ", varphi: "φ", chi: "χ", psi: "ψ", omega: "ω", Gamma: "Γ",
  Delta: "Δ", Theta: "Θ", Lambda: "Λ", Xi: "Ξ", Pi: "Π", Sigma: "Σ", Upsilon: "Υ", Phi: "Φ", Psi: "Ψ", Omega: "Ω",
  varGamma: "Γ", varDelta: "Δ", varTheta: "Θ", varLambda: "Λ", varPi: "Π", varSigma: "Σ", varPhi: "Φ", varPsi: "Ψ", varOmega: "Ω",
  ell: "ℓ", hbar: "ℏ", aleph: "ℵ", imath: "ı", jmath: "ȷ", Re: "ℜ", Im: "ℑ", wp: "℘", digamma: "ϝ", upmu: "μ",
};

const SYMBOLS: Record<string, string> = {
  cdot: "·", times: "×", div: "÷", pm: "±", mp: "∓", ast: "*", star: "⋆", circ: "∘", bullet: "•", cdotp: "·",
  le: "≤", leq: "≤", ge: "≥", geq: "≥", leqslant: "≤", geqslant: "≥", neq: "≠", ne: "≠", approx: "≈", sim: "~", simeq: "≃",
  cong: "≅", equiv: "≡", propto: "∝", ll: "≪", gg: "≫", lesssim: "≲", gtrsim: "≳", lessapprox: "≲", gtrapprox: "≳",
  doteq: "≐", coloneqq: ":=", eqqcolon: "=:", triangleq: "≜", asymp: "≍", prec: "≺", succ: "≻", preceq: "⪯", succeq: "⪰",
  in: "∈", notin: "∉", ni: "∋", subset: "⊂", subseteq: "⊆", supset: "⊃", supseteq: "⊇", cup: "∪", cap: "∩", setminus: "∖",
  emptyset: "∅", varnothing: "∅", forall: "∀", exists: "∃", nexists: "∄", neg: "¬", lnot: "¬", land: "∧", lor: "∨",
  wedge: "∧", vee: "∨", oplus: "⊕", otimes: "⊗", odot: "⊙", infty: "∞", partial: "∂", nabla: "∇", prime: "′",
  to: "→", rightarrow: "→", leftarrow: "←", gets: "←", leftrightarrow: "↔", Rightarrow: "⇒", Leftarrow: "⇐",
  Leftrightarrow: "⇔", implies: "⇒", iff: "⇔", mapsto: "↦", longrightarrow: "→", longmapsto: "↦", uparrow: "↑",
  downarrow: "↓", rightleftharpoons: "⇌", perp: "⊥", parallel: "∥", mid: "|", vert: "|", lvert: "|", rvert: "|",
  Vert: "‖", lVert: "‖", rVert: "‖", "|": "‖", langle: "⟨", rangle: "⟩", lceil: "⌈", rceil: "⌉", lfloor: "⌊", rfloor: "⌋",
  "{": "(", "}": ")", lbrace: "(", rbrace: ")", lbrack: "(", rbrack: ")", ldots: "…", cdots: "⋯", dots: "…", dotsc: "…",
  dotsb: "⋯", vdots: "⋮", ddots: "⋱", angle: "∠", degree: "°", top: "ᵀ", intercal: "ᵀ", dagger: "†", ddagger: "‡",
  bot: "⊥", triangle: "△", square: "□", Box: "□", checkmark: "✓", therefore: "∴", because: "∵", sum: "Σ", prod: "Π",
  int: "∫", oint: "∮", iint: "∬", coprod: "∐", bigcup: "∪", bigcap: "∩", bigoplus: "⊕", bigotimes: "⊗", sqcup: "⊔",
  surd: "√", "%": "%", "&": "&", "#": "#", _: "_", $: "", backslash: "∖", colon: ":", vdash: "⊢", models: "⊨", dashv: "⊣",
  lhd: "◁", rhd: "▷", unlhd: "⊴", unrhd: "⊵", sharp: "♯", flat: "♭", natural: "♮", clubsuit: "♣", heartsuit: "♡",
 smile: "⌣", frown: "⌢", diamond: "⋄", Diamond: "◇", diamondsuit: "♢", spadesuit: "♠", bigstar: "★",
  blacksquare: "■", lozenge: "◊", textdegree: "°", micro: "μ", AA: "Å", euro: "€", sun: "☉",
};

const FUNCTIONS = new Set([
  "sin", "cos", "tan", "cot", "sec", "csc", "arcsin", "arccos", "arctan", "sinh", "cosh", "tanh", "coth", "log", "ln", "lg",
  "exp", "max", "min", "sup", "inf", "lim", "liminf", "limsup", "arg", "det", "dim", "ker", "deg", "gcd", "hom", "Pr", "mod",
  "bmod", "argmax", "argmin",
]);

/** Commands in math that only style what follows: their argument is rendered as is. */
const STYLE = new Set([
  "mathrm", "mathbf", "mathit", "mathsf", "mathtt", "mathcal", "mathbb", "mathfrak", "mathscr", "boldsymbol", "bm", "pmb",
  "mathnormal", "textrm", "textbf", "textit", "textsf", "texttt", "emph", "operatorname", "operatornamewithlimits", "mathop",
  "mathbin", "mathrel", "mathord", "underline", "ensuremath", "smash", "boxed", "mathclap",
]);

/** Commands that change nothing readable. */
const IGNORED = new Set([
  "displaystyle", "textstyle", "scriptstyle", "scriptscriptstyle", "limits", "nolimits", "nonumber", "notag", "mathstrut",
  "strut", "left", "right", "middle", "big", "Big", "bigg", "Bigg", "bigl", "bigr", "Bigl", "Bigr", "biggl", "biggr",
  "Biggl", "Biggr", "bigm", "Bigm", "!", "negthinspace", "negmedspace", "allowbreak", "relax", "protect", "nobreak", "hfill", "qedhere", "@", "/",
  "xspace", "unskip", "leavevmode", "raggedright", "centering",
]);

const COMBINING: Record<string, string> = {
  hat: "\u0302", widehat: "\u0302", bar: "\u0304", overline: "\u0305", tilde: "\u0303", widetilde: "\u0303", vec: "\u20d7",
  dot: "\u0307", ddot: "\u0308", check: "\u030c", breve: "\u0306", acute: "\u0301", grave: "\u0300", mathring: "\u030a",
  overrightarrow: "\u20d7",
};

const SUP: Record<string, string> = {
  "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹", "+": "⁺", "-": "⁻",
  "−": "⁻", "=": "⁼", "(": "⁽", ")": "⁾", T: "ᵀ", "′": "′", "*": "*", "†": "†", "‡": "‡", "°": "°", "∗": "*",
  a: "ᵃ", b: "ᵇ", c: "ᶜ", d: "ᵈ", e: "ᵉ", f: "ᶠ", g: "ᵍ", h: "ʰ", i: "ⁱ", j: "ʲ", k: "ᵏ", l: "ˡ", m: "ᵐ", n: "ⁿ", o: "ᵒ",
  p: "ᵖ", r: "ʳ", s: "ˢ", t: "ᵗ", u: "ᵘ", v: "ᵛ", w: "ʷ", x: "ˣ", y: "ʸ", z: "ᶻ",
};
const SUB: Record<string, string> = {
  "0": "₀", "1": "₁", "2": "₂", "3": "₃", "4": "₄", "5": "₅", "6": "₆", "7": "₇", "8": "₈", "9": "₉", "+": "₊", "-": "₋",
  "−": "₋", "=": "₌", "(": "₍", ")": "₎", a: "ₐ", e: "ₑ", o: "ₒ", x: "ₓ", h: "ₕ", k: "ₖ", l: "ₗ", m: "ₘ", n: "ₙ", p: "ₚ",
  s: "ₛ", t: "ₜ", i: "ᵢ", j: "ⱼ", r: "ᵣ", u: "ᵤ", v: "ᵥ",
};

/** How many arguments a command takes when it is itself the argument of ^ or _ (x_\mathrm{max}). */
function arity(name: string): number {
  if (["frac", "dfrac", "tfrac", "cfrac", "binom", "tbinom", "dbinom", "nicefrac", "sfrac"].includes(name)) return 2;
  if (STYLE.has(name) || COMBINING[name] !== undefined || ["text", "mbox", "textnormal", "textup", "hbox", "sqrt"].includes(name)) return 1;
  return 0;
}

/** Spacing commands: a space in the words. */
const SPACES = new Set(["quad", "qquad", ",", ";", ":", " ", ">", "enspace", "thinspace", "medspace", "thickspace"]);
/** Operators whose formulas do not read as words in running text. */
const BIG = new Set(["sum", "prod", "int", "oint", "iint", "coprod", "bigcup", "bigcap", "bigoplus", "bigotimes", "lim", "limsup", "liminf"]);

/** The longest inline formula we still read out; longer ones are left out of the prose. */
const MAX_SPOKEN = 44;
/** Structure allowed in one spoken formula (a fraction counts 2, a big operator 3, a root 1). */
const MAX_COMPLEXITY = 3;

class Unspeakable extends Error {}

function script(body: string, table: Record<string, string>, mark: string): string {
  const chars = Array.from(body.trim());
  if (chars.length === 0) return "";
  if (chars.every((c) => table[c] !== undefined)) return chars.map((c) => table[c]).join("");
  if (chars.length === 1 && !/[\p{L}\p{N}]/u.test(body)) return body.trim();
  return /^[\p{L}\p{N}]+$/u.test(body.trim()) ? `${mark}${body.trim()}` : `${mark}(${body.trim()})`;
}

function paren(s: string): string {
  const t = s.trim();
  return /^[\p{L}\p{N}.′]+$/u.test(t) || /^\(.*\)$/.test(t) ? t : `(${t})`;
}

/**
 * Inline math as readable text when it is short and simple ("$n$" → "n", "$10^3$" → "10³",
 * "$\mu \sim 10 M_\odot$" → "μ ~ 10 M⊙"); null when it would not read as words (long formulas,
 * unknown commands, alignment), so the caller leaves it out.
 */
export function mathToWords(nodes: readonly LNode[], renderText: (nodes: LNode[]) => string): string | null {
  let budget = 400;
  let complexity = 0;
  const render = (list: readonly LNode[]): string => {
    const c = new Cursor(list);
    let out = "";
    while (!c.done) {
      if ((budget -= 1) < 0) throw new Unspeakable();
      const n = c.next() as LNode;
      switch (n.type) {
        case "text": {
          if (n.v === "^" || n.v === "_") {
            let arg = c.readArg();
            const head = arg?.[0];
            if (arg?.length === 1 && head?.type === "macro") {
              // TeX lets a command with its argument stand as the script: x_\mathrm{max}.
              const more: LNode[] = [];
              for (let k = arity(head.name); k > 0; k -= 1) more.push({ type: "group", content: c.readArg() ?? [] });
              arg = [head, ...more];
            }
            const body = arg ? render(arg) : "";
            out += n.v === "^" ? script(body, SUP, "^") : script(body, SUB, "_");
          } else if (n.v === "&") throw new Unspeakable();
          else out += n.v.replace(/[=<>]/g, " $& ").replace(/,/g, ", ");
          break;
        }
        case "space":
          out += " ";
          break;
        case "group":
          out += render(n.content);
          break;
        case "macro": {
          const name = n.name;
          if (BIG.has(name)) complexity += 3;
          if (GREEK[name] !== undefined) out += GREEK[name];
          else if (SPACES.has(name)) out += " ";
          else if (SYMBOLS[name] !== undefined) {
            const sym = SYMBOLS[name];
            // Relations and binary operators read with spaces around them (TeX spaces them too).
            out += /^[≤≥≠≈~≃≅≡∝≪≫≲≳∈∉⊂⊆⊃⊇→←↔⇒⇐⇔↦∘·×±∓⊕⊗∪∩∧∨∖]$/.test(sym) ? ` ${sym} ` : sym;
          } else if (FUNCTIONS.has(name)) out += ` ${name} `;
          else if (IGNORED.has(name)) {
            if (["left", "right", "middle"].includes(name)) {
              const d = c.peek();
              if (d?.type === "text" && d.v.startsWith(".")) c.readArg();
            }
          } else if (STYLE.has(name)) out += render(c.readArg() ?? []);
          else if (name === "text" || name === "mbox" || name === "textnormal" || name === "textup" || name === "hbox") out += renderText(c.readArg() ?? []);
          else if (COMBINING[name] !== undefined) {
            const body = render(c.readArg() ?? []).trim();
            out += body === "" ? "" : `${body}${COMBINING[name]}`.normalize("NFC");
          } else if (["frac", "dfrac", "tfrac", "cfrac", "nicefrac", "sfrac", "flatfrac"].includes(name)) {
            complexity += 2;
            const a = render(c.readArg() ?? []);
            const b = render(c.readArg() ?? []);
            out += `${paren(a)}/${paren(b)}`;
          } else if (name === "sqrt") {
            complexity += 1;
            const idx = c.readOptional();
            const body = render(c.readArg() ?? []);
            out += `${idx ? render(idx) : ""}√${paren(body)}`;
          } else if (name === "binom" || name === "tbinom" || name === "dbinom") {
            const a = render(c.readArg() ?? []);
            const b = render(c.readArg() ?? []);
            out += `(${a.trim()} choose ${b.trim()})`;
          } else if (name === "not") {
            const next = render(c.readArg() ?? []).trim();
            out += next === "=" ? " ≠ " : next === "∈" ? " ∉ " : `${next}\u0338`;
          } else if (name === "label" || name === "color" || name === "tag" || name === "hspace" || name === "vspace" || name === "phantom" || name === "hphantom" || name === "vphantom") {
            c.readStar();
            c.readArg();
          } else if (name === "textcolor") {
            c.readArg();
            out += render(c.readArg() ?? []);
          } else throw new Unspeakable();
          break;
        }
        case "par":
        case "math":
        case "env":
        case "verb":
        case "param":
          throw new Unspeakable();
        case "dir":
          break;
      }
    }
    return out;
  };
  try {
    const text = render(nodes)
      .replace(/\s+/g, " ")
      .replace(/\(\s+/g, "(")
      .replace(/\s+\)/g, ")")
      .replace(/\s+([,.;:′])/g, "$1")
      .replace(/,\s*$/, "")
      .trim();
    if (text === "" || text.length > MAX_SPOKEN || complexity > MAX_COMPLEXITY || /[\\{}$]/.test(text)) return null;
    // "[0, 1]" would read like a citation; intervals become parentheses.
    return text.replace(/\[(\s*[\d.]+(?:\s*[,–-]\s*[\d.]+)*\s*)\]/g, "($1)");
  } catch (err) {
    if (err instanceof Unspeakable) return null;
    throw err;
  }
}
