/** Headings in sentence case: no word after the first starts with a capital, acronyms aside ("Incomplete optimization as variational inference"). */
function sentenceCase(title: string): boolean {
  return title.split(/\s+/).slice(1).every((w) => !/^\p{Lu}\p{Ll}/u.test(w));
}

/** Closed-class words that open a heading: lower-cased after "and" in a sentence-case title ("… and the entropy of SGD"). */
const OPENING_WORD = /^(?:The|A|An|On|Of|In|For|With|To|From|Our|Its|Their|Towards?|Beyond|Why|How|What|When|Some)\b/;

/** Names a merged narration section after all its headings, in the paper's language. */
export function joinTitles(titles: string[], language: string): string {
  // A question heading ("What is the probability …?") is a heading of its own: glued to another
  // it reads as one garbled title, so a merged section is named by its other headings.
  const all = titles.map((t) => t.trim()).filter(Boolean);
  const statements = all.filter((t) => !/[?？]$/u.test(t));
  const parts = statements.length > 0 ? statements : all.slice(0, 1);
  if (parts.length <= 1) return parts[0] ?? "";
  const first = parts[0] as string;
  const tidy = language === "en" && sentenceCase(first) ? (t: string, i: number) => (i > 0 ? t.replace(OPENING_WORD, (w) => w.toLowerCase()) : t) : (t: string) => t;
  const named = parts.map(tidy);
  const last = named[named.length - 1] as string;
  const head = named.slice(0, -1);
  if (language === "zh") return `${head.join("、")}与${last}`;
  // "Related Work, Background and Notation" rather than "... and Background and Notation".
  if (language === "en") return / and /i.test(last) ? named.join(", ") : `${head.join(", ")} and ${last}`;
  return named.join(", ");
}
