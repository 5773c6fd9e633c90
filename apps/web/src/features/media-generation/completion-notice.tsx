import type { LanguageName } from "@lectern/contract";
import { ArrowRight, PartyPopper } from "lucide-react";

/** Step 5: the completion notice and View Results. */
export function CompletionNotice({ language, onViewResults }: { language: LanguageName; onViewResults: () => void }) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:flex-row sm:items-center dark:border-emerald-500/30 dark:bg-emerald-500/10">
      <PartyPopper aria-hidden="true" className="h-6 w-6 shrink-0 text-emerald-600 dark:text-emerald-400" />
      <div className="flex-1">
        <p className="font-semibold text-emerald-900 dark:text-emerald-100">Your video is ready</p>
        <p className="mt-1 text-sm text-emerald-800 dark:text-emerald-200">
          The narration and the video in {language} have been generated. Watch, download and share them on the Results page.
        </p>
      </div>
      <button type="button" className="btn-primary" onClick={onViewResults}>
        View Results
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
