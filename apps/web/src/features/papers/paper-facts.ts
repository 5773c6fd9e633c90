import type { PaperSourceKind, PaperSummary } from "@lectern/contract";
import { formatTime } from "../../components/video-player";
import { JOB_STAGE_LABELS } from "../../lib/jobs";

export const SOURCE_LABELS: Record<PaperSourceKind, string> = { zip: "LaTeX source", pdf: "PDF", arxiv: "arXiv", biorxiv: "bioRxiv" };

export function dateAdded(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}

/** 'Script', 'Slides', and each language with its video's length, e.g. 'English video 1:23'. */
export function madeSoFar(paper: PaperSummary): string[] {
  const made: string[] = [];
  if (paper.has_script) made.push("Script");
  if (paper.has_slides) made.push("Slides");
  for (const l of paper.languages) {
    if (l.video) made.push(`${l.language} video ${formatTime(l.duration_s ?? 0)}`);
    else if (l.audio) made.push(`${l.language} narration`);
  }
  return made;
}

export function runningText(paper: PaperSummary): string | null {
  const job = paper.running_job;
  return job ? `${JOB_STAGE_LABELS[job.stage]} (${Math.round(job.percent)}%)` : null;
}

/** The furthest step that has something to show: where "Open" takes the user. */
export function furthestStep(paper: PaperSummary): number {
  if (paper.languages.some((l) => l.video)) return 6;
  if (paper.has_slides) return 5;
  if (paper.has_script) return 4;
  return 3;
}

/** A step can be opened once what it works on exists: scripts from the paper, slides from the script, media from the slides. */
export function canOpenAt(paper: PaperSummary, step: number): boolean {
  if (step <= 3) return true;
  if (step === 4) return paper.has_script;
  if (step === 5) return paper.has_slides;
  return paper.languages.some((l) => l.video);
}
