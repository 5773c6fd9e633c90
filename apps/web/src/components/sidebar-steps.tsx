import { Check } from "lucide-react";
import { useNavigate } from "react-router";
import { useWorkflow } from "../workflow/use-workflow";
import { useWorkflowProgress } from "../workflow/use-workflow-progress";
import { WORKFLOW_STEPS } from "../workflow/workflow-steps";

/** Navigation state marking a deliberate visit (the sidebar), as opposed to an automatic one. */
export const MANUAL_VISIT_STATE = { manual: true } as const;

export function SidebarSteps({ onNavigate }: { onNavigate: () => void }) {
  const { state, goToStep } = useWorkflow();
  const { completedSteps, isReachable } = useWorkflowProgress();
  const navigate = useNavigate();

  return (
    <nav aria-labelledby="workflow-heading">
      <h2 id="workflow-heading" className="px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">
        Workflow
      </h2>
      <ol className="mt-2 space-y-1">
        {WORKFLOW_STEPS.map((step) => {
          const reachable = isReachable(step.number);
          const completed = completedSteps.includes(step.number);
          const current = state.currentStep === step.number;
          return (
            <li key={step.number}>
              <button
                type="button"
                disabled={!reachable}
                aria-current={current ? "step" : undefined}
                onClick={() => {
                  goToStep(step.number);
                  void navigate(step.path, { state: MANUAL_VISIT_STATE });
                  onNavigate();
                }}
                className={`flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm transition duration-150 disabled:cursor-not-allowed disabled:opacity-45 ${
                  current
                    ? "bg-indigo-50 font-semibold text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200"
                    : "text-slate-700 enabled:hover:bg-slate-100 dark:text-slate-300 dark:enabled:hover:bg-slate-800"
                }`}
              >
                <StepMarker number={step.number} completed={completed} current={current} />
                <span className="flex-1">{step.name}</span>
                {completed ? <span className="sr-only">(completed)</span> : null}
                {!reachable ? <span className="sr-only">(not yet available)</span> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function StepMarker({ number, completed, current }: { number: number; completed: boolean; current: boolean }) {
  const ring = current ? "ring-2 ring-indigo-500 ring-offset-2 ring-offset-white dark:ring-offset-slate-900" : "";
  if (completed) {
    return (
      <span aria-hidden="true" className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-emerald-500 text-white ${ring}`}>
        <Check className="h-3.5 w-3.5" strokeWidth={3} />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
        current ? `bg-indigo-600 text-white ${ring}` : "bg-slate-200 text-slate-600 dark:bg-slate-700 dark:text-slate-300"
      }`}
    >
      {number}
    </span>
  );
}
