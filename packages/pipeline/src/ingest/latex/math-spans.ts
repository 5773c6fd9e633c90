import { setImmediate as nextTurn } from "node:timers/promises";
import type { SpokenFormula } from "@lectern/contract";
import { exceedsSpokenLimit, MATH_PLACEHOLDER, type SpeakMath } from "./spoken-math.js";

const OPEN = "\uE000";
const CLOSE = "\uE001";
const MARK = /\uE000(\d+)\uE001/g;
/**
 * Milliseconds of speech between two turns of the event loop. Each step of a figure's conversion
 * (open its file, start its tool, write its image) waits for such a turn, so a long slice keeps
 * the figure tools from starting while a core is idle.
 */
const SLICE_MS = 4;
/** More formulas than this in one sentence and it is not narrated: none of them is spoken. */
const MAX_PER_SENTENCE = 3;
/** A formula that is a number, perhaps approximate, signed or a percentage: "~1.8", "\\approx 3", "-0.5", "4\\%". */
const NUMBER_ONLY = /^\s*(?:~|\\(?:approx|sim|simeq)\s*)?[-+]?\s*\d[\d,]*(?:\.\d+)?\s*(?:\\?%)?\s*$/;

/**
 * Inline formulas of the paper's prose, said in words after the whole text is read. The
 * renderer writes a marker per formula; the markers are replaced once the speech engine has
 * spoken them all, which happens while the figures are being rasterised (the engine costs
 * about 2 ms a formula, and a maths-heavy paper has hundreds).
 */
export class MathSpans {
  private readonly latex: string[] = [];

  get size(): number {
    return this.latex.length;
  }

  /** Remembers one formula's LaTeX; returns the marker to write in its place. */
  mark(latex: string): string {
    this.latex.push(latex);
    return `${OPEN}${this.latex.length - 1}${CLOSE}`;
  }

  /**
   * Every formula in words, or null where it is too long to say or nobody will hear it. Only
   * formulas written in `prose` (the text a talk may narrate) or in `labels` (titles, captions,
   * authors: always shown) are spoken; one that appears only in a section no talk narrates (an
   * appendix, back matter) keeps MATH_PLACEHOLDER, which nothing reads aloud. Formulas in a
   * prose sentence that is never narrated as it stands (more than MAX_PER_SENTENCE formulas: a
   * derivation in words; or a formula that will be marked anyway) are not spoken either. Both
   * save most of the engine's time on maths-heavy papers, and change nothing a listener hears.
   */
  async speakAll(speak: SpeakMath, prose: readonly string[], labels: readonly string[]): Promise<(string | null)[]> {
    const heard = new Set<number>();
    for (const text of labels) for (const m of text.matchAll(MARK)) heard.add(Number(m[1]));
    for (const text of prose) {
      for (const sentence of text.split(/(?<=[.!?])\s+(?=\p{Lu}|\uE000|⟨)|\n+/u)) {
        const ids = [...sentence.matchAll(MARK)].map((m) => Number(m[1]));
        // A number set in maths ("$~1.8$", "$0$", "$4\\%$") is said as the number: the results
        // sentence that gives five of them is the one a talk needs most.
        const formulas = ids.filter((id) => !NUMBER_ONLY.test(this.latex[id] ?? "")).length;
        // A sentence that will hold the formula marker anyway (a display equation, or a formula
        // surely too long to say) is not narrated either: its other formulas need no speech.
        const lost = sentence.includes(MATH_PLACEHOLDER) || ids.some((id) => exceedsSpokenLimit(this.latex[id] ?? ""));
        if (formulas <= MAX_PER_SENTENCE && !lost) for (const id of ids) heard.add(id);
      }
    }
    const out: (string | null)[] = [];
    let sliceStart = performance.now();
    for (const [k, latex] of this.latex.entries()) {
      if (!heard.has(k)) {
        out.push(null);
        continue;
      }
      if (performance.now() - sliceStart > SLICE_MS) {
        await nextTurn();
        sliceStart = performance.now();
      }
      out.push(speak(latex));
    }
    return out;
  }

  /** Each formula said in words, once: for saying it again in the narration's own language. */
  spokenFormulas(spoken: readonly (string | null)[]): SpokenFormula[] {
    const out = new Map<string, SpokenFormula>();
    for (const [k, latex] of this.latex.entries()) {
      const words = spoken[k];
      if (words != null && !out.has(latex)) out.set(latex, { latex, words });
    }
    return [...out.values()];
  }

  /** The text with each marker replaced by its words, or MATH_PLACEHOLDER. */
  static resolve(text: string, spoken: readonly (string | null)[]): string {
    if (!text.includes(OPEN)) return text;
    return text.replace(MARK, (_m, k: string, at: number) => {
      const words = spoken[Number(k)];
      if (words == null || relationAsModifier(words, text.slice(at + _m.length, at + _m.length + 30))) return MATH_PLACEHOLDER;
      return withoutEcho(text.slice(Math.max(0, at - 40), at), words);
    });
  }
}

/**
 * The spoken formula without the words the prose just said: "The set $\{2,4,6,8\}$" is "The set
 * 2, 4, 6, 8", not "The set the set 2, 4, 6, 8". Only a phrase opening with an article ("the
 * set", "the open interval") is dropped, so a symbol said after its own name ("x, x squared")
 * stays.
 */
/**
 * A relation set before a noun, as if it were one ("We use $k \\gg s$ samples"): said as words it
 * becomes "We use k is much greater than s samples", which no listener can parse. The sentence
 * keeps the formula marker instead, so it is not narrated as it stands.
 */
function relationAsModifier(words: string, after: string): boolean {
  if (!/\s(?:is|are)\s/.test(` ${words} `)) return false;
  const next = /^\s+(\p{Ll}+)/u.exec(after)?.[1];
  return next !== undefined && !CLAUSE_GOES_ON.has(next);
}

/** Words that may follow a relation said as a clause: "for n is at least 2 and …", "where x is …". */
const CLAUSE_GOES_ON = new Set(["and", "or", "but", "for", "with", "where", "when", "whenever", "if", "then", "so", "as", "since", "while", "because", "which", "that", "in", "on", "at", "by", "holds", "hold", "almost", "always", "only", "too", "also", "here", "there"]);

function withoutEcho(before: string, words: string): string {
  const said = words.split(/\s+/);
  if (!/^(?:the|a|an)$/i.test(said[0] ?? "")) return words;
  const prose = ` ${before.trim().replace(/\s+/g, " ").toLowerCase()}`;
  // The longest echo first: "the open interval" before "the open".
  for (let n = Math.min(4, said.length - 1); n >= 2; n -= 1) {
    if (prose.endsWith(` ${said.slice(0, n).join(" ").toLowerCase()}`)) return said.slice(n).join(" ");
  }
  return words;
}
