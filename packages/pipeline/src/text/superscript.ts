/**
 * Digits and signs as superscripts and back: a PDF's raised exponent is written "10⁶", a unit's
 * power "s⁻¹", and the narration reads them back as numbers ("1 million", "per second").
 */
const TO_SUPERSCRIPT: Readonly<Record<string, string>> = {
  "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹", "-": "⁻", "−": "⁻", "–": "⁻", "+": "⁺",
};
const FROM_SUPERSCRIPT: Readonly<Record<string, string>> = { "⁰": "0", "¹": "1", "²": "2", "³": "3", "⁴": "4", "⁵": "5", "⁶": "6", "⁷": "7", "⁸": "8", "⁹": "9", "⁻": "-", "⁺": "+" };

/** A regular-expression class of the superscript characters. */
export const SUPERSCRIPT_CLASS = "[⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺]";

/** "−18" → "⁻¹⁸"; other characters stay. */
export function toSuperscript(text: string): string {
  return [...text].map((c) => TO_SUPERSCRIPT[c] ?? c).join("");
}

/** "⁻¹⁸" → "-18"; other characters stay. */
export function fromSuperscript(text: string): string {
  return [...text].map((c) => FROM_SUPERSCRIPT[c] ?? c).join("");
}
