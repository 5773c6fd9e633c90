import { numberGrounded, spelledNumbers, statedNumbers } from "./grounding-numbers.js";

/**
 * Grounding: a talk may only state what the paper states. A model that adds a number or names a
 * dataset or method the paper's text never mentions has invented it (or remembered another
 * paper), so every number and every name it writes must occur in the text it was given. Ordinary
 * words are not checked: rephrasing is the writer's job.
 */
export interface GroundingSource {
  /** Every word of the paper's text, compared without case, hyphens or apostrophes. */
  words: ReadonlySet<string>;
  numbers: readonly number[];
}

const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;
const POSSESSIVE = /['’]s$/u;
const wordKey = (word: string) => word.replace(POSSESSIVE, "").toLowerCase().replace(/[-'’]/g, "");

/** Capitalised words that are not names wherever they stand. */
const ORDINARY = new Set([
  "i", "im", "ive", "ill", "id", "ok", "okay", "english",
  "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
  "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
]);

export function groundingSource(texts: readonly string[]): GroundingSource {
  const words = new Set<string>();
  const numbers = new Set<number>();
  for (const text of texts) {
    for (const [word] of text.matchAll(WORD)) {
      words.add(wordKey(word));
      // "MH-GAN" may come back as "MH GAN": its parts are known too.
      for (const part of word.split(/[-'’]/)) words.add(wordKey(part));
    }
    for (const n of statedNumbers(text)) for (const v of n.values) numbers.add(v);
    for (const v of spelledNumbers(text)) numbers.add(v);
    // The number in a name ("ResNet-50") may be said on its own ("50 layers").
    for (const [digits] of text.matchAll(/(?<=\p{L}-?)\d+(?:\.\d+)?/gu)) numbers.add(Number(digits));
  }
  return { words, numbers: [...numbers] };
}

/** A sentence's first word is capitalised whatever it is, so it only counts when its shape says "name". */
function atSentenceStart(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 24), index).replace(/[\s"'“”‘’([]+$/u, "");
  return before === "" || /[.!?:;…]$/u.test(before);
}

/**
 * A name by its shape: CamelCase or capitals inside the word ("ImageNet", "BERT", "MH-GAN"),
 * letters with digits ("word2vec", "Llama3"), or a capitalised word inside a sentence.
 * Single letters are maths said in words ("N sub samp"), and words starting with a digit are
 * numbers with a unit ("3D", "10x"), checked as numbers.
 */
function looksLikeName(word: string, sentenceStart: boolean): boolean {
  if (word.replace(/[^\p{L}]/gu, "").length < 2 || /^\p{N}/u.test(word)) return false;
  if (/\p{Lu}/u.test(word.slice(1)) || /\p{N}/u.test(word)) return true;
  return /^\p{Lu}/u.test(word) && !sentenceStart && !ORDINARY.has(wordKey(word));
}

/** The word, or its singular or plural, occurs in the paper. */
function known(words: ReadonlySet<string>, key: string): boolean {
  const variants = [key, `${key}s`, `${key}es`];
  if (key.endsWith("s")) variants.push(key.slice(0, -1));
  if (key.endsWith("es")) variants.push(key.slice(0, -2));
  return variants.some((v) => words.has(v));
}

/** Numbers and names in `text` that the paper's text does not contain, as written, each once. */
export function ungroundedFacts(text: string, source: GroundingSource): string[] {
  const facts = new Set<string>();
  for (const n of statedNumbers(text)) if (!numberGrounded(n, source.numbers)) facts.add(n.text);
  for (const m of text.matchAll(WORD)) {
    const word = m[0].replace(POSSESSIVE, "");
    if (looksLikeName(word, atSentenceStart(text, m.index)) && !known(source.words, wordKey(word))) facts.add(word);
  }
  return [...facts];
}
