/**
 * A table cell that holds one measured value as printed: "0.58", "125 420", "-0.0514***",
 * "38.2 ± 0.3", "12.5%", "61 M/s". Significance stars and the ± spread are not part of the value.
 */
const CELL_NUMBER = /^([-−+]?(?:\d{1,3}(?:[ ,\u2009\u202f]\d{3})+|\d+)(?:\.\d+)?|[-−+]?\.\d+)\s*(%)?\s*(?:(?:±|\+\/-|\\pm)\s*\d+(?:\.\d+)?\s*%?)?\s*\**\s*(?:([A-Za-z]{1,3}(?:\/[A-Za-z]{1,3})?)\b)?\s*\**$/u;

export interface CellNumber {
  value: number;
  /** The value as a speaker says it: the printed digits with its unit, no spread or stars ("0.58", "12.5%", "61 M/s"). */
  said: string;
}

export function cellNumber(text: string): CellNumber | null {
  const m = CELL_NUMBER.exec(text.trim());
  if (!m?.[1]) return null;
  const digits = m[1].replace(/[ ,\u2009\u202f]/g, "").replace("−", "-");
  const value = Number.parseFloat(digits);
  if (!Number.isFinite(value)) return null;
  const printed = m[1].replace(/[\u2009\u202f ]/g, ",").replace("−", "-");
  // "2.11x" is said "2.11 times".
  const unit = m[3] === "x" || m[3] === "X" ? "times" : m[3];
  const said = `${printed}${m[2] ?? ""}${unit ? ` ${unit}` : ""}`;
  return { value, said };
}
