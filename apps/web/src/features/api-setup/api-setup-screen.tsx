import { NOTICES } from "@lectern/contract";
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useLocation, useNavigate } from "react-router";
import { useWorkflow } from "../../workflow/use-workflow";
import { stepByNumber } from "../../workflow/workflow-steps";
import { ApiKeyForm } from "./api-key-form";
import { ApiSetupIntro } from "./api-setup-intro";
import { useKeyStatus } from "./use-key-status";

function isManualVisit(state: unknown): boolean {
  return typeof state === "object" && state !== null && "manual" in state && state.manual === true;
}

/** Step 1: optional API keys. */
export function ApiSetupScreen() {
  const { nextStep, completeStep } = useWorkflow();
  const navigate = useNavigate();
  const location = useLocation();
  const statusQuery = useKeyStatus();
  const [showForm, setShowForm] = useState(false);
  const jumped = useRef(false);
  // Someone who opened API Setup from the sidebar came to change their keys: no auto-skip.
  const manualVisit = isManualVisit(location.state);

  useEffect(() => {
    if (manualVisit || jumped.current || statusQuery.data?.gemini_key !== "valid") return;
    jumped.current = true;
    toast.success(NOTICES.keysAlreadyConfigured);
    completeStep(1);
    void navigate(stepByNumber(2).path, { replace: true });
  }, [manualVisit, statusQuery.data, completeStep, navigate]);

  return (
    <div className="space-y-6">
      {showForm ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">API Setup</h1>
          <ApiKeyForm status={statusQuery.data} statusFailed={statusQuery.isError} onSaved={nextStep} />
        </>
      ) : (
        <ApiSetupIntro onConfigure={() => setShowForm(true)} onSkip={nextStep} />
      )}
    </div>
  );
}
