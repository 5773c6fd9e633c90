import { accepted, rejected, type Checked } from "../http/checked.js";

/**
 * Markup a model sometimes leaves in text meant to be read aloud. These are rejected rather than
 * repaired: a TeX command or a formula cannot be turned into words reliably, so the answer is
 * asked for again.
 */
const MARKUP: [what: string, re: RegExp][] = [
  ["a LaTeX command", /\\[A-Za-z@]+/],
  ["a backslash", /\\/],
  ["a dollar sign", /\$/],
  ["braces", /[{}]/],
  ["a caret", /\^/],
  ["an HTML tag", /<\/?[A-Za-z][^>]*>/],
];

/** Markdown emphasis, heading lines (labels, not narration) and numeric citations: noise when spoken. */
function stripLightMarkup(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/gs, "$1")
    .replace(/__(.+?)__/gs, "$1")
    .replace(/(^|\s)\*(\S[^*]*?)\*(?=[\s.,;:!?]|$)/g, "$1$2")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/^\s{0,3}#{1,6}\s.*$/gm, "")
    .replace(/\s*\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]/g, "");
}

/** Paragraph breaks are kept (they pace the narration); other runs of whitespace become a space. */
function normaliseWhitespace(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter((p) => p.length > 0)
    .join("\n\n");
}

/** Cleans text that will be spoken or shown on a slide; rejects it when markup would remain. */
export function checkSpokenText(raw: string): Checked<string> {
  const text = normaliseWhitespace(stripLightMarkup(raw));
  if (!/[\p{L}\p{N}]/u.test(text)) return rejected("it is empty");
  for (const [what, re] of MARKUP) {
    if (re.test(text)) return rejected(`it contains ${what}`);
  }
  return accepted(text);
}

