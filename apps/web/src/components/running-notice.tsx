import type { ReactNode } from "react";
import { useElapsedSeconds } from "../lib/use-elapsed-seconds";
import { Spinner } from "./spinner";

interface RunningNoticeProps {
  running: boolean;
  /** What is happening. */
  text: string;
  /** How long it usually takes, or why it takes longer; nothing shown when empty. */
  hint: string;
  /** Under the words, such as a progress bar where the work is measured. */
  children?: ReactNode;
  /** The space between the lines: wider where a progress bar follows. */
  spacing?: "space-y-2" | "space-y-3";
}

/**
 * Feedback while a long request runs: what is happening and for how long, as a live region. The
 * region stays in the page while idle (hidden) so that its first words are announced.
 */
export function RunningNotice({ running, text, hint, children, spacing = "space-y-3" }: RunningNoticeProps) {
  const elapsed = useElapsedSeconds(running);
  return (
    <div aria-live="polite" className={running ? "rounded-xl border border-indigo-200 bg-indigo-50 p-4 dark:border-indigo-500/30 dark:bg-indigo-500/10" : "sr-only"}>
      {running ? (
        <div className={spacing}>
          <p className="flex items-start gap-2 text-sm font-medium text-indigo-900 dark:text-indigo-100">
            <Spinner size="sm" className="mt-0.5" />
            <span className="flex-1">{text}</span>
            {/* Not announced every second; the text beside it is. */}
            <span aria-hidden="true" className="text-indigo-700 tabular-nums dark:text-indigo-200">
              {elapsed} s
            </span>
          </p>
          {hint ? <p className="text-xs text-indigo-800 dark:text-indigo-200">{hint}</p> : null}
          {children}
        </div>
      ) : null}
    </div>
  );
}
