import { NOTICES } from "@lectern/contract";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useLocation, useNavigate } from "react-router";
import { keyStatusQuery } from "../../api/queries/keys";
import { useWorkflow } from "../../workflow/use-workflow";
import { stepByNumber } from "../../workflow/workflow-steps";
import { ApiKeyForm } from "./api-key-form";
import { ApiSetupIntro } from "./api-setup-intro";

function isManualVisit(state: unknown): boolean {
  return typeof state === "object" && state !== null && "manual" in state && state.manual === true;
}

/**
 * Step 1: optional API keys. Arriving in the flow (after sign-in, Get Started) with a valid
 * Gemini key jumps to Step 2 with 'API keys already configured!'. Opened from the sidebar,
 * it does not jump: this screen is the only place to change or remove keys, so it says the same
 * words in place and leaves the choice (change keys, or Skip for Now) to the user.
 */
export function ApiSetupScreen() {
  const { nextStep, completeStep } = useWorkflow();
  const navigate = useNavigate();
  const location = useLocation();
  const statusQuery = useQuery(keyStatusQuery());
  const [showForm, setShowForm] = useState(false);
  const jumped = useRef(false);
  // Someone who opened API Setup from the sidebar came to change their keys: no auto-skip.
  const manualVisit = isManualVisit(location.state);
  const configured = statusQuery.data?.gemini_key === "valid";

  useEffect(() => {
    if (manualVisit || jumped.current || !configured) return;
    jumped.current = true;
    toast.success(NOTICES.keysAlreadyConfigured);
    completeStep(1);
    void navigate(stepByNumber(2).path, { replace: true });
  }, [manualVisit, configured, completeStep, navigate]);

  return (
    <div className="space-y-6">
      {showForm ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">API Setup</h1>
          <ApiKeyForm status={statusQuery.data} statusFailed={statusQuery.isError} onSaved={nextStep} onSkip={nextStep} />
        </>
      ) : (
        <ApiSetupIntro configured={manualVisit && configured} onConfigure={() => setShowForm(true)} onSkip={nextStep} />
      )}
    </div>
  );
}
