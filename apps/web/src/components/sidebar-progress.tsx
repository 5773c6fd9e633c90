import { useWorkflowProgress } from "../workflow/use-workflow-progress";

/** The current paper's progress, from what exists for it on the server (use-workflow-progress). */
export function SidebarProgress() {
  const { percent, text } = useWorkflowProgress();
  return (
    <section aria-labelledby="progress-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950/60">
      <div className="flex items-baseline justify-between">
        <h2 id="progress-heading" className="text-sm font-semibold text-slate-900 dark:text-white">
          Progress
        </h2>
        <span className="text-sm font-semibold text-indigo-600 dark:text-indigo-400">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Workflow progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full rounded-full bg-indigo-600 transition-[width] duration-150 dark:bg-indigo-500" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{text}</p>
    </section>
  );
}
