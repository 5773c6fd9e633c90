import { setImmediate as nextTurn } from "node:timers/promises";
import { MATH_PLACEHOLDER, type SpeakMath } from "./spoken-math.js";

const OPEN = "\uE000";
const CLOSE = "\uE001";
const MARK = /\uE000(\d+)\uE001/g;
/** Formulas spoken between two turns of the event loop, so figure tools started before keep being launched. */
const SLICE = 16;

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

  /** Every formula in words, or null where it is too long to say. */
  async speakAll(speak: SpeakMath): Promise<(string | null)[]> {
    const out: (string | null)[] = [];
    for (const [k, latex] of this.latex.entries()) {
      if (k > 0 && k % SLICE === 0) await nextTurn();
      out.push(speak(latex));
    }
    return out;
  }

  /** The text with each marker replaced by its words, or MATH_PLACEHOLDER. */
  static resolve(text: string, spoken: readonly (string | null)[]): string {
    if (!text.includes(OPEN)) return text;
    return text.replace(MARK, (_m, k: string) => spoken[Number(k)] ?? MATH_PLACEHOLDER);
  }
}
