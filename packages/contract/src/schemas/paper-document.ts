import { z } from "zod";
import { PaperMetadata } from "./papers.js";

/**
 * paper.json: the structured paper that ingest writes into a workspace and every later stage
 * reads. Parsed with this schema whenever it is read back (a file is a boundary too).
 */

/** What a section is for: narration uses body sections and leaves the rest out. */
export const SectionKind = z.enum(["body", "appendix", "acknowledgments", "references", "back_matter"]);
export type SectionKind = z.infer<typeof SectionKind>;

/**
 * Written into section text and the abstract where the paper had a formula too long to say
 * aloud (a display equation, or inline maths of more than a handful of spoken words). Short
 * inline maths is written as words ("N sub samp", "chi squared"). A sentence holding the marker
 * is never narrated as it stands, so no narration loses a formula without a word in its place.
 */
export const MATH_PLACEHOLDER = "⟨formula⟩";

export const PaperSection = z.object({
  /** Stable slug with underscores, unique within the paper ("related_work", "introduction_2"). */
  key: z.string().min(1),
  /** Heading text as the paper gives it, without numbering ("Related Work"). */
  title: z.string(),
  /** 1 = section, 2 = subsection, 3 = subsubsection (or the PDF equivalent). */
  level: z.number().int().min(1).max(4),
  /** Readable prose directly under this heading (not its subsections'): no markup, no citations; maths as words or MATH_PLACEHOLDER. */
  text: z.string(),
  kind: SectionKind,
});
export type PaperSection = z.infer<typeof PaperSection>;

export const PaperFigure = z.object({
  /** Generated safe file name inside images/ ("fig_01.png"). */
  name: z.string(),
  caption: z.string(),
  /** Key of the section the figure appears in, when known. */
  section_key: z.string().nullable(),
});
export type PaperFigure = z.infer<typeof PaperFigure>;

/** One cell of a paper's table as printed: its text (maths as symbols) and whether it is bold. */
export const PaperTableCell = z.object({
  text: z.string(),
  /** Set in bold: how authors mark the best result in a column. */
  bold: z.boolean().optional(),
});
export type PaperTableCell = z.infer<typeof PaperTableCell>;

/**
 * A table of the paper (LaTeX sources), kept so a talk can state a result with its numbers. A
 * cell spanning several columns is repeated in each, so every row lines up with the header.
 */
export const PaperTable = z.object({
  caption: z.string(),
  /** Key of the section the table appears in, when known. */
  section_key: z.string().nullable(),
  rows: z.array(z.array(PaperTableCell)),
});
export type PaperTable = z.infer<typeof PaperTable>;

/**
 * One inline formula the text says in words: its LaTeX (the paper's macros expanded) and the
 * English words written in its place. A narration in another language finds these words and
 * has the formula said by that language's maths rules instead of translating the English.
 */
export const SpokenFormula = z.object({
  latex: z.string().min(1),
  words: z.string().min(1),
});
export type SpokenFormula = z.infer<typeof SpokenFormula>;

export const PaperDocument = z.object({
  version: z.literal(1),
  source_kind: z.enum(["latex", "pdf"]),
  metadata: PaperMetadata,
  abstract: z.string(),
  sections: z.array(PaperSection),
  figures: z.array(PaperFigure),
  /** Tables with their cells (LaTeX sources; PDF tables are not read): results a talk can quote. */
  tables: z.array(PaperTable).default([]),
  /** BCP-47-ish primary language of the text when detected ("en", "zh"). */
  language: z.string().optional(),
  /** Problems met that did not stop ingest (missing figure files, unreadable images ...). */
  warnings: z.array(z.string()).default([]),
  /** Inline formulas written as words in the text (LaTeX papers); empty for PDFs, whose maths is already text. */
  spoken_math: z.array(SpokenFormula).default([]),
});
export type PaperDocument = z.infer<typeof PaperDocument>;
