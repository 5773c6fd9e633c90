// Test support: what the fakes "translate" into. Every letter becomes the target script's KA (or
// "a" for English); digits, punctuation and spacing survive, so a test can follow sentence order
// and boundaries through a translation.
import { LANGUAGES } from "@lectern/contract";

/** The letter KA of each Indic script (U+0915 in Devanagari, the same place in the other blocks). */
const KA: Record<string, string> = {
  Devanagari: "क",
  Bengali: "ক",
  Gurmukhi: "ਕ",
  Gujarati: "ક",
  Oriya: "କ",
  Tamil: "க",
  Telugu: "క",
  Kannada: "ಕ",
  Malayalam: "ക",
};

/** `code` is an ISO code ("hi") or a Sarvam code ("hi-IN", "od-IN"). */
export function fakeTranslate(text: string, code: string): string {
  const language = LANGUAGES.find((l) => l.code === code || l.sarvam === code);
  if (!language) throw new Error(`fakeTranslate: unknown language ${code}`);
  const letter = KA[language.script] ?? "a";
  return text.replace(/\p{L}\p{M}*/gu, letter);
}
