/** Names a merged narration section after all its headings, in the paper's language. */
export function joinTitles(titles: string[], language: string): string {
  // A question heading ("What is the probability …?") is a heading of its own: glued to another
  // it reads as one garbled title, so a merged section is named by its other headings.
  const all = titles.map((t) => t.trim()).filter(Boolean);
  const statements = all.filter((t) => !/[?？]$/u.test(t));
  const parts = statements.length > 0 ? statements : all.slice(0, 1);
  if (parts.length <= 1) return parts[0] ?? "";
  const last = parts[parts.length - 1] as string;
  const head = parts.slice(0, -1);
  if (language === "zh") return `${head.join("、")}与${last}`;
  // "Related Work, Background and Notation" rather than "... and Background and Notation".
  if (language === "en") return / and /i.test(last) ? parts.join(", ") : `${head.join(", ")} and ${last}`;
  return parts.join(", ");
}
