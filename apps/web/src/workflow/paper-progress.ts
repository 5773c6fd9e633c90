import { progressPercent, type PaperSummary } from "@lectern/contract";
import { progressText } from "./workflow-reducer";

/**
 * The steps a paper has completed, from what exists on the server: Paper Upload once the paper
 * exists, Script Generation with its script, Slide Creation with its slides, Media Generation and
 * Results once a video exists in some language. API Setup has nothing on the server but a paper
 * means it was passed; without a paper, only the browser's own mark for it counts. What exists
 * only grows while the paper lives, so the marks never go backwards, and every screen (and every
 * browser) reads the same answer.
 */
export function completedStepsOf(summary: PaperSummary | undefined, localCompleted: readonly number[]): number[] {
  const done = new Set<number>();
  if (localCompleted.includes(1) || summary) done.add(1);
  if (summary) {
    done.add(2);
    if (summary.has_script) done.add(3);
    if (summary.has_slides) done.add(4);
    if (summary.languages.some((l) => l.video)) {
      done.add(5);
      done.add(6);
    }
  }
  return [...done].sort((a, b) => a - b);
}

export interface ProgressView {
  completedSteps: number[];
  percent: number;
  /** 'N of 6 completed', or 'Get started' before anything is done. */
  text: string;
}

export function progressView(completedSteps: number[]): ProgressView {
  return { completedSteps, percent: progressPercent(completedSteps.length), text: progressText(completedSteps.length) };
}
