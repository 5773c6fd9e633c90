/**
 * Figure numbers: from a caption that states one ("Figure 3: ...", "Fig. 3.", "图 3"), otherwise
 * from the generated file name (ingest names figures fig_01, fig_02 ... in document order).
 */
const CAPTION_NUMBER = /^\s*(?:figure|fig\.?|图)\s*(\d{1,3})\b/iu;
const NAME_NUMBER = /(\d{1,3})(?=\D*$)/;

export function figureNumber(figure: { name: string; caption: string }): number | null {
  const fromCaption = CAPTION_NUMBER.exec(figure.caption);
  if (fromCaption?.[1]) return Number(fromCaption[1]);
  const fromName = NAME_NUMBER.exec(figure.name);
  return fromName?.[1] ? Number(fromName[1]) : null;
}

/** "Figure 2", "Fig. 4a", "Figs. 5–7", "Figures 2 and 3", "图 2"; not supplementary "Figure S2". */
const REFERENCE =
  /\b(?:Figures?|Figs?\.?)\s*(\d{1,3})[a-z]?(?:\s*(?:([-–—]|to)|and|,|&)\s*(?:Figures?\s*|Figs?\.?\s*)?(\d{1,3})(?![\d.]\d)[a-z]?)?|图\s*(\d{1,3})/gu;

/** How often each figure number is referred to in the text; ranges count every number in them. */
export function referencedFigureNumbers(text: string): Map<number, number> {
  const counts = new Map<number, number>();
  const add = (n: number) => counts.set(n, (counts.get(n) ?? 0) + 1);
  for (const m of text.matchAll(REFERENCE)) {
    const first = Number(m[1] ?? m[4]);
    if (!Number.isFinite(first) || first === 0) continue;
    add(first);
    if (!m[3]) continue;
    const second = Number(m[3]);
    if (m[2] && second > first && second - first <= 10) for (let n = first + 1; n <= second; n += 1) add(n);
    else if (second !== first) add(second);
  }
  return counts;
}
