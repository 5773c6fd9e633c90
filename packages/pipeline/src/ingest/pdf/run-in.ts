import type { BodyStyle } from "./body-style.js";
import { buildLine } from "./line-build.js";
import type { Fragment, TextLine } from "./pdf-types.js";

/** A heading set at the start of a paragraph line, followed on the same line by body text. */
export interface RunIn {
  /** The heading text as printed, closing punctuation other than "?" and "!" removed. */
  title: string;
  /** The rest of the line: the first line of the section's text. */
  rest: TextLine;
}

/** A gap this wide (in ems) between the lead and the text sets the lead apart like punctuation would. */
const RUN_IN_GAP_EM = 0.6;
const MAX_LEAD_WORDS = 18;
/**
 * Bold or italic paragraph leads that label a statement, a caption or front-matter field rather
 * than open a section ("Theorem 1.", "Proof.", "Keywords:", "Table 2").
 */
const NOT_A_HEADING =
  /^(?:theorem|lemma|corollary|proposition|definition|remark|example|proof|claim|conjecture|assumption|hypothesis|observation|fact|property|problem|exercise|solution|case|step|note|notes|algorithm|input|output|require|ensure|keywords?|key words|index terms|figure|fig|table|tab|equation|eq|correspondence|e-?mail)\b/i;

function letterCount(text: string): number {
  return text.replace(/[^\p{L}]/gu, "").length;
}

function isBold(f: Fragment): boolean {
  return f.boldShare >= 0.75;
}

function isItalic(f: Fragment): boolean {
  return f.italicShare >= 0.9 && !isBold(f);
}

/**
 * Splits a line that opens with a run-in heading ("What is the probability ...? We compute" with
 * the question in bold) into the heading and the rest. The lead must be set in bold (italic only
 * when it ends in punctuation: italic alone is everyday emphasis), be followed by text in the
 * body's weight, and end in punctuation or a wide gap: a bold word merely starting a sentence
 * runs on without either.
 */
export function splitRunIn(line: TextLine, body: BodyStyle): RunIn | undefined {
  if (body.bold || line.fragments.length < 2) return undefined;
  const [first] = line.fragments;
  if (!first) return undefined;
  const leadStyle = isBold(first) ? isBold : isItalic(first) ? isItalic : undefined;
  if (!leadStyle) return undefined;
  const cut = line.fragments.findIndex((f) => !leadStyle(f) && f.text.trim() !== "");
  if (cut <= 0) return undefined;
  const lead = line.fragments.slice(0, cut);
  const tail = line.fragments.slice(cut);
  // The whole tail is body text: a heading with a word in another font ("The α model") is not a run-in.
  if (tail.some((f) => isBold(f) || (leadStyle === isItalic && isItalic(f) && letterCount(f.text) > 2))) return undefined;
  if (letterCount(tail.map((f) => f.text).join(" ")) < 3) return undefined;

  const leadLine = buildLine(lead, line.column, line.colLeft, line.colRight);
  const text = leadLine.plainText.trim();
  if (letterCount(text) < 3 || text.split(/\s+/).length > MAX_LEAD_WORDS) return undefined;
  if (!/^[\p{Lu}\p{Lo}\d"“‘(]/u.test(text) || NOT_A_HEADING.test(text)) return undefined;
  if (leadLine.size < line.size - 0.5) return undefined;

  const punctuated = /[.:?!—–]$/.test(text);
  const gap = (tail[0]?.left ?? 0) - leadLine.right;
  if (!punctuated && (leadStyle === isItalic || gap < RUN_IN_GAP_EM * line.size)) return undefined;
  const title = text.replace(/[\s.:—–-]+$/u, "").trim();
  if (letterCount(title) < 3) return undefined;
  return { title, rest: buildLine(tail, line.column, line.colLeft, line.colRight) };
}
