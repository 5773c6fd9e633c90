import { writingSystemOf } from "./writing-systems.js";

/** Average advance of a lowercase Latin letter in em for Helvetica / Noto Sans, rounded up. */
const UNIT_EM = 0.55;

/** Relative width of one character in units of an average lowercase letter (pessimistic). */
function charUnits(ch: string): number {
  const cp = ch.codePointAt(0) ?? 0;
  if (ch === " ") return 0.55;
  const script = writingSystemOf(cp);
  if (script?.id === "cjk") return 1.9;
  if (script) return 1.25;
  if (/\p{M}/u.test(ch)) return 0; // combining marks sit on their base
  if (/[mwMW@%]/.test(ch)) return 1.65;
  if (/[A-Z0-9]/.test(ch)) return 1.3;
  if (/[iljtf.,;:'!|()[\]]/.test(ch)) return 0.6;
  return 1.05;
}

export function textWidthPt(text: string, sizePt: number, bold = false): number {
  let units = 0;
  for (const ch of text) units += charUnits(ch);
  return units * UNIT_EM * sizePt * (bold ? 1.1 : 1);
}

/** Breakable pieces: words with their following space, and single CJK characters. */
function tokens(text: string): string[] {
  return text.match(/[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u{20000}-\u{2fa1f}]|[^\s\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u{20000}-\u{2fa1f}]+\s*|\s+/gu) ?? [];
}

/** Greedy line breaking as TeX would roughly do it; returns the lines (text of each). */
export function wrapLines(text: string, widthPt: number, sizePt: number, bold = false): string[] {
  const lines: string[] = [];
  let line = "";
  for (const token of tokens(text)) {
    const candidate = line + token;
    if (line !== "" && textWidthPt(candidate.trimEnd(), sizePt, bold) > widthPt) {
      lines.push(line.trimEnd());
      line = token.trimStart();
    } else {
      line = candidate;
    }
    // A single word wider than the line: TeX would overfill; we cut it by characters.
    while (textWidthPt(line.trimEnd(), sizePt, bold) > widthPt && [...line].length > 1) {
      const chars = [...line];
      let cut = chars.length - 1;
      while (cut > 1 && textWidthPt(chars.slice(0, cut).join(""), sizePt, bold) > widthPt) cut -= 1;
      lines.push(chars.slice(0, cut).join(""));
      line = chars.slice(cut).join("");
    }
  }
  if (line.trim() !== "") lines.push(line.trimEnd());
  return lines;
}

/** Shortens text to fit maxLines at the given width, ending with an ellipsis when cut. */
export function fitLines(text: string, widthPt: number, sizePt: number, maxLines: number, bold = false): string {
  const lines = wrapLines(text, widthPt, sizePt, bold);
  if (lines.length <= maxLines) return text;
  const chars = [...text].slice(0, lines.slice(0, maxLines).join("").length + maxLines);
  while (chars.length > 0 && wrapLines(`${chars.join("")}…`, widthPt, sizePt, bold).length > maxLines) chars.pop();
  return `${chars.join("").replace(/[\s,;:.-]+$/u, "")}…`;
}
