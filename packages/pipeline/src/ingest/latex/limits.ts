/**
 * Hard bounds for reading a LaTeX project. A hostile or broken zip must finish quickly and
 * within memory, so every recursive or repeating step below is capped by one of these.
 */
export const LATEX_LIMITS = {
  /** Nesting of \input/\include/\import. */
  maxIncludeDepth: 20,
  /** Characters of source after every inclusion is expanded. */
  maxExpandedChars: 20 * 1024 * 1024,
  /** A single .tex file larger than this is not read. */
  maxFileBytes: 8 * 1024 * 1024,
  /** .tex files looked at when searching for the main file. */
  maxTexFiles: 2000,
  /** User macro expansions in the whole document (stops \def\a{\a}). */
  maxExpansions: 300_000,
  /** Tokens produced by expansion (stops \def\a{x\a} and exponential growth). */
  maxExpandedTokens: 6_000_000,
  /** Macro calls nested inside each other before we stop expanding. */
  maxExpansionDepth: 2_000,
  /** Figures rasterised per paper. */
  maxFigures: 120,
  /** Graphics placed into one composite figure image. */
  maxPanelsPerFigure: 64,
  /** Figures rasterised at the same time (each also waits for a tool slot). */
  figureConcurrency: 3,
} as const;
