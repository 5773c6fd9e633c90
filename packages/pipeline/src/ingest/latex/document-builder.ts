import type { PaperSection, SectionKind } from "@lectern/contract";
import { sectionKey } from "../section-key.js";
import { cleanProse } from "./prose.js";
import { kindFromTitle } from "./section-kind.js";
import type { TableDraft } from "./table-reader.js";

/** One \includegraphics inside a figure, with what is known about its place in the layout. */
export interface GraphicRef {
  path: string;
  /** Folders to resolve `path` against, most likely first (import dir, main dir, graphicspath...). */
  bases: string[];
  /** Share of the line width, when the source says (width=0.3\textwidth, subfigure widths). */
  width: number | null;
  /** Starts a new row of the composite (after \\, \par, a tabular row end). */
  rowBreak: boolean;
}

export interface FigureDraft {
  graphics: GraphicRef[];
  caption: string;
  sectionKey: string | null;
}

interface SectionDraft {
  key: string;
  title: string;
  level: number;
  kind: SectionKind;
  parts: string[];
}

/**
 * Collects the paper's structure while the renderer walks the body: headings open sections
 * (keys made unique as they appear), text goes to the open section, figures remember where
 * they were. Kinds come from the heading text first, then from the \appendix boundary.
 */
export class DocumentBuilder {
  private readonly drafts: SectionDraft[] = [];
  private readonly used = new Set<string>();
  private readonly lead: string[] = [];
  private appendix = false;
  readonly figures: FigureDraft[] = [];
  readonly tables: (TableDraft & { sectionKey: string | null })[] = [];

  /** Where text goes now. */
  sink(): string[] {
    return this.drafts[this.drafts.length - 1]?.parts ?? this.lead;
  }

  currentKey(): string | null {
    return this.drafts[this.drafts.length - 1]?.key ?? null;
  }

  currentKind(): SectionKind | null {
    return this.drafts[this.drafts.length - 1]?.kind ?? null;
  }

  markAppendix(): void {
    this.appendix = true;
  }

  startSection(level: number, title: string, forced?: SectionKind): void {
    const own = forced ?? kindFromTitle(title);
    if (level <= 1 && own === "appendix") this.appendix = true;
    let kind: SectionKind = own ?? (this.appendix ? "appendix" : "body");
    if (own === null && level > 1) {
      // A subsection belongs to what its section is for (a subsection of the appendix is appendix).
      for (let k = this.drafts.length - 1; k >= 0; k -= 1) {
        const d = this.drafts[k] as SectionDraft;
        if (d.level < level) {
          if (d.kind !== "body") kind = d.kind;
          break;
        }
      }
    }
    this.drafts.push({ key: sectionKey(title, this.used), title, level: Math.max(1, Math.min(4, level)), kind, parts: [] });
  }

  /**
   * Sections with clean text; text before the first heading becomes an opening section, unless it
   * is a preprint's note on how to cite it (a BibTeX entry is not part of the paper's story).
   */
  finish(): PaperSection[] {
    const sections: PaperSection[] = [];
    const lead = cleanProse(this.lead.join(""));
    if (!CITATION_NOTE.test(lead) && (lead.length >= 200 || (lead !== "" && this.drafts.length === 0))) {
      const hasIntro = this.drafts.some((d) => /^introduction$/i.test(d.title.trim()));
      const title = this.drafts.length > 0 && !hasIntro ? "Introduction" : "Overview";
      const taken = new Set(this.drafts.map((d) => d.key));
      const key = sectionKey(title, taken);
      sections.push({ key, title, level: 1, text: lead, kind: "body" });
      for (const f of this.figures) if (f.sectionKey === null) f.sectionKey = key;
      for (const t of this.tables) if (t.sectionKey === null) t.sectionKey = key;
    }
    for (const d of this.drafts) {
      sections.push({ key: d.key, title: d.title, level: d.level, text: cleanProse(d.parts.join("")), kind: d.kind });
    }
    return sections;
  }
}

/** "To cite this work, please use the following bibtex entry: …" above a preprint's first section. */
const CITATION_NOTE = /\b(?:to cite (?:this|our)|please cite|cite (?:this|our) (?:work|paper|article))\b|\bbib ?tex\b/i;
