import { AUTHOR_BLOCK, AUTHOR_LINE } from "./render-types.js";

const INSTITUTION =
  /\b(universit|institut|department|dept\.?|school|college|laborator|labs?\b|centre|center|inc\.?$|ltd|gmbh|corporation|corp\.|hospital|academy|faculty|research|foundation|consortium of|google|microsoft|facebook|meta ai|deepmind|openai|nvidia|amazon|ibm|intel|street|road|avenue|usa$|germany$|china$|france$|japan$|\d{5})/i;
const SUFFIX = /^(jr\.?|sr\.?|ii|iii|iv|ph\.?d\.?|m\.?d\.?|m\.?sc\.?|b\.?sc\.?)$/i;

/** One candidate name cleaned of marks and stray punctuation, or null when it is not a person's name. */
const ANONYMOUS = /\b(?:paper|submission)\s*(?:#|no\.|number|id)?\s*\d+|\banonymous\b/i;

/** A template's stand-in for a name, left in a review draft: "First1 Last1", "Firstname Lastname", "Author Name". */
const PLACEHOLDER = /^(?:first(?:\s*name)?\s*\d*\s+(?:\p{Lu}\.\s+)?last(?:\s*name)?\s*\d*|author\s*(?:name|\d+)|name\s+surname)$/iu;

function cleanName(raw: string): string | null {
  const name = raw
    .replace(/[*†‡§¶#^∗⋆✉♯♭⊥]+/g, " ")
    .replace(/\(\s*\)|\[\s*\]/g, " ")
    .replace(/(^|\s)\d+(?=\s|$)/g, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:.\-–]+|[\s,;:\-–]+$/g, "")
    .replace(/^and\s+/i, "")
    .trim();
  if (name === "" || !/\p{L}/u.test(name) || name.length > 80) return null;
  if (/@|https?:|www\./i.test(name) || INSTITUTION.test(name)) return null;
  if (name.split(/\s+/).length > 7 || SUFFIX.test(name) || PLACEHOLDER.test(name)) return null;
  return name;
}

/**
 * Author names from rendered author blocks. Blocks are separated by \and (or an
 * \IEEEauthorblockN); within a block the first line holds the names and following lines hold
 * affiliations and e-mails, unless a line ends with a comma or "and" (the names go on).
 */
export function parseAuthors(rendered: string): string[] {
  // An anonymised submission ("Paper #722, 12 pages body", "Anonymous Authors") names no one.
  if (ANONYMOUS.test(rendered)) return [];
  const names: string[] = [];
  for (const block of rendered.split(AUTHOR_BLOCK)) {
    const lines = block
      .split(AUTHOR_LINE)
      .map((l) => l.replace(/\s+/g, " ").trim())
      .filter((l) => l !== "" && !/^[\s,.;*†‡]*$/.test(l));
    if (lines.length === 0) continue;
    let text = lines[0] as string;
    for (let k = 1; k < lines.length && /(,|\band)$/i.test(text.trim()); k += 1) text += ` ${lines[k] as string}`;
    for (const part of text.split(/,|;|\band\b|&|\s·\s/i)) {
      const name = cleanName(part);
      if (name !== null && !names.includes(name)) names.push(name);
    }
  }
  return names;
}
