/**
 * Markup that must never reach narration: TeX commands, braces, math dollars, citation keys and
 * numeric citation brackets. Returns the offending snippets (empty when the text is clean).
 */
const RESIDUE: [label: string, re: RegExp][] = [
  ["command", /\\[A-Za-z@]+/g],
  ["brace", /[{}]/g],
  ["dollar", /\$/g],
  ["cite", /\bcite[pt]?\{|\[@?[A-Za-z]+[0-9]{2,4}[a-z]?\]/g],
  ["citation brackets", /\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]/g],
];

export function findMarkupResidue(text: string): string[] {
  const found: string[] = [];
  for (const [label, re] of RESIDUE) {
    for (const m of text.matchAll(re)) {
      const at = m.index ?? 0;
      found.push(`${label}: …${text.slice(Math.max(0, at - 20), at + 20)}…`);
      if (found.length > 20) return found;
    }
  }
  return found;
}
