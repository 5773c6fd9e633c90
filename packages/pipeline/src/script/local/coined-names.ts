/**
 * Names a paper coins ("snoStrip", "CloudCoder", a term it defines in quotes: the "switching
 * effect") mean nothing to a listener who did not hear where they were introduced. A sentence
 * that uses such a name, first met in an earlier section whose introducing sentence the talk
 * left out, leans on that section and is not said: nothing in it tells the listener what the
 * name is. Found from the paper's own text (inner capitals, quoted or "called" terms), not from
 * a list of names.
 */

/** A word with a capital after a small letter: "snoStrip", "CloudCoder", "eBPF", "HASEonGPU". */
const INNER_CAPITAL = /(?<![\p{L}\d])[\p{L}\d]*\p{Ll}[\p{L}\d]*?\p{Lu}[\p{L}\d]*/gu;
/** A term defined in quotes, or after "called", "termed", "dubbed", "referred to as". */
const DEFINED_TERM = /[“‘"]([\p{L}][\p{L}\s-]{2,40}?)[”’"]|\b(?:called|termed|dubbed|referred to as)\s+(?:the\s+|a\s+|an\s+)?([\p{L}][\p{L}-]+(?:\s+[\p{L}][\p{L}-]+)?)/gu;

/** A name in this many sections is the paper's own vocabulary, not a term of one section. */
const CENTRAL_SECTIONS = 3;

/** The coined names a text uses, lower-cased. */
export function coinedNames(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(INNER_CAPITAL)) out.add(m[0].toLowerCase());
  for (const m of text.matchAll(DEFINED_TERM)) {
    const term = (m[1] ?? m[2] ?? "").trim().toLowerCase();
    // Two or three words: one quoted word is usually a scare quote or a label (“same”,
    // “randomly”) that later sentences use as a plain word, and a longer quote is a quotation.
    const words = term.split(/\s+/).length;
    if (words >= 2 && words <= 3) out.add(term);
  }
  return [...out];
}

/** A matcher for a name as a whole word or phrase, case-insensitive on the lower-cased text. */
function wholeName(name: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\d])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\d])`, "u");
}

/**
 * Where each coined name is first met, by section in the talk's order. `leans` answers whether a
 * sentence of section `at` uses a name first met in an earlier section and not heard since.
 */
export class CoinedNames {
  /** Each name's first section and its matcher, compiled once per paper. */
  private readonly names = new Map<string, { first: number; matcher: RegExp }>();

  /**
   * `exempt`: names the listener is given anyway (the title's, spelled-out abbreviations). A name
   * used in three or more sections is the paper's own vocabulary (its system, its method): the
   * talk keeps using it whether or not its first mention was said, as a speaker would.
   */
  constructor(sectionTexts: readonly string[], exempt: Iterable<string>) {
    const skip = new Set([...exempt].map((x) => x.toLowerCase()));
    const sections = new Map<string, number>();
    const first = new Map<string, number>();
    for (const [i, text] of sectionTexts.entries()) {
      for (const name of coinedNames(text)) {
        sections.set(name, (sections.get(name) ?? 0) + 1);
        if (!first.has(name)) first.set(name, i);
      }
    }
    for (const [name, at] of first) {
      if (skip.has(name) || (sections.get(name) ?? 0) >= CENTRAL_SECTIONS) continue;
      this.names.set(name, { first: at, matcher: wholeName(name) });
    }
  }

  /**
   * For section `at`, given what the talk has said so far: a test of whether a sentence uses a
   * name first met in an earlier section that was never said.
   */
  leansIn(at: number, heard: string): (sentence: string) => boolean {
    const heardLower = heard.toLowerCase();
    const unheard = [...this.names.values()].filter((n) => n.first < at && !n.matcher.test(heardLower)).map((n) => n.matcher);
    if (unheard.length === 0) return () => false;
    return (sentence) => {
      const lower = sentence.toLowerCase();
      return unheard.some((m) => m.test(lower));
    };
  }
}

/** A word written with a capital inside a sentence (a name, an acronym), lower-cased. */
const NAME_WORD = /(?<=\S\s+)[\p{L}\d-]*\p{Lu}[\p{L}\d-]*/gu;

/** The names the paper uses in three or more sections, lower-cased: its own vocabulary. */
export function paperVocabulary(sectionTexts: readonly string[]): Set<string> {
  const sections = new Map<string, number>();
  for (const text of sectionTexts) for (const name of new Set([...text.matchAll(NAME_WORD)].map((m) => m[0].toLowerCase()))) sections.set(name, (sections.get(name) ?? 0) + 1);
  return new Set([...sections].filter(([, n]) => n >= CENTRAL_SECTIONS).map(([name]) => name));
}
