import { WORKFLOW_STEPS } from "../workflow/workflow-steps";
import { topBarStepText } from "../workflow/workflow-reducer";

/** After step 1: one dot per step, filled as the sidebar checks them, and 'Step N of 6'. */
export function StepDots({ step, completedSteps }: { step: number; completedSteps: readonly number[] }) {
  const text = topBarStepText(step);
  if (!text) return null;
  return (
    <div className="flex items-center gap-2">
      <div aria-hidden="true" className="hidden items-center gap-1.5 sm:flex">
        {WORKFLOW_STEPS.map((s) => (
          <span
            key={s.number}
            className={`h-2 rounded-full transition-all duration-150 ${
              s.number === step ? "w-5 bg-indigo-600 dark:bg-indigo-400" : completedSteps.includes(s.number) ? "w-2 bg-indigo-300 dark:bg-indigo-700" : "w-2 bg-slate-300 dark:bg-slate-700"
            }`}
          />
        ))}
      </div>
      <span className="text-xs font-medium whitespace-nowrap text-slate-500 dark:text-slate-400">{text}</span>
    </div>
  );
}
