import type { FallbackSection, PaperMetadata, ScriptWriter, TalkLength } from "@lectern/contract";

/** One narration section of the talk, planned from one or more of the paper's sections. */
export interface PlannedSection {
  /** Stable slug with underscores ("introduction", "method_and_results"); "opening" for the first. */
  key: string;
  /** Spoken title ("Introduction"). */
  title: string;
  /** Keys of the paper sections (paper.json) this narration covers, in order. */
  sourceKeys: string[];
  /** Their clean text, concatenated in order (subsections included): the parts' texts joined by a blank line. */
  text: string;
  /** Each heading's own text within it, in order (empty for the opening), so a slide can be named by where its points come from. */
  parts: SectionPart[];
  /** Figures of those sections, for image suggestions and for the writer's context. */
  figures: { name: string; caption: string }[];
  /** Spoken words this section should have, from the talk length. */
  targetWords: number;
}

/** One heading's own text within a planned section (a subsection's text is its own part). */
export interface SectionPart {
  title: string;
  /** 1 for a top-level section, 2 for a subsection … */
  level: number;
  text: string;
}

export interface ScriptPlan {
  metadata: PaperMetadata;
  abstract: string;
  language: string;
  length: TalkLength;
  sections: PlannedSection[];
}

/** What any writer returns for one planned section. */
export interface WrittenSection {
  script: string;
  bullet_points: string[];
  /** The slide's title when the writer names it by what it shows; the plan's heading otherwise. */
  title?: string;
  /**
   * Set when an LLM's text for this section broke the script rules twice and the offline
   * writer's text stands in: why, so the user is told rather than left guessing.
   */
  fallback_reason?: string;
}

/** script.json in a paper workspace. */
export interface ScriptDocument {
  version: 1;
  writer: ScriptWriter;
  /** Model name for LLM writers ("gemini-2.5-flash"), "local" otherwise. */
  model: string;
  length: TalkLength;
  generated_at: string;
  order: string[];
  sections: Record<string, Omit<WrittenSection, "fallback_reason"> & { title: string; assigned_image: string | null }>;
  /** Sections the offline writer wrote in the LLM's place, and why; absent when there are none. */
  fallback_sections?: FallbackSection[];
}

/** A writer turns a plan into narration and bullets for every planned section. */
export type ScriptWriterFn = (plan: ScriptPlan, signal?: AbortSignal) => Promise<Record<string, WrittenSection>>;

/** Spoken words per minute the plan is sized with (a measured average for narration). */
export const WORDS_PER_MINUTE = 150;

/** Talk lengths in minutes: short / standard / long. */
export const TALK_MINUTES: Record<TalkLength, number> = { short: 3, standard: 4.5, long: 6 };

/**
 * Bullets: 2–4 per slide (its points), each cut to at most 12 words; a statement cut to fit may
 * have 14, as any further cut would lose part of what it says; a sentence shown whole, uncut, may
 * have 18 (a tenth of authors' own slide points are longer; a cut loses the point's end).
 */
export const BULLETS = { min: 2, max: 4, maxWords: 12, wholeMaxWords: 14, statementMaxWords: 18 } as const;
