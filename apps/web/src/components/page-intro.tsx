import type { ReactNode } from "react";

/** Title block at the top of a public page. */
export function PageIntro({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-400">{eyebrow}</p> : null}
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{title}</h1>
      {children ? <div className="mt-4 text-lg text-slate-600 dark:text-slate-300">{children}</div> : null}
    </div>
  );
}
