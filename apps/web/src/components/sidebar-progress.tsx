import { ProgressBar } from "./progress-bar";
import { useWorkflowProgress } from "../workflow/use-workflow-progress";

/**
 * The current paper's progress, from what exists for it on the server (use-workflow-progress),
 * under the paper's title; while One click reads a new paper, that instead of the old paper's.
 */
export function SidebarProgress() {
  const { percent, text, paperTitle, readingNewPaper } = useWorkflowProgress();
  return (
    <section aria-labelledby="progress-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950/60">
      <div className="flex items-baseline justify-between">
        <h2 id="progress-heading" className="text-sm font-semibold text-slate-900 dark:text-white">
          Progress
        </h2>
        <span className="text-sm font-semibold text-indigo-600 dark:text-indigo-400">{percent}%</span>
      </div>
      {readingNewPaper ? (
        <p className="mt-1 text-xs font-medium text-indigo-700 dark:text-indigo-300">Reading your new paper...</p>
      ) : paperTitle ? (
        <p className="mt-1 line-clamp-2 text-xs font-medium break-words text-slate-800 dark:text-slate-200" title={paperTitle}>
          <span className="sr-only">Paper: </span>
          {paperTitle}
        </p>
      ) : null}
      <ProgressBar label="Workflow progress" value={percent} tone="slate-dim" className="mt-3" />
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{text}</p>
    </section>
  );
}
