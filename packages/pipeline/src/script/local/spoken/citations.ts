/**
 * Author-year citations read as speech: "Song et al. (2018) use" → "Song and colleagues use",
 * "Ries et al. 2021 recently showed" → "Ries and colleagues recently showed", "Hubbell (2001)" →
 * "Hubbell". Whatever "et al." is left (no name before it) makes the sentence unusable.
 */
const PARTICLE = "(?:(?:de|van|von|der|den|di|da|del|la|le|du|dos|ten|ter)\\s+)*";
const NAME = `${PARTICLE}\\p{Lu}[\\p{L}'’\\-]+`;
const YEAR = "(?:1[89]|20)\\d{2}[a-z]?";
const ET_AL = new RegExp(`\\b(${NAME})\\s+et\\s+al\\.?(['’]s\\b)?(?:,?\\s*\\(?${YEAR}(?:,\\s*${YEAR})*\\)?)?`, "gu");
const NAME_YEAR = new RegExp(`\\b(${NAME}(?:\\s*(?:&|and)\\s*${NAME})?)\\s*\\(${YEAR}(?:,\\s*${YEAR})*\\)`, "gu");

export function speakCitations(text: string): string {
  return text
    .replace(ET_AL, (m: string, name: string, possessive: string | undefined, at: number, whole: string) => {
      const after = whole.slice(at + m.length);
      // "… by Smith et al." at the end of a sentence: the point is the sentence's own full stop too.
      const ends = m.endsWith(".") && /^[\s"'’”)\]]*$/u.test(after);
      // "Song et al. was generalized" names a paper: "the work of Song and colleagues was generalized".
      const work = possessive === undefined && /^\s+(?:was|is|has|does)\b/u.test(after) ? (at === 0 ? "The work of " : "the work of ") : "";
      return `${work}${name} and colleagues${possessive ? "’" : ""}${ends ? "." : ""}`;
    })
    .replace(NAME_YEAR, (_m, names: string) => names.replace(/\s*&\s*/g, " and "))
    // Two works of one first author ("Bryan et al. 2016, 2019" set as two citations) are one name heard.
    .replace(REPEATED_NAME, "$1");
}

/** "Bryan and colleagues and Bryan and colleagues": the same name said again straight after itself. */
const REPEATED_NAME = new RegExp(`\\b(${NAME} and colleagues)(?:\\s*(?:,|;|,?\\s+and)\\s+\\1(?![\\p{L}’]))+`, "gu");

/**
 * What removed citations leave behind: "as described in.", "As in, we", "analogous to.",
 * "such as and", "from Ref.", Chinese "诸如和等模型". Sentences with these are not read.
 */
const DEBRIS: RegExp[] = [
  /\bet\s+al\b/i,
  /\b(?:described|proposed|introduced|reported|presented|shown|used|defined|given|implemented|discussed|reviewed|found|studied|detailed|developed|outlined|demonstrated|adopted|followed|suggested|observed|documented|explored) (?:in|by)\s*[,.;:)]/i,
  /\b(?:as in|see|following|analogous to|similar to|according to|compared to|proposed by|introduced by|reviewed by|based on|reported by|in line with)\s*[,.;:)]/i,
  /\b(?:such as|including|e\.g\.|for example|like|of|by|and|or|the|with|from|in|to|for)(?:\s+(?:(?:and|or)\b|[,.;)])|\))/i,
  // "one step away from each other (for example, and) are adjacent": the examples were formulas.
  /\b(?:such as|including|e\.g\.|for example|for instance|like),\s*(?:and|or)\b|\b(?:for example|for instance),?\s*[–—)]/i,
  /\b(?:as|than)\s*[.;:)]/i,
  // "computed the weights with, and …": an equation reference removed from after its preposition.
  /\b(?:with|from|of|by|to|using|via)\s*[,;]/i,
  // "… from the observer via was validated": what the preposition named was removed before the verb.
  /\b(?:via|using|with|from|by)\s+(?:is|was|are|were|has|have|had|can|could)\b/i,
  /^(?:For|In|As|From|Following|Like|Unlike|With|By|To|Of|Than|Via|See|And|Or)\s*,/,
  /\b(?:is|are|was|were|by|of|to|from|in|and|as)(?:\s+[-–—]\s|;\s)/,
  /(?<!\bthat )\b(?:is|are|was|were),\s/i,
  /\b(?:in|of|by|from|to|with)\s*:/i,
  // "See for a discussion on …": the reference between "See" and "for" was removed.
  /^See (?:also )?(?:for|on|about)\b/,
  // "… with further development in.": the citation the preposition introduced was removed (after a
  // noun; "the quantity we are interested in." is whole).
  /\b\p{L}+(?:ment|tion|sion|ance|ence|ity|ies|work|works|study|paper|papers)\s+(?:in|by|of|from)\s*[.!?]["'’”)]*\s*$/iu,
  /\b(?:the|an?|and|or|than)\s*[.!?]["'’”)]*\s*$/i,
  /\bRefs?\.(?!\w)/,
  /\b(?:Ref|Refs|ref)\b/,
  /诸如和|诸如等|例如和|例如等|如和等|和等[模方]/u,
  /[，、]\s*[，、。]/u,
];

export function hasCitationDebris(text: string): boolean {
  return DEBRIS.some((re) => re.test(text));
}
