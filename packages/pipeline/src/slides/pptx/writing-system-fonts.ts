import { writingSystemOf } from "../writing-systems.js";
import { LATIN_FONT } from "./pptx-style.js";

/**
 * The three typefaces of an Office text run: PowerPoint and LibreOffice draw each character with
 * the one for its kind (Latin, East Asian, complex script such as Devanagari or Tamil). One run of
 * mixed text ("LLM मॉडल", "Transformer 模型") therefore shows every word in a font that has it.
 */
export interface ScriptFonts {
  latin: string;
  ea: string;
  cs: string;
}

/** The Noto fonts the LuaLaTeX deck uses for the scripts in `text`; Latin text keeps the common font. */
export function scriptFonts(text: string): ScriptFonts {
  const fonts: ScriptFonts = { latin: LATIN_FONT, ea: LATIN_FONT, cs: LATIN_FONT };
  for (const ch of text) {
    const script = writingSystemOf(ch.codePointAt(0) ?? 0);
    if (!script) continue;
    if (script.id === "cjk") fonts.ea = script.font;
    // A paragraph in two Indic scripts is not something the decks make; the first one wins.
    else if (fonts.cs === LATIN_FONT) fonts.cs = script.font;
  }
  return fonts;
}

const SEPARATOR = "|";

/**
 * pptxgenjs writes one face into all three slots; the three are passed through it as one name
 * and split again when the file is finished (finish-pptx.ts). Font names never contain "|".
 */
export function fontToken(fonts: ScriptFonts): string {
  return fonts.latin === fonts.ea && fonts.ea === fonts.cs ? fonts.latin : [fonts.latin, fonts.ea, fonts.cs].join(SEPARATOR);
}

/** A run's font slots as pptxgenjs writes them for a token, and the same slots with the token split. */
const WRITTEN = /<a:latin typeface="([^"|]*)\|([^"|]*)\|([^"|]*)"([^>]*)\/><a:ea typeface="[^"]*"([^>]*)\/><a:cs typeface="[^"]*"([^>]*)\/>/g;

export function splitFontTokens(xml: string): string {
  return xml.replace(WRITTEN, '<a:latin typeface="$1"$4/><a:ea typeface="$2"$5/><a:cs typeface="$3"$6/>');
}
