import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="card flex flex-col items-center px-6 py-12 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300">
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <p className="mt-4 text-base font-semibold text-slate-900 dark:text-white">{title}</p>
      {children ? <div className="mt-2 max-w-md text-sm text-slate-600 dark:text-slate-400">{children}</div> : null}
    </div>
  );
}
