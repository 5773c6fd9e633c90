import { ProgressBar } from "./progress-bar";
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
      <ProgressBar label="Workflow progress" value={percent} tone="slate-dim" className="mt-3" />
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{text}</p>
    </section>
  );
}
