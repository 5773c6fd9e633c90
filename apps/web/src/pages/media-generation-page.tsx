import { MediaGenerationScreen } from "../features/media-generation/media-generation-screen";
import { useDocumentTitle } from "../lib/use-document-title";
import { useStepRoute } from "../workflow/use-step-route";
import { stepByNumber } from "../workflow/workflow-steps";

export function MediaGenerationPage() {
  useStepRoute(5);
  useDocumentTitle(stepByNumber(5).name);
  return <MediaGenerationScreen />;
}
