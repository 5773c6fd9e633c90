import { AUTO_PROGRESS_RESET_MS } from "@lectern/contract";
import { useCallback, useEffect, useMemo, useReducer, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { WorkflowContext, type WorkflowContextValue } from "./workflow-context";
import { clearWorkflowStorage, loadWorkflowState, saveWorkflowState } from "./workflow-persistence";
import { workflowReducer } from "./workflow-reducer";
import type { WorkflowData } from "./workflow-state";
import { stepByNumber } from "./workflow-steps";

export function WorkflowProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(workflowReducer, undefined, loadWorkflowState);
  const navigate = useNavigate();
  const { currentStep, completedSteps, paperId, narration, videoJob, autoProgress } = state;

  useEffect(() => {
    saveWorkflowState({ currentStep, completedSteps, paperId, narration, videoJob });
  }, [currentStep, completedSteps, paperId, narration, videoJob]);

  // Auto-progress: after an automatic advance, show the new step's route without adding a
  // history entry, then hand control back to the user after a short grace period.
  useEffect(() => {
    if (!autoProgress) return;
    void navigate(stepByNumber(currentStep).path, { replace: true });
    const timer = setTimeout(() => dispatch({ type: "autoProgressDone" }), AUTO_PROGRESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [autoProgress, currentStep, navigate]);

  const goToStep = useCallback((step: number) => dispatch({ type: "goToStep", step }), []);
  const nextStep = useCallback(() => dispatch({ type: "nextStep" }), []);
  const completeStep = useCallback((step: number) => dispatch({ type: "completeStep", step }), []);
  const update = useCallback((patch: Partial<WorkflowData>) => dispatch({ type: "update", patch }), []);
  const reset = useCallback(() => {
    clearWorkflowStorage();
    dispatch({ type: "reset" });
  }, []);

  const value = useMemo<WorkflowContextValue>(
    () => ({ state, goToStep, nextStep, completeStep, update, reset }),
    [state, goToStep, nextStep, completeStep, update, reset],
  );
  return <WorkflowContext value={value}>{children}</WorkflowContext>;
}
