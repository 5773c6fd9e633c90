import type { SpokenFormula } from "@lectern/contract";
import { capitaliseFirst } from "../text/capitalise.js";
import { escapeRegExp as escape } from "../text/escape-regexp.js";

/**
 * Formulas in a narration kept away from the translator. Ingest wrote each short formula as
 * English words ("N sub samp") and listed them in paper.json. Before translation each reading
 * found in a narration becomes a numbered marker ("⟦1⟧") the translator is asked to copy; after
 * it, each marker becomes the formula said by the target language's maths rules, or its English
 * words where those rules cannot say it. A translation that loses or repeats a marker is not
 * used (the caller translates the plain text instead), so no formula is ever dropped.
 */

/** A formula reading in a narration and what to say in its place after translation. */
export interface FormulaReading {
  /** The English words ingest wrote ("N sub samp"). */
  words: string;
  /** What the narration language says instead; null keeps the English words as written. */
  said: string | null;
}

export interface MarkedText {
  text: string;
  /** What marker k (1-based) becomes: `said[k - 1]`. */
  said: string[];
  /** The reading each marker stands for, as listed (`words`). */
  readings: string[];
}

const MARKER = /⟦(\d+)⟧/g;

/** A one-word reading ("x", "alpha", "100") is left alone: it reads the same in a translation and could be any word. */
export function worthMarking(formula: SpokenFormula): boolean {
  return /\s/.test(formula.words.trim());
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The readings as one pattern, longest first. A reading that starts in lower case also matches
 * capitalised at the start of a sentence ("Chi squared drops"), and only there: "X sub i" in
 * mid-sentence is another symbol than "x sub i".
 */
function pattern(readings: readonly FormulaReading[]): RegExp | null {
  const alternatives = readings.flatMap(({ words }) => {
    const capitalised = capitaliseFirst(words);
    const exact = { length: words.length, source: escape(words) };
    return capitalised === words ? [exact] : [exact, { length: words.length, source: `(?<=^|[.!?]\\s+)${escape(capitalised)}` }];
  });
  if (alternatives.length === 0) return null;
  const longestFirst = alternatives.sort((a, b) => b.length - a.length).map((a) => a.source);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${longestFirst.join("|")})(?![\\p{L}\\p{N}])`, "gu");
}

export class FormulaMarkers {
  private readonly find: RegExp | null;
  private readonly byWords = new Map<string, string | null>();

  constructor(readings: readonly FormulaReading[]) {
    for (const r of readings) this.byWords.set(r.words, r.said);
    this.find = pattern(readings);
  }

  /** The text with each reading replaced by a marker, and what each marker becomes. */
  mark(text: string): MarkedText {
    const said: string[] = [];
    const readings: string[] = [];
    if (this.find === null) return { text, said, readings };
    const marked = text.replace(this.find, (words) => {
      const key = this.byWords.has(words) ? words : lowerFirst(words);
      said.push(this.byWords.get(key) ?? words);
      readings.push(key);
      return `⟦${said.length}⟧`;
    });
    return { text: marked, said, readings };
  }

  /** The translation with each marker said; null when a marker is missing, repeated or unknown. */
  static unmark(translated: string, said: readonly string[]): string | null {
    const seen = new Set<number>();
    for (const m of translated.matchAll(MARKER)) {
      const k = Number(m[1]);
      if (k < 1 || k > said.length || seen.has(k)) return null;
      seen.add(k);
    }
    if (seen.size !== said.length) return null;
    return translated.replace(MARKER, (_m, k: string) => said[Number(k) - 1] ?? "");
  }
}
