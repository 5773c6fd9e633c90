/** Writing systems that need LuaLaTeX with a Noto font of their own (babel locale + font). */
export interface WritingSystemFont {
  id: string;
  /** babel locale whose ids (script) drive automatic font switching with onchar. */
  locale: string;
  font: string;
  /** Complex shaping (conjuncts, vowel signs) needs HarfBuzz in LuaTeX. */
  harfbuzz: boolean;
  ranges: readonly (readonly [number, number])[];
}

export const WRITING_SYSTEM_FONTS: readonly WritingSystemFont[] = [
  { id: "devanagari", locale: "hindi", font: "Noto Sans Devanagari", harfbuzz: true, ranges: [[0x0900, 0x097f], [0xa8e0, 0xa8ff]] },
  { id: "bengali", locale: "bengali", font: "Noto Sans Bengali", harfbuzz: true, ranges: [[0x0980, 0x09ff]] },
  { id: "gurmukhi", locale: "punjabi", font: "Noto Sans Gurmukhi", harfbuzz: true, ranges: [[0x0a00, 0x0a7f]] },
  { id: "gujarati", locale: "gujarati", font: "Noto Sans Gujarati", harfbuzz: true, ranges: [[0x0a80, 0x0aff]] },
  { id: "odia", locale: "odia", font: "Noto Sans Oriya", harfbuzz: true, ranges: [[0x0b00, 0x0b7f]] },
  { id: "tamil", locale: "tamil", font: "Noto Sans Tamil", harfbuzz: true, ranges: [[0x0b80, 0x0bff]] },
  { id: "telugu", locale: "telugu", font: "Noto Sans Telugu", harfbuzz: true, ranges: [[0x0c00, 0x0c7f]] },
  { id: "kannada", locale: "kannada", font: "Noto Sans Kannada", harfbuzz: true, ranges: [[0x0c80, 0x0cff]] },
  { id: "malayalam", locale: "malayalam", font: "Noto Sans Malayalam", harfbuzz: true, ranges: [[0x0d00, 0x0d7f]] },
  {
    id: "cjk",
    locale: "chinese",
    font: "Noto Sans CJK SC",
    harfbuzz: false,
    ranges: [
      [0x2e80, 0x2fdf],
      [0x3000, 0x303f],
      [0x3040, 0x30ff],
      [0x3100, 0x312f],
      [0x3400, 0x4dbf],
      [0x4e00, 0x9fff],
      [0xac00, 0xd7af],
      [0xf900, 0xfaff],
      [0xfe30, 0xfe4f],
      [0xff00, 0xffef],
      [0x20000, 0x2fa1f],
    ],
  },
];

export function writingSystemOf(cp: number): WritingSystemFont | undefined {
  return WRITING_SYSTEM_FONTS.find((s) => s.ranges.some(([lo, hi]) => cp >= lo && cp <= hi));
}

/** The non-Latin scripts used anywhere in the texts, in table order. */
export function writingSystemsUsed(texts: readonly string[]): WritingSystemFont[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const ch of text) {
      const s = writingSystemOf(ch.codePointAt(0) ?? 0);
      if (s) found.add(s.id);
    }
  }
  return WRITING_SYSTEM_FONTS.filter((s) => found.has(s.id));
}
