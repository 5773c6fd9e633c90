import { ApiSetupScreen } from "../features/api-setup/api-setup-screen";
import { useDocumentTitle } from "../lib/use-document-title";
import { useStepRoute } from "../workflow/use-step-route";

export function ApiSetupPage() {
  useStepRoute(1);
  useDocumentTitle("API Setup");
  return <ApiSetupScreen />;
}
