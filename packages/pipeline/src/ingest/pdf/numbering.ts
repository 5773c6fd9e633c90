/** How a heading is numbered: "2.3 Title", "IV. TITLE", "B. Title", "Appendix A: Title". */
export interface Numbering {
  kind: "arabic" | "roman" | "letter" | "appendix";
  /** 1 for "2", 2 for "2.3" or "A.1", ... */
  depth: number;
  label: string;
  /** The heading text after the number, trailing punctuation removed. */
  rest: string;
}

const APPENDIX = /^(?:appendix|annex|appendices)\s+([A-Z]|\d{1,2}|[IVX]{1,4})(?:\.(\d{1,2}))?\s*(?:[.:—–-]\s*|\s+|$)(.*)$/i;
const ARABIC = /^(\d{1,2}(?:\.\d{1,2}){0,3})\.?\s+(\S.*)$/;
const ROMAN = /^([IVXL]{1,6})\.\s+(\S.*)$/;
const LETTER = /^([A-Z])((?:\.\d{1,2}){0,2})\.?\s+(\S.*)$/;

function tidy(rest: string): string {
  return rest.replace(/[\s.:]+$/, "").trim();
}

export function parseNumbering(text: string): Numbering | undefined {
  const t = text.trim();
  let m = APPENDIX.exec(t);
  if (m) return { kind: "appendix", depth: m[2] ? 2 : 1, label: m[1] ?? "", rest: tidy(m[3] ?? "") };
  m = ARABIC.exec(t);
  if (m) {
    const label = m[1] ?? "";
    // "0" and years are not section numbers.
    if (!/^0(\.|$)/.test(label)) return { kind: "arabic", depth: label.split(".").length, label, rest: tidy(m[2] ?? "") };
  }
  m = ROMAN.exec(t);
  if (m) return { kind: "roman", depth: 1, label: m[1] ?? "", rest: tidy(m[2] ?? "") };
  m = LETTER.exec(t);
  // "A new method ..." is a sentence: a lettered heading needs a dot after the letter, or its
  // text must start with a capital letter after a lone letter ("A Analytic equations").
  if (m && (/^[A-Z]\./.test(t) || /^[A-Z]\s+[A-Z]/.test(t))) {
    const sub = (m[2] ?? "").split(".").filter(Boolean).length;
    return { kind: "letter", depth: 1 + sub, label: `${m[1] ?? ""}${m[2] ?? ""}`, rest: tidy(m[3] ?? "") };
  }
  return undefined;
}
