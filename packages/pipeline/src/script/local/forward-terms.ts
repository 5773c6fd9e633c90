import { STOPWORDS } from "./stopwords.js";

/**
 * Terms the rest of the talk will lean on. A results slide that says "the barred potentials" or
 * "the noise variables" is only followed by a listener who heard them brought in, and the slide
 * that can bring them in is an earlier one: so a sentence that introduces a term the later
 * sections use as known ("the X Y", twice or more) is worth more there than its rank alone says.
 * Terms are pairs of adjacent content words, plural folded ("barred potential"), found by their
 * use after "the" in the text of the sections that follow.
 */
export class ForwardTerms {
  /** For each section in talk order, how often each term is used as known in the sections after it. */
  private readonly later: ReadonlyMap<string, number>[];

  constructor(sectionTexts: readonly string[]) {
    const uses = sectionTexts.map(definiteTerms);
    const later: Map<string, number>[] = [];
    let after = new Map<string, number>();
    for (let i = uses.length - 1; i >= 0; i -= 1) {
      later[i] = after;
      const next = new Map(after);
      for (const [term, n] of uses[i] ?? new Map<string, number>()) next.set(term, (next.get(term) ?? 0) + n);
      after = next;
    }
    this.later = later;
  }

  /**
   * How much more a sentence of section `at` is worth: FORWARD_WEIGHT when it introduces (names
   * without "the", "this" …) a term the later sections use as known at least twice and the talk
   * has not said yet (`heard`: termsOf what was said), else 1.
   */
  weight(at: number, sentence: string, heard: ReadonlySet<string>): number {
    const later = this.later[at];
    if (later === undefined || later.size === 0) return 1;
    const introduces = pairs(sentence).some(({ term, definite }) => !definite && !heard.has(term) && (later.get(term) ?? 0) >= MIN_LATER_USES);
    return introduces ? FORWARD_WEIGHT : 1;
  }
}

/** The terms a text says, to mark them heard. */
export function termsOf(text: string): string[] {
  return pairs(text).map((p) => p.term);
}

/** A term must be used as known this often after a section for its introduction there to count. */
const MIN_LATER_USES = 2;
/** What a sentence that introduces such a term is worth beside its rank. */
const FORWARD_WEIGHT = 1.5;

const DEFINITE = /^(?:the|this|these|that|those|its|their|our)$/i;

/** "potentials" → "potential"; short words and "-ss" words kept. */
const fold = (word: string) => (word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word);

const isContent = (word: string) => /^[\p{Ll}][\p{Ll}-]{2,}$/u.test(word) && !STOPWORDS.has(word);

/** Adjacent pairs of content words, each with whether a definite word stands right before it. */
function pairs(text: string): { term: string; definite: boolean }[] {
  const words = text.toLowerCase().split(/[^\p{L}-]+/u).filter(Boolean);
  const out: { term: string; definite: boolean }[] = [];
  for (let k = 0; k + 1 < words.length; k += 1) {
    const a = words[k] as string;
    const b = words[k + 1] as string;
    if (isContent(a) && isContent(b)) out.push({ term: `${fold(a)} ${fold(b)}`, definite: DEFINITE.test(words[k - 1] ?? "") });
  }
  return out;
}

/** The terms a text uses as known ("the barred potentials"), with how often. */
function definiteTerms(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const { term, definite } of pairs(text)) if (definite) out.set(term, (out.get(term) ?? 0) + 1);
  return out;
}
