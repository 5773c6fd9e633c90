import { WORKFLOW_STEP_COUNT } from "@lectern/contract";
import { initialWorkflowState, type WorkflowData, type WorkflowState } from "./workflow-state";
import { LAST_STEP, clampStep } from "./workflow-steps";

export type WorkflowAction =
  /** The user chose a step (sidebar click, manual set, or visiting its route). */
  | { type: "goToStep"; step: number }
  /** Mark the current step done and move on; the provider then navigates there. */
  | { type: "nextStep" }
  | { type: "completeStep"; step: number }
  | { type: "autoProgressDone" }
  | { type: "update"; patch: Partial<WorkflowData> }
  | { type: "reset" };

function withCompleted(completed: number[], step: number): number[] {
  return completed.includes(step) ? completed : [...completed, step].sort((a, b) => a - b);
}

export function workflowReducer(state: WorkflowState, action: WorkflowAction): WorkflowState {
  switch (action.type) {
    case "goToStep":
      return { ...state, currentStep: clampStep(action.step), manualNavigation: true, autoProgress: false };
    case "nextStep":
      return {
        ...state,
        completedSteps: withCompleted(state.completedSteps, state.currentStep),
        currentStep: Math.min(state.currentStep + 1, LAST_STEP),
        autoProgress: true,
        manualNavigation: false,
      };
    case "completeStep":
      return { ...state, completedSteps: withCompleted(state.completedSteps, clampStep(action.step)) };
    case "autoProgressDone":
      return state.autoProgress ? { ...state, autoProgress: false } : state;
    case "update":
      return { ...state, ...action.patch };
    case "reset":
      return initialWorkflowState();
  }
}

/** A sidebar step is reachable if it is step 0, at most the current step, or already completed. */
export function isStepReachable(step: number, state: Pick<WorkflowState, "currentStep" | "completedSteps">): boolean {
  return step === 0 || step <= state.currentStep || state.completedSteps.includes(step);
}

/** Sidebar progress line: 'N of 6 completed', or 'Get started' before anything is done. */
export function progressText(completedCount: number): string {
  return completedCount === 0 ? "Get started" : `${Math.min(completedCount, WORKFLOW_STEP_COUNT)} of ${WORKFLOW_STEP_COUNT} completed`;
}

/**
 * Top-bar position after step 1: 'Step N of 6', numbered as the sidebar numbers its six steps (a
 * count of five beside a six-step sidebar read as a contradiction).
 */
export function topBarStepText(step: number): string | null {
  const current = clampStep(step);
  return current > 1 ? `Step ${current} of ${WORKFLOW_STEP_COUNT}` : null;
}
