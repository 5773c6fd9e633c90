import { NOTICES } from "@lectern/contract";
import { CircleCheck, KeyRound } from "lucide-react";
import { OFFLINE_BASELINE } from "./key-fields";

interface ApiSetupIntroProps {
  /** A valid Gemini key is saved (and the user came here on purpose, so nothing jumps away). */
  configured: boolean;
  onConfigure: () => void;
  onSkip: () => void;
}

export function ApiSetupIntro({ configured, onConfigure, onSkip }: ApiSetupIntroProps) {
  return (
    <section aria-labelledby="api-intro-heading" className="card p-6 sm:p-8">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300">
          <KeyRound aria-hidden="true" className="h-6 w-6" />
        </span>
        <div>
          <h1 id="api-intro-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
            API Setup
          </h1>
          {configured ? (
            <p role="status" className="mt-3 flex items-center gap-2 text-sm font-medium text-emerald-700 dark:text-emerald-300">
              <CircleCheck aria-hidden="true" className="h-4 w-4" />
              {NOTICES.keysAlreadyConfigured}
            </p>
          ) : null}
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            API keys are optional but recommended. With your own keys for Gemini, Sarvam or OpenAI, Lectern writes better scripts and speaks
            narration with more natural voices. You can add them now or later.
          </p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{OFFLINE_BASELINE}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <button type="button" className="btn-primary" onClick={onConfigure}>
              Configure API Keys
            </button>
            <button type="button" className="btn-secondary" onClick={onSkip}>
              Skip for Now
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
