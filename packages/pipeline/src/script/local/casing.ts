/**
 * How the paper itself writes a word in the middle of a sentence: "Methods" → "methods", but
 * "Monte Carlo" and "Belle" stay capitalised because the text always writes them that way.
 * Used to speak headings inside sentences and to lowercase spelled-out abbreviations.
 */
export class CaseStats {
  private readonly lower = new Map<string, number>();
  private readonly upper = new Map<string, number>();

  constructor(text: string) {
    for (const m of text.matchAll(/(?<=[\p{Ll}\d,;:)]\s+)(\p{L}[\p{Ll}'’-]*)/gu)) {
      const w = m[1] ?? "";
      const key = w.toLowerCase();
      const map = /^\p{Lu}/u.test(w) ? this.upper : this.lower;
      map.set(key, (map.get(key) ?? 0) + 1);
    }
  }

  /** A capitalised word the paper mostly writes in lower case (unseen words too). */
  prefersLower(word: string): boolean {
    if (!/^\p{Lu}[\p{Ll}'’-]*$/u.test(word)) return false;
    const key = word.toLowerCase();
    return (this.lower.get(key) ?? 0) >= (this.upper.get(key) ?? 0);
  }

  /** Lower-cases the words of a heading or phrase that are ordinary words in this paper. */
  inSentence(phrase: string): string {
    return phrase.replace(/\p{L}[\p{L}'’-]*/gu, (w) => (this.prefersLower(w) ? w.toLowerCase() : w));
  }
}
