import { useNavigate } from "react-router";
import { MANUAL_VISIT_STATE } from "../../components/sidebar-steps";
import { useWorkflow } from "../../workflow/use-workflow";
import { withoutPaper } from "../../workflow/workflow-state";
import { stepByNumber } from "../../workflow/workflow-steps";

/**
 * Opens a paper at a step: it becomes the workflow's current paper (kept in both storages by the
 * workflow, as every step expects), whatever the previous paper left behind is dropped, and the
 * step's screen opens as if chosen in the sidebar.
 */
export function useOpenPaper(): (paperId: string, step: number) => void {
  const { state, update, goToStep } = useWorkflow();
  const navigate = useNavigate();
  return (paperId, step) => {
    if (state.paperId !== paperId) update({ ...withoutPaper(), paperId, isProcessed: true });
    goToStep(step);
    void navigate(stepByNumber(step).path, { state: MANUAL_VISIT_STATE });
  };
}
