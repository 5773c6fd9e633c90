import type { PaperFigure } from "@lectern/contract";
import { figureNumber, referencedFigureNumbers } from "./figure-refs.js";

export interface FigureRef {
  name: string;
  caption: string;
}

/**
 * Figures for each planned section: those that sit in one of its paper sections, then figures
 * whose section is not narrated (a "Figure legends" section, an appendix, unknown) go to the
 * first planned section that refers to them by number. Unreferenced figures of left-out
 * sections are not planned. Each figure is planned once, in document order within a section.
 */
export function assignFigures(figures: PaperFigure[], sectionKeysPerPart: string[][], textPerPart: string[]): FigureRef[][] {
  const owner = new Map<string, number>();
  sectionKeysPerPart.forEach((keys, i) => keys.forEach((k) => owner.set(k, i)));
  const refs = textPerPart.map((t) => referencedFigureNumbers(t));
  const out: FigureRef[][] = sectionKeysPerPart.map(() => []);
  for (const f of figures) {
    let part = f.section_key !== null ? owner.get(f.section_key) : undefined;
    if (part === undefined) {
      const n = figureNumber(f);
      const at = n === null ? -1 : refs.findIndex((r) => r.has(n));
      if (at >= 0) part = at;
    }
    if (part !== undefined) out[part]?.push({ name: f.name, caption: f.caption });
  }
  return out;
}
