import { CircleCheck } from "lucide-react";

/** The green confirmation: the paper is in and the next step can start. */
export function ReadyBanner() {
  return (
    <div className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-100">
      <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600 dark:text-emerald-300" />
      <p>
        <strong className="font-semibold">Paper uploaded successfully.</strong> It is ready for script generation. Check the details below, save any
        changes, then continue to scripts.
      </p>
    </div>
  );
}
