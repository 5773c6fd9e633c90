/** Script ranges that decide the language of a paper's text when one script dominates. */
const SCRIPTS: [lang: string, re: RegExp][] = [
  ["zh", /[\u4e00-\u9fff]/gu],
  ["ja", /[\u3040-\u30ff]/gu],
  ["ko", /[\uac00-\ud7af]/gu],
  ["hi", /[\u0900-\u097f]/gu],
  ["bn", /[\u0980-\u09ff]/gu],
  ["pa", /[\u0a00-\u0a7f]/gu],
  ["gu", /[\u0a80-\u0aff]/gu],
  ["or", /[\u0b00-\u0b7f]/gu],
  ["ta", /[\u0b80-\u0bff]/gu],
  ["te", /[\u0c00-\u0c7f]/gu],
  ["kn", /[\u0c80-\u0cff]/gu],
  ["ml", /[\u0d00-\u0d7f]/gu],
];

/**
 * A coarse language guess from characters: a non-Latin script with at least 15% of the letters
 * wins (CJK characters carry a word each, so they count triple); otherwise English.
 */
export function detectLanguage(text: string): string {
  const sample = text.slice(0, 200_000);
  const latin = (sample.match(/[A-Za-z]/g) ?? []).length;
  let best = { lang: "en", weight: 0 };
  for (const [lang, re] of SCRIPTS) {
    const n = (sample.match(re) ?? []).length * (["zh", "ja", "ko"].includes(lang) ? 3 : 1);
    if (n > best.weight) best = { lang, weight: n };
  }
  return best.weight > 0 && best.weight / (best.weight + latin) >= 0.15 ? best.lang : "en";
}
