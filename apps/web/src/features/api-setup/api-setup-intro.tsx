import { KeyRound } from "lucide-react";

export function ApiSetupIntro({ onConfigure, onSkip }: { onConfigure: () => void; onSkip: () => void }) {
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
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            API keys are optional but recommended. With your own keys for Gemini, Sarvam or OpenAI, Lectern writes better scripts and speaks
            narration with more natural voices. You can add them now or later.
          </p>
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
