import { useNavigate } from "react-router";
import { useWorkflow } from "./use-workflow";
import { stepByNumber } from "./workflow-steps";

/** Start New Paper (Step 6 and the video preview): the workflow starts over at Paper Upload. */
export function useStartNewPaper(): () => void {
  const { reset } = useWorkflow();
  const navigate = useNavigate();
  return () => {
    reset();
    void navigate(stepByNumber(2).path);
  };
}
