import { createContext } from "react";
import type { WorkflowData, WorkflowState } from "./workflow-state";

export interface WorkflowContextValue {
  state: WorkflowState;
  /** Sidebar click, manual set or route visit: sets the step and turns auto-progress off. */
  goToStep: (step: number) => void;
  /** Completes the current step and navigates to the next one (replacing history). */
  nextStep: () => void;
  completeStep: (step: number) => void;
  update: (patch: Partial<WorkflowData>) => void;
  /** Back to the initial state, step 1; the stored position and paper are forgotten. */
  reset: () => void;
}

export const WorkflowContext = createContext<WorkflowContextValue | null>(null);
