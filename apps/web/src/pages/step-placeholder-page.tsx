import { StepUnavailable } from "../components/step-unavailable";
import { useDocumentTitle } from "../lib/use-document-title";
import { useStepRoute } from "../workflow/use-step-route";
import { stepByNumber } from "../workflow/workflow-steps";

/** Steps 2-6: their route exists and sets the current step, but the step itself is not built yet. */
export function StepPlaceholderPage({ step }: { step: number }) {
  useStepRoute(step);
  const { name } = stepByNumber(step);
  useDocumentTitle(name);
  return <StepUnavailable title={name} />;
}

/** Shell screens outside the six steps (video platform, preview, display). */
export function ShellPlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return <StepUnavailable title={title} />;
}
