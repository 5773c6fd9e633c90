import { ResultsScreen } from "../features/results/results-screen";
import { useDocumentTitle } from "../lib/use-document-title";
import { useStepRoute } from "../workflow/use-step-route";
import { stepByNumber } from "../workflow/workflow-steps";

export function ResultsPage() {
  useStepRoute(6);
  useDocumentTitle(stepByNumber(6).name);
  return <ResultsScreen />;
}
