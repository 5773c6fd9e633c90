import { SlideCreationScreen } from "../features/slide-creation/slide-creation-screen";
import { useDocumentTitle } from "../lib/use-document-title";
import { useStepRoute } from "../workflow/use-step-route";
import { stepByNumber } from "../workflow/workflow-steps";

export function SlideCreationPage() {
  useStepRoute(4);
  useDocumentTitle(stepByNumber(4).name);
  return <SlideCreationScreen />;
}
