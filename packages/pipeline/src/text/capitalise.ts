/**
 * A sentence or bullet with its first letter in upper case, except when its first word is
 * written in mixed case ("dMRI", "snoRNAs", "mRNA", "iPhone"): such a word keeps its spelling
 * at the start of a sentence too ("SnoRNAs" and "DMRI" are misspellings).
 */
export function capitaliseFirst(text: string): string {
  const m = /^(\s*)(\p{Ll})(\S*)/u.exec(text);
  if (m === null) return text;
  const [, space = "", first = "", rest = ""] = m;
  if (/\p{Lu}/u.test(rest)) return text;
  return `${space}${first.toUpperCase()}${text.slice(space.length + 1)}`;
}
