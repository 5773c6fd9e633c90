import type { GraphicRef } from "./document-builder.js";

/** Text width assumed when a graphic's width is given in absolute units (a two-column page, in inches). */
const TEXT_WIDTH_IN = 6.75;
const UNIT_IN: Record<string, number> = { in: 1, cm: 1 / 2.54, mm: 1 / 25.4, pt: 1 / 72.27, bp: 1 / 72, pc: 12 / 72.27, em: 10 / 72.27 };

/** Share of the line width from "width=0.3\textwidth", "0.5\linewidth", "2.2in" (null when unknown). */
export function widthFraction(spec: string): number | null {
  const rel = /([\d.]*)\s*\\(?:textwidth|linewidth|columnwidth|hsize|paperwidth)/.exec(spec);
  if (rel) {
    const f = rel[1] === "" || rel[1] === undefined ? 1 : Number.parseFloat(rel[1]);
    return Number.isFinite(f) && f > 0 ? Math.min(f, 2) : null;
  }
  const abs = /([\d.]+)\s*(in|cm|mm|pt|bp|pc|em)\b/.exec(spec);
  if (abs?.[1] && abs[2]) {
    const inches = Number.parseFloat(abs[1]) * (UNIT_IN[abs[2]] ?? 0);
    return Number.isFinite(inches) && inches > 0 ? Math.min(inches / TEXT_WIDTH_IN, 2) : null;
  }
  return null;
}

export interface FigureUnit {
  graphics: GraphicRef[];
  caption: string;
}

/**
 * Gathers one figure environment: its graphics with layout hints, its caption and subcaptions.
 * A figure-level \caption closes a figure with the graphics seen since the previous one (two
 * minipages with their own captions are two figures); a caption placed above its graphics
 * waits for them; subfigures with subcaptions and one main caption make one composite figure.
 */
export class FigureCollector {
  readonly units: FigureUnit[] = [];
  private pending: GraphicRef[] = [];
  private pendingCaption: string | null = null;
  private subCaptions: string[] = [];
  private rowBreak = false;
  /** Width of the enclosing subfigure/minipage, which decides the graphic's share of the line. */
  widthScope: number | null = null;
  inSub = false;

  addGraphic(path: string, bases: string[], width: number | null): void {
    this.pending.push({ path, bases, width: this.widthScope ?? width, rowBreak: this.rowBreak });
    this.rowBreak = false;
  }

  breakRow(): void {
    if (this.pending.length > 0) this.rowBreak = true;
  }

  caption(text: string): void {
    if (this.inSub) {
      if (text !== "") this.subCaptions.push(text);
      return;
    }
    if (this.pending.length > 0) {
      this.units.push({ graphics: this.pending, caption: text || this.subCaptions.join(" ") });
      this.pending = [];
      this.subCaptions = [];
      this.rowBreak = false;
    } else this.pendingCaption = text;
  }

  finish(): FigureUnit[] {
    if (this.pending.length > 0) {
      const caption = this.pendingCaption ?? this.subCaptions.join(" ");
      const last = this.units[this.units.length - 1];
      if (this.pendingCaption === null && last && this.subCaptions.length === 0) last.graphics.push(...this.pending);
      else this.units.push({ graphics: this.pending, caption });
      this.pending = [];
    }
    return this.units;
  }
}
