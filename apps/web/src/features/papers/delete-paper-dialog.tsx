import type { PaperSummary } from "@lectern/contract";
import { useEffect, useId, useRef } from "react";
import { isApiError } from "../../api/api-error";
import { Spinner } from "../../components/spinner";
import { useDeletePaper } from "./use-papers";

/** Asks before deleting, naming the paper; the failure is said here, where the user acted. */
export function DeletePaperDialog({ paper, onClose }: { paper: PaperSummary; onClose: () => void }) {
  const titleId = useId();
  const bodyId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const remove = useDeletePaper(onClose);

  useEffect(() => {
    cancelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);

  const failure = remove.error ? (isApiError(remove.error) ? remove.error.message : "The paper could not be deleted. Please try again.") : null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/50 p-4">
      <div role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId} className="card w-full max-w-md p-6 shadow-xl">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
          Delete “{paper.title}”?
        </h2>
        <p id={bodyId} className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          Its script, slides, narration and videos are removed from the server; a job still running on it is stopped first. This cannot be undone.
        </p>
        {failure ? (
          <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
            {failure}
          </p>
        ) : null}
        <div className="mt-6 flex justify-end gap-3">
          <button ref={cancelRef} type="button" className="btn-secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </button>
          <button type="button" className="btn-primary bg-red-600 hover:bg-red-700" onClick={() => remove.mutate(paper)} disabled={remove.isPending}>
            {remove.isPending ? <Spinner size="sm" /> : null}
            {remove.isPending ? "Deleting…" : "Delete paper"}
          </button>
        </div>
      </div>
    </div>
  );
}
