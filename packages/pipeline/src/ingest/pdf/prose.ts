/**
 * Makes extracted text fit for narration: numeric citation brackets ("[12]", "[3, 4]", "[1]–[3]",
 * unresolved "[?]") go, as do characters that are markup residue in a PDF's text layer
 * ("$", braces, backslashes) and the gaps they leave behind.
 */

/** One numeric (or unresolved "?") citation group: [12], [3, 4], [5-7], [?, ?], [12a]. */
const CITE_GROUP = String.raw`\[\s*(?:\d{1,4}[a-z]?|\?)(?:\s*[,;–—-]\s*(?:\d{1,4}[a-z]?|\?))*\s*\]`;
const CITATIONS = new RegExp(String.raw`\s*${CITE_GROUP}(?:\s*[,–—-]\s*${CITE_GROUP})*`, "g");
/** Citation keys that survived as text: [Smith2019], [@doe20]. */
const CITE_KEYS = /\s*\[@?[A-Za-z]+[0-9]{2,4}[a-z]?(?:\s*[,;]\s*@?[A-Za-z]+[0-9]{2,4}[a-z]?)*\]/g;

export function removeCitations(text: string): string {
  return text.replace(CITATIONS, "").replace(CITE_KEYS, "");
}

export function cleanProse(text: string): string {
  // Markup first (TeX commands that leaked into the text layer, lone markup characters), so
  // that "[{2}]" cannot turn into a citation bracket after the citations are gone.
  const unmarked = withTexGlyphs(text).replace(/\\[A-Za-z@]+\*?/g, " ").replace(/[{}$\\]/g, " ");
  return (
    removeCitations(unmarked)
      .replace(/[ \t]+/g, " ")
      // Gaps left where a citation stood: "cancer [3] render" → "cancer render", "trials [2]." → "trials."
      .replace(/ +([,.;:!?)\]])/g, "$1")
      .replace(/\( *\)/g, "")
      .replace(/\(\s*,\s*/g, "(")
      .replace(/ *\n */g, "\n")
      .replace(/ {2,}/g, " ")
      .trim()
  );
}

/**
 * Glyphs that TeX's Computer Modern fonts carry without a Unicode name, which the text layer then
 * reports as unrelated symbols: the "ff" ligature as "↵" ("di↵erent", "a↵ect"), the maths asterisk
 * as "⇤" ("t⇤"). Between letters they can be nothing else.
 */
function withTexGlyphs(text: string): string {
  // A glyph run of its own reaches here as "α" (glyphs.ts reads a lone "↵" as maths alpha): inside a
  // Latin word it is the ligature.
  return text
    .replace(/(?<=\p{L})↵(?=\p{L})/gu, "ff")
    .replace(/(?<=\p{Script=Latin})α(?=\p{Script=Latin})/gu, "ff")
    .replace(/(?<=[\p{L}\d])⇤/gu, "*");
}
