import { TriangleAlert } from "lucide-react";
import type { Failure } from "./failure-toast";

/** A failure kept on the page beside the button that caused it, after its toast has gone. */
export function FailureNote({ failure }: { failure: Failure }) {
  return (
    <div className="flex gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-100">
      <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <p>
        <strong className="font-semibold">{failure.title}</strong>
        {failure.reason ? <span className="block">{failure.reason}</span> : null}
      </p>
    </div>
  );
}
