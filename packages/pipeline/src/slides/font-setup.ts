import type { TexEngine } from "./engine-choice.js";
import type { WritingSystemFont } from "./writing-systems.js";

/**
 * Fonts per engine. pdflatex: Helvetica (URW clone) in T1. LuaLaTeX: babel with Noto Sans for
 * Latin and one Noto font per script used, switched by character (onchar), so Latin words in a
 * Hindi or Chinese deck keep a Latin font (a Devanagari-only font would draw them as boxes).
 */
export function fontPreamble(engine: TexEngine, scripts: readonly WritingSystemFont[]): string {
  if (engine === "pdflatex") {
    return ["\\usepackage[T1]{fontenc}", "\\usepackage[utf8]{inputenc}", "\\usepackage[scaled=0.95]{helvet}", "\\usepackage[english]{babel}"].join("\n");
  }
  const lines = ["\\usepackage[english]{babel}"];
  for (const s of scripts) lines.push(`\\babelprovide[import, onchar=ids fonts]{${s.locale}}`);
  // Only sf: a Latin-only \babelfont{rm} stops onchar switching for the other scripts (measured).
  // Math and arrows (−, →, ≤) that papers put in bullets: Noto Sans lacks them, so fall back.
  lines.push(
    '\\directlua{luaotfload.add_fallback("lecfallback", {"Noto Sans Math:mode=harf;", "Noto Sans Symbols:mode=harf;", "Noto Sans Symbols2:mode=harf;"})}',
    "\\babelfont{sf}[RawFeature={fallback=lecfallback}]{Noto Sans}",
  );
  for (const s of scripts) lines.push(`\\babelfont[${s.locale}]{sf}${s.harfbuzz ? "[Renderer=HarfBuzz]" : ""}{${s.font}}`);
  return lines.join("\n");
}
