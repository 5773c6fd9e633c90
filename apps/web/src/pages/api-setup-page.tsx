import { useLocation } from "react-router";
import { ApiSetupScreen } from "../features/api-setup/api-setup-screen";
import { useDocumentTitle } from "../lib/use-document-title";
import { useStepRoute } from "../workflow/use-step-route";

export function ApiSetupPage() {
  useStepRoute(1);
  useDocumentTitle("API Setup");
  // Each visit (a click on API Setup in the sidebar included, even from the key form) starts
  // the step afresh at its intro; otherwise that click would seem to do nothing.
  const { key } = useLocation();
  return <ApiSetupScreen key={key} />;
}
