import { PaperProcessingScreen } from "../features/paper-processing/paper-processing-screen";
import { useDocumentTitle } from "../lib/use-document-title";
import { useStepRoute } from "../workflow/use-step-route";
import { stepByNumber } from "../workflow/workflow-steps";

export function PaperProcessingPage() {
  useStepRoute(2);
  useDocumentTitle(stepByNumber(2).name);
  return <PaperProcessingScreen />;
}
