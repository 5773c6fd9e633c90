import { useEffect } from "react";
import { useWorkflow } from "./use-workflow";

/** Visiting a step's route makes it the current step (and counts as manual navigation). */
export function useStepRoute(step: number): void {
  const { goToStep } = useWorkflow();
  useEffect(() => {
    goToStep(step);
  }, [goToStep, step]);
}
