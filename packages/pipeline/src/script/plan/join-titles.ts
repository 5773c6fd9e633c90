/** Headings in sentence case: no word after the first starts with a capital, acronyms aside ("Incomplete optimization as variational inference"). */
export function sentenceCase(title: string): boolean {
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
  const kept = statements.length > 0 ? statements : all.slice(0, 1);
  // "Results" and "Quantitative Results": a heading whose words another one holds is named by
  // that one ("Results and quantitative Results" says one thing twice).
  const words = (t: string): string[] => t.toLowerCase().match(/\p{L}+/gu) ?? [];
  const parts = kept.filter((t, i) => !kept.some((o, j) => j !== i && o.length > t.length && words(t).every((w) => words(o).includes(w))));
  if (parts.length <= 1) return parts[0] ?? "";
  if (language === "en") return joinEnglish(parts.slice(0, MAX_HEADINGS));
  const last = parts[parts.length - 1] as string;
  if (language === "zh") return `${parts.slice(0, -1).join("、")}与${last}`;
  return parts.join(", ");
}

/**
 * A title names at most this many headings: "A, B, C and D" is no title a viewer reads at a
 * glance. The first ones are kept (a merged section opens with them).
 */
const MAX_HEADINGS = 3;

function joinEnglish(parts: readonly string[]): string {
  const first = parts[0] as string;
  const tidy = sentenceCase(first) ? (t: string, i: number) => (i > 0 ? t.replace(OPENING_WORD, (w) => w.toLowerCase()) : t) : (t: string) => t;
  // "Optimizing regularization parameters, Optimizing training data …": the shared first word is said once.
  const lead = /^(\p{L}[\p{L}-]*)\s+/u.exec(first)?.[1];
  const shared = lead !== undefined && !OPENING_WORD.test(lead) && parts.every((p) => p.startsWith(`${lead} `));
  const named = parts.map((p, i) => (shared && i > 0 ? p.slice(lead.length + 1) : tidy(p, i)));
  const last = named[named.length - 1] as string;
  const head = named.slice(0, -1);
  // "Related Work, Background and Notation" rather than "... and Background and Notation".
  return / and /i.test(last) ? named.join(", ") : `${head.join(", ")} and ${last}`;
}
