import { PaperId } from "@lectern/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { paperStateQuery } from "../api/queries/papers";
import { completedStepsOf, progressView, type ProgressView } from "./paper-progress";
import { useCurrentPaperId } from "./use-current-paper-id";
import { useWorkflow } from "./use-workflow";
import { isStepReachable } from "./workflow-reducer";

export interface WorkflowProgress extends ProgressView {
  /** A step is reachable when it is step 0, at most the current step, or completed (by the server's account). */
  isReachable: (step: number) => boolean;
}

/** The sidebar's and the header's progress: one source, so they always agree. */
export function useWorkflowProgress(): WorkflowProgress {
  const { state } = useWorkflow();
  const paperId = useCurrentPaperId();
  const enabled = paperId !== null && PaperId.safeParse(paperId).success;
  const { data } = useQuery({ ...paperStateQuery(paperId ?? ""), enabled, placeholderData: keepPreviousData });
  // A placeholder from another paper says nothing about this one.
  const summary = enabled && data?.paper_id === paperId ? data : undefined;
  const { completedSteps: local, currentStep } = state;
  return useMemo(() => {
    const view = progressView(completedStepsOf(summary, local));
    return { ...view, isReachable: (step: number) => isStepReachable(step, { currentStep, completedSteps: view.completedSteps }) };
  }, [summary, local, currentStep]);
}
