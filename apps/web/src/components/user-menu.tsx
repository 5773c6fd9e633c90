import { ChevronDown, Library, LogOut } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useAuth } from "../auth/use-auth";
import { PAPERS_PATH } from "../workflow/shell-pages";
import { useDismiss } from "../lib/use-dismiss";
import { ThemeToggle } from "./theme-toggle";
import { UserAvatar } from "./user-avatar";

export function UserMenu() {
  const { user, logout } = useAuth();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  useDismiss(open, rootRef, close);

  if (!user) return null;
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="User menu"
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <UserAvatar user={user} size="sm" />
        <span className="hidden max-w-40 truncate text-sm font-medium text-slate-700 lg:inline dark:text-slate-200">{user.name}</span>
        <ChevronDown aria-hidden="true" className="h-4 w-4 text-slate-500" />
      </button>
      {open ? (
        <div id={panelId} className="card absolute right-0 z-40 mt-2 w-64 p-2 shadow-lg">
          <div className="border-b border-slate-200 px-3 pt-1 pb-3 dark:border-slate-800">
            <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{user.name}</p>
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
          </div>
          {/* On mobile the theme toggle lives here instead of the top bar. */}
          <div className="border-b border-slate-200 py-1 md:hidden dark:border-slate-800">
            <ThemeToggle variant="row" />
          </div>
          <Link
            to={PAPERS_PATH}
            onClick={() => setOpen(false)}
            className="mt-1 flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Library aria-hidden="true" className="h-4 w-4" />
            My papers
          </Link>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              void logout();
            }}
            className="mt-1 flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            Sign Out
          </button>
        </div>
      ) : null}
    </div>
  );
}
