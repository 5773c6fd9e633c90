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

/**
 * Where the toasts sit: below the 64 px sticky header (h-16 in top-bar.tsx and public-header.tsx)
 * rather than over its user menu and theme toggle, and under the header's stacking level (z-30)
 * so an open user menu, which drops down from the header, is drawn above them.
 */
export const TOAST_CONTAINER_STYLE = { top: 64 + 8, zIndex: 20 } as const;

export function AppToaster() {
  return (
    <>
      <Toaster
        position={TOAST.position}
        containerStyle={TOAST_CONTAINER_STYLE}
        containerClassName="app-toasts"
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
