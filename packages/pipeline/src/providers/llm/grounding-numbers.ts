/**
 * Numbers a text states, for checking that a model's numbers come from the paper. Values are
 * compared, not spellings: "2,747" is 2747, "5%" and "5 percent" are 5, "1.2 million" is both
 * 1.2 and 1,200,000 (either may be what the other side wrote).
 */

export interface StatedNumber {
  /** As written, for messages: "93.5%", "2,747". */
  text: string;
  /** The value, and the value with its scale word applied when it had one. */
  values: number[];
  /** Digits after the decimal point: a model that rounds 93.48 writes 93.5. */
  decimals: number;
}

const SCALE: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12, k: 1e3, m: 1e6, b: 1e9 };

// Digits glued to a letter and hyphen ("GPT-4", "top-1") belong to a name, not a stated number;
// a range's second number ("10-20") does not.
const NUMBER =
  /(?<![\p{L}\p{N}_.,]|\p{L}-)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:\s*(thousand|million|billion|trillion)\b|([kKMB])(?![\p{L}\p{N}]))?(?:\s*(%|percent\b|per cent\b))?/gu;

export function statedNumbers(text: string): StatedNumber[] {
  const out: StatedNumber[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const [whole, int = "", frac, word, suffix] = m;
    const value = Number(`${int.replace(/,/g, "")}${frac === undefined ? "" : `.${frac}`}`);
    if (!Number.isFinite(value)) continue;
    const scale = SCALE[(word ?? suffix ?? "").toLowerCase()];
    out.push({ text: whole.trim(), values: scale === undefined ? [value] : [value, value * scale], decimals: frac?.length ?? 0 });
  }
  return out;
}

const UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const ORDINALS = ["", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
const OTHER_WORDS: Record<string, number> = { hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9, dozen: 12, twice: 2, double: 2, half: 0.5, tenth: 0.1 };

const WORD_VALUES: ReadonlyMap<string, number> = new Map<string, number>([
  ...UNITS.map((w, i): [string, number] => [w, i]),
  ...TENS.flatMap((w, i): [string, number][] => (w ? [[w, i * 10], ...UNITS.slice(1, 10).map((u, j): [string, number] => [`${w}-${u}`, i * 10 + j + 1])] : [])),
  ...ORDINALS.flatMap((w, i): [string, number][] => (w ? [[w, i]] : [])),
  ...Object.entries(OTHER_WORDS),
]);

/**
 * Numbers the paper states in words ("three benchmarks", "twenty-five layers"): a model that
 * writes them as digits is not inventing them.
 */
export function spelledNumbers(text: string): number[] {
  const words = text.toLowerCase().match(/\p{L}+(?:-\p{L}+)?/gu) ?? [];
  return words.flatMap((w) => {
    const value = WORD_VALUES.get(w);
    return value === undefined ? [] : [value];
  });
}

const round = (value: number, decimals: number) => Number(value.toFixed(Math.min(decimals, 20)));

/**
 * Whether the paper states this number: the same value, the value rounded as the model wrote it
 * (93.48 → 93.5), or the same quantity as a fraction and a percentage (0.935 and 93.5%).
 */
export function numberGrounded(stated: StatedNumber, paperValues: readonly number[]): boolean {
  const { decimals } = stated;
  return stated.values.some((v) =>
    paperValues.some(
      (p) => round(p, decimals) === v || (p <= 1 && v <= 100 && round(p * 100, decimals) === v) || (p <= 100 && v <= 1 && round(p / 100, decimals) === v),
    ),
  );
}
