import { LogOut, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useAuth } from "../auth/use-auth";
import { Brand } from "./brand";
import { SidebarProgress } from "./sidebar-progress";
import { SidebarSteps } from "./sidebar-steps";
import { UserAvatar } from "./user-avatar";

export const SIDEBAR_ID = "workflow-sidebar";

interface SidebarProps {
  open: boolean;
  /** Below 768 px the sidebar floats over the page with a backdrop. */
  overlay: boolean;
  onClose: () => void;
}

export function Sidebar({ open, overlay, onClose }: SidebarProps) {
  const { user, logout } = useAuth();
  const closeRef = useRef<HTMLButtonElement>(null);

  // As an overlay it behaves like a dialog: focus moves in, Escape closes it.
  useEffect(() => {
    if (!open || !overlay) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, overlay, onClose]);

  return (
    <>
      {overlay && open ? <div aria-hidden="true" className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-sm" onClick={onClose} /> : null}
      <aside
        id={SIDEBAR_ID}
        aria-label="Workflow sidebar"
        aria-modal={overlay && open ? true : undefined}
        role={overlay && open ? "dialog" : undefined}
        hidden={!open}
        className="fixed inset-y-0 left-0 z-50 flex w-72 flex-col border-r border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4 dark:border-slate-800">
          <Brand />
          {overlay ? (
            <button ref={closeRef} type="button" className="icon-btn" aria-label="Close sidebar" onClick={onClose}>
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          ) : null}
        </div>

        <div className="flex flex-1 flex-col gap-6 overflow-y-auto px-3 py-5">
          {user ? (
            <div className="flex items-center gap-3 px-3">
              <UserAvatar user={user} />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{user.name}</p>
                <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
              </div>
            </div>
          ) : null}
          <SidebarSteps onNavigate={() => overlay && onClose()} />
          <SidebarProgress />
        </div>

        <div className="border-t border-slate-200 p-3 dark:border-slate-800">
          <button type="button" onClick={() => void logout()} className="btn-ghost w-full justify-start">
            <LogOut aria-hidden="true" className="h-4 w-4" />
            Sign Out
          </button>
        </div>
      </aside>
    </>
  );
}
