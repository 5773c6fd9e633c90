import { PaperId } from "@lectern/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { paperStateQuery } from "../api/queries/papers";
import { completedStepsOf, progressView, type ProgressView } from "./paper-progress";
import { useCurrentPaperId } from "./use-current-paper-id";
import { useWorkflow } from "./use-workflow";
import { isStepReachable } from "./workflow-reducer";

export interface WorkflowProgress extends ProgressView {
  /** The paper the progress is of, by its title; null before the server has named it. */
  paperTitle: string | null;
  /** A one-click job is reading a new paper: the previous paper's progress is not shown meanwhile. */
  readingNewPaper: boolean;
  /** A step is reachable when it is step 0, at most the current step, or completed (by the server's account). */
  isReachable: (step: number) => boolean;
}

/** The sidebar's and the header's progress: one source, so they always agree. */
export function useWorkflowProgress(): WorkflowProgress {
  const { state } = useWorkflow();
  const paperId = useCurrentPaperId();
  const enabled = paperId !== null && PaperId.safeParse(paperId).success;
  const { data } = useQuery({ ...paperStateQuery(paperId ?? ""), enabled, placeholderData: keepPreviousData });
  const readingNewPaper = state.videoJob !== null && state.videoJob.paperId === null;
  // A placeholder from another paper says nothing about this one, nor does the paper a one-click
  // job is about to replace.
  const summary = enabled && !readingNewPaper && data?.paper_id === paperId ? data : undefined;
  const { completedSteps: local, currentStep } = state;
  return useMemo(() => {
    const view = progressView(completedStepsOf(summary, local));
    return {
      ...view,
      paperTitle: summary?.title.trim() || null,
      readingNewPaper,
      isReachable: (step: number) => isStepReachable(step, { currentStep, completedSteps: view.completedSteps }),
    };
  }, [summary, local, currentStep, readingNewPaper]);
}
