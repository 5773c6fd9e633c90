import { RefreshCw } from "lucide-react";
import { useRef } from "react";
import { ModalDialog } from "./modal-dialog";

interface RegenerateDialogProps {
  dirty: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Regenerating replaces every section, saved edits included: the user says so first. */
export function RegenerateDialog({ dirty, onCancel, onConfirm }: RegenerateDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      size="sm"
      title="Replace the current scripts?"
      description={
        <>
          Regenerating writes every section again. The narration, bullet points and images you have now are replaced, including edits you saved.
          {dirty ? <strong className="mt-2 block font-semibold text-amber-700 dark:text-amber-300">Your unsaved changes will be lost.</strong> : null}
        </>
      }
      onClose={onCancel}
      initialFocus={cancelRef}
      footer={
        <>
          <button ref={cancelRef} type="button" className="btn-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn-primary" onClick={onConfirm}>
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
            Regenerate
          </button>
        </>
      }
    />
  );
}
