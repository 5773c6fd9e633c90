import { RotateCw } from "lucide-react";
import type { ReactNode } from "react";

interface LoadErrorProps {
  /** The headline; left out where the message says what failed. */
  title?: string | undefined;
  /** Why it failed, as the server or the network put it. */
  message: ReactNode;
  onRetry: () => void;
}

/** In place of what a screen could not load: what failed and why, announced, with Try again. */
export function LoadError({ title, message, onRetry }: LoadErrorProps) {
  return (
    <div role="alert" className="card space-y-3 px-6 py-8 text-center">
      {title ? <p className="font-semibold text-slate-900 dark:text-white">{title}</p> : null}
      <p className="text-sm text-slate-600 dark:text-slate-400">{message}</p>
      <button type="button" className="btn-secondary" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="h-4 w-4" />
        Try again
      </button>
    </div>
  );
}
