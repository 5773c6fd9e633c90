import { X } from "lucide-react";
import { useId, useRef, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { useFocusTrap } from "./use-focus-trap";

interface ModalDialogProps {
  title: string;
  /** Why the dialog is open, read out with its title. */
  description?: ReactNode;
  /** Cancel: Escape, the close button and a click on the backdrop all call it. */
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  footer: ReactNode;
  size?: "sm" | "lg";
  children?: ReactNode;
}

/** An accessible modal: labelled, focus kept inside, Escape closes, focus returns to the opener. */
export function ModalDialog({ title, description, onClose, initialFocus, footer, size = "lg", children }: ModalDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(panelRef, onClose, initialFocus);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      <div aria-hidden="true" className="absolute inset-0 bg-slate-950/60 backdrop-blur-[1px]" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`relative flex max-h-[92vh] w-full flex-col rounded-t-2xl border border-slate-200 bg-white shadow-xl sm:rounded-2xl dark:border-slate-800 dark:bg-slate-900 ${size === "lg" ? "sm:max-w-4xl" : "sm:max-w-md"}`}
      >
        <div className="flex items-start gap-3 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
              {title}
            </h2>
            {description ? (
              <div id={descriptionId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {description}
              </div>
            ) : null}
          </div>
          <button type="button" className="icon-btn -mt-1 -mr-2" onClick={onClose} aria-label="Close">
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        {children ? <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div> : null}
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end dark:border-slate-800">{footer}</div>
      </div>
    </div>,
    document.body,
  );
}
