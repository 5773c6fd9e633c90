import type { DeckPlan } from "./deck-plan.js";

/**
 * The sections whose frames LaTeX reported as too full, from the .tex lines of its Overfull \vbox
 * reports: the frame a line falls in is the number of \begin{frame} lines up to it (user text is
 * escaped, so only our own frames begin a line that way). Null when a report cannot be placed
 * (a report without a line, or one outside every section frame): then every section is tightened.
 */
export function overfullSections(tex: string, plan: DeckPlan, reported: number, lines: readonly number[]): Set<string> | null {
  if (lines.length < reported) return null;
  const starts: number[] = [];
  tex.split("\n").forEach((line, i) => {
    if (line.startsWith("\\begin{frame}")) starts.push(i + 1);
  });
  const keys = new Set<string>();
  for (const line of lines) {
    const index = starts.filter((start) => start <= line).length - 1;
    const frame = plan.frames[index];
    if (frame?.kind !== "section") return null;
    keys.add(frame.key);
  }
  return keys;
}
