import { Spinner } from "../../components/spinner";
import { useElapsedSeconds } from "../../lib/use-elapsed-seconds";

/** The generating notice: what is happening and for how long, as a live region. */
export function SlidesProgress({ running }: { running: boolean }) {
  const elapsed = useElapsedSeconds(running);
  return (
    <div aria-live="polite" className={running ? "rounded-xl border border-indigo-200 bg-indigo-50 p-4 dark:border-indigo-500/30 dark:bg-indigo-500/10" : "sr-only"}>
      {running ? (
        <div className="space-y-2">
          <p className="flex items-start gap-2 text-sm font-medium text-indigo-900 dark:text-indigo-100">
            <Spinner size="sm" className="mt-0.5" />
            <span className="flex-1">Generating slides: typesetting the deck with LaTeX and drawing the previews...</span>
            <span aria-hidden="true" className="text-indigo-700 tabular-nums dark:text-indigo-200">
              {elapsed} s
            </span>
          </p>
          <p className="text-xs text-indigo-800 dark:text-indigo-200">This usually takes a few seconds; slides in Indian scripts or Chinese take a little longer.</p>
        </div>
      ) : null}
    </div>
  );
}
