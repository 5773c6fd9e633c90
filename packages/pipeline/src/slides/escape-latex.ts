/**
 * The one place where text from a paper or a user becomes LaTeX. Every character that TeX
 * could read as markup is replaced by a macro that only typesets a glyph, so no command,
 * group, parameter, comment or alignment from the input can ever become active.
 */
const SPECIALS: Readonly<Record<string, string>> = {
  "\\": "\\textbackslash{}",
  "{": "\\{",
  "}": "\\}",
  $: "\\$",
  "&": "\\&",
  "#": "\\#",
  "^": "\\textasciicircum{}",
  _: "\\_",
  "%": "\\%",
  "~": "\\textasciitilde{}",
  // Under OT1/T1 these three print as other glyphs (¡ ¿ —) when typed directly.
  "<": "\\textless{}",
  ">": "\\textgreater{}",
  "|": "\\textbar{}",
};

/** The macros escapeLatex emits; stripping exactly these must leave no backslash behind. */
export const ESCAPE_MACROS: readonly string[] = [...new Set(Object.values(SPECIALS))];

/** Pictographs, emoji modifiers, joiners' partners and variation selectors: no TeX font we use has them. */
const EMOJI = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|[\u{1F3FB}-\u{1F3FF}]|\u{FE0E}|\u{FE0F}|\u{20E3}|[\u{E0020}-\u{E007F}]/u;
/** C0/C1 controls, plus format characters that only steer rendering (ZWJ kept: Indic shaping needs it). */
const CONTROL = /[\p{Cc}\u{200B}\u{2028}\u{2029}\u{FEFF}\u{FFF9}-\u{FFFB}]/u;
const SPACE_LIKE = /[\t\n\r\v\f\u{85}\u{2028}\u{2029}]/u;

export interface CleanText {
  text: string;
  /** Characters removed because no engine of ours can typeset them (emoji). */
  dropped: string[];
}

/** Drops controls and emoji (reported), turns line breaks and tabs into spaces, normalises to NFC. */
export function cleanText(input: string): CleanText {
  const dropped: string[] = [];
  let text = "";
  for (const ch of input.normalize("NFC")) {
    if (SPACE_LIKE.test(ch)) text += " ";
    else if (EMOJI.test(ch)) dropped.push(ch);
    else if (CONTROL.test(ch)) continue;
    else if (/\p{Cs}/u.test(ch)) continue; // a lone surrogate: not a character at all
    else text += ch;
  }
  return { text: text.replace(/ {2,}/g, " ").trim(), dropped };
}

/** Escapes one string for LaTeX text mode (after cleanText). Safe for both pdflatex and LuaLaTeX. */
export function escapeLatex(input: string): string {
  let out = "";
  for (const ch of cleanText(input).text) out += SPECIALS[ch] ?? ch;
  // Ligature-forming runs (`` '' -- ---, !` ?`) would print as other characters: break them.
  return out.replace(/([`'\-!?,])(?=[`'\-,])/g, "$1{}");
}
