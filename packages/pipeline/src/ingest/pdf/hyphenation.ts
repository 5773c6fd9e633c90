/**
 * Line-end hyphens: "informa-" + "tion" is one word broken by the typesetter, "state-of-the-" +
 * "art" keeps its hyphen. The paper itself is the dictionary: a word that also occurs whole
 * ("information") is joined, one that occurs hyphenated ("meta-community") keeps the hyphen.
 */
export class Vocabulary {
  private readonly counts = new Map<string, number>();

  add(text: string): void {
    for (const m of text.matchAll(/\p{L}[\p{L}\p{M}'’-]*\p{L}/gu)) {
      const w = m[0].toLowerCase();
      this.counts.set(w, (this.counts.get(w) ?? 0) + 1);
    }
  }

  count(word: string): number {
    return this.counts.get(word.toLowerCase()) ?? 0;
  }
}

/** Counts and orders, which join the noun after them with a hyphen: "second-order", "three-body". */
const NUMBER_WORD =
  /(?:^|-)(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|hundred|thousand|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|higher|lower|multi|single|double|half)$/iu;

const LINE_END_HYPHEN = /(\p{L}[\p{L}\p{M}'’-]*)[-\u2010\u00ad]$/u;

/** Joins two lines of one paragraph, resolving a hyphen at the end of the first. */
export function joinLines(prev: string, next: string, vocab: Vocabulary): string {
  const a = prev.trimEnd();
  const b = next.trimStart();
  if (!a) return b;
  if (!b) return a;
  const m = LINE_END_HYPHEN.exec(a);
  if (m) {
    const stem = m[1] ?? "";
    const head = a.slice(0, a.length - 1);
    const firstWord = /^[\p{L}\p{M}'’]+/u.exec(b)?.[0] ?? "";
    const firstToken = /^[\p{L}\p{M}'’-]*[\p{L}\p{M}]/u.exec(b)?.[0] ?? firstWord;
    // A capital or digit after the break ("COVID-19", "HPV-Positive") means a real hyphen.
    if (!firstWord || !/^\p{Ll}/u.test(b)) return `${a}${b}`;
    // Compounds broken at one of their hyphens ("state-of-the-" + "art", "Box-" + "and-whisker") keep it.
    if (stem.includes("-") || firstToken.includes("-")) return `${a}${b}`;
    const joined = `${stem}${firstWord}`;
    const hyphenated = `${stem}-${firstWord}`;
    if (vocab.count(hyphenated) > vocab.count(joined)) return `${a}${b}`;
    // Neither form met elsewhere: a word of the paper before a participle it also uses is a
    // compound ("manufacturer-" + "recommended", "decision-" + "making"), where a typesetter's
    // break leaves a piece that is no word of its own ("recom-" + "mended", "comput-" + "ing").
    if (vocab.count(joined) === 0 && stem.length >= 4 && firstWord.length >= 5 && /(?:ed|ing)$/u.test(firstWord) && vocab.count(stem) > 0 && vocab.count(firstWord) > 0) {
      return `${a}${b}`;
    }
    // A count or an order before its noun is a compound: "eighth-" + "order", "two-" + "dimensional".
    if (vocab.count(joined) === 0 && NUMBER_WORD.test(stem)) return `${a}${b}`;
    return `${head}${b}`;
  }
  // "24-" + "hour": a number joined to a word keeps its hyphen and no space.
  if (/\d-$/.test(a) && /^\p{L}/u.test(b)) return `${a}${b}`;
  // A dash at the end of a line ("[1]–") joins without a space, like the printed text.
  if (/[–—]$/.test(a)) return `${a}${b}`;
  return `${a} ${b}`;
}
