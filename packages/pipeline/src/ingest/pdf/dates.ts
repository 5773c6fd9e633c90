const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH = String.raw`(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;

const DAY_MONTH_YEAR = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+${MONTH},?\s+((?:19|20)\d{2})\b`, "gi");
const MONTH_DAY_YEAR = new RegExp(String.raw`\b${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+((?:19|20)\d{2})\b`, "gi");
const ISO = /\b((?:19|20)\d{2})-(\d{2})-(\d{2})\b/g;
const MONTH_YEAR = new RegExp(String.raw`\b${MONTH},?\s+((?:19|20)\d{2})\b`, "gi");

/** How much a label before a date says it is the paper's date. */
function labelScore(before: string): number {
  const b = before.toLowerCase();
  if (/(published|posted|online|version|issued)[^.;]{0,20}$/.test(b)) return 3;
  if (/(date|dated)[^.;]{0,8}$/.test(b)) return 2;
  if (/(accepted|revised)[^.;]{0,12}$/.test(b)) return 1;
  if (/(received|submitted)[^.;]{0,12}$/.test(b)) return 0.5;
  return 1.5;
}

function iso(year: string, month: number, day: string): string | undefined {
  const d = Number(day);
  if (month < 1 || month > 12 || d < 1 || d > 31) return undefined;
  return `${year}-${String(month).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

function monthIndex(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

interface Found {
  value: string;
  at: number;
  score: number;
}

/**
 * The paper's date from its first page: a full date becomes YYYY-MM-DD, a month and year is kept
 * as printed. A date labelled "published" or "posted" wins over "received"; otherwise the first.
 */
export function findDate(text: string): string {
  const found: Found[] = [];
  const add = (value: string | undefined, at: number, full: boolean) => {
    if (value) found.push({ value, at, score: labelScore(text.slice(Math.max(0, at - 40), at)) + (full ? 0.25 : 0) });
  };
  for (const m of text.matchAll(DAY_MONTH_YEAR)) add(iso(m[3] ?? "", monthIndex(m[2] ?? ""), m[1] ?? ""), m.index ?? 0, true);
  for (const m of text.matchAll(MONTH_DAY_YEAR)) add(iso(m[3] ?? "", monthIndex(m[1] ?? ""), m[2] ?? ""), m.index ?? 0, true);
  for (const m of text.matchAll(ISO)) add(iso(m[1] ?? "", Number(m[2]), m[3] ?? ""), m.index ?? 0, true);
  for (const m of text.matchAll(MONTH_YEAR)) {
    const at = m.index ?? 0;
    // Skip the month-year tail of a full date already found.
    if (found.some((f) => f.at <= at && at < f.at + 20)) continue;
    add(m[0].replace(/\s+/g, " ").replace(/\.,?/, "").trim(), at, false);
  }
  found.sort((a, b) => b.score - a.score || a.at - b.at);
  return found[0]?.value ?? "";
}
