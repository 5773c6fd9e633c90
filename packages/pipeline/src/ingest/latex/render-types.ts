import type { AcronymTable } from "./acronyms.js";
import type { CitationIndex } from "./citations.js";
import type { DocumentBuilder } from "./document-builder.js";
import type { LabelTarget } from "./labels.js";
import type { MathSpans } from "./math-spans.js";
import type { LNode } from "./tree.js";
import type { Warnings } from "./warnings.js";

export type RenderMode = "body" | "block" | "inline" | "author";

/** Separators the author mode emits, parsed by authors.ts. */
export const AUTHOR_BLOCK = "\u0004";
export const AUTHOR_LINE = "\n";

export interface RenderDeps {
  doc: DocumentBuilder;
  labels: Map<string, LabelTarget>;
  citations: CitationIndex;
  acronyms: AcronymTable;
  warnings: Warnings;
  /** Theorem-like environments declared with \newtheorem → their printed title. */
  theorems: Map<string, string>;
  /** Folder of the main file and \graphicspath entries, relative to the project root. */
  mainDir: string;
  graphicsPaths: string[];
  /** True when the document uses \chapter (sections then sit one level lower). */
  chapters: boolean;
  /** Parsed .bbl for \bibliography, when one exists. */
  loadBibliography: () => LNode[] | null;
  /** Inline formulas of the prose, said in words once the whole paper is read. */
  maths: MathSpans;
}

/** What the citation, reference and unit writers need from the renderer's output. */
export interface ProseSink {
  readonly mode: RenderMode;
  emit(s: string): void;
  /** The last characters written, to judge what a \ref or \cite follows. */
  tail(n: number): string;
  /** Removes trailing whitespace (a removed citation takes its space with it). */
  trimEnd(): void;
  /** Removes the last `n` characters written. */
  trimChars(n: number): void;
  /** Renders nodes to a string in the given mode. */
  capture(nodes: readonly LNode[], mode: RenderMode): string;
}
