/** Names a merged narration section after all its headings, in the paper's language. */
export function joinTitles(titles: string[], language: string): string {
  const parts = titles.map((t) => t.trim()).filter(Boolean);
  if (parts.length <= 1) return parts[0] ?? "";
  const last = parts[parts.length - 1] as string;
  const head = parts.slice(0, -1);
  if (language === "zh") return `${head.join("、")}与${last}`;
  // "Related Work, Background and Notation" rather than "... and Background and Notation".
  if (language === "en") return / and /i.test(last) ? parts.join(", ") : `${head.join(", ")} and ${last}`;
  return parts.join(", ");
}
