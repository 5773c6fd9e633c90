import { VALIDATION } from "@lectern/contract";
import { TriangleAlert } from "lucide-react";

/**
 * The longer "unsaved changes" message shown beside a blocked Continue. The live region stays
 * mounted so screen readers announce the note when it appears; `id` lets Continue point at it.
 */
export function UnsavedChangesNote({ id, dirty }: { id: string; dirty: boolean }) {
  return (
    <div aria-live="polite">
      {dirty ? (
        <p id={id} className="flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-100">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {VALIDATION.saveBeforeContinuingLong}
        </p>
      ) : null}
    </div>
  );
}
