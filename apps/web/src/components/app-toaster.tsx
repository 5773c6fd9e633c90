import { TOAST } from "@lectern/contract";
import { useEffect } from "react";
import { Toaster, toast, useToasterStore } from "react-hot-toast";

/** react-hot-toast has no cap of its own: dismiss the oldest beyond TOAST.limit. */
function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    const visible = toasts.filter((t) => t.visible);
    // The store lists the newest first.
    for (const extra of visible.slice(TOAST.limit)) toast.dismiss(extra.id);
  }, [toasts]);
  return null;
}

export function AppToaster() {
  return (
    <>
      <Toaster
        position={TOAST.position}
        toastOptions={{
          className: "bg-white! text-slate-900! dark:bg-slate-800! dark:text-slate-100! text-sm!",
          success: { duration: TOAST.successMs },
          error: { duration: TOAST.errorMs },
          blank: { duration: TOAST.blankMs },
        }}
      />
      <ToastLimit />
    </>
  );
}
