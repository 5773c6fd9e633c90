import { ScriptGenerationScreen } from "../features/script-generation/script-generation-screen";
import { useDocumentTitle } from "../lib/use-document-title";
import { useStepRoute } from "../workflow/use-step-route";
import { stepByNumber } from "../workflow/workflow-steps";

export function ScriptGenerationPage() {
  useStepRoute(3);
  useDocumentTitle(stepByNumber(3).name);
  return <ScriptGenerationScreen />;
}
