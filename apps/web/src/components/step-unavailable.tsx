import { Construction } from "lucide-react";

/** Honest body for a screen that exists in the workflow but has not been built yet. */
export function StepUnavailable({ title }: { title: string }) {
  return (
    <section aria-labelledby="unavailable-heading" className="card px-6 py-12 text-center sm:px-10">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-amber-50 text-amber-600 dark:bg-amber-500/10 dark:text-amber-300">
        <Construction aria-hidden="true" className="h-6 w-6" />
      </span>
      <h1 id="unavailable-heading" className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">
        {title}
      </h1>
      <p className="mt-3 text-base font-medium text-slate-700 dark:text-slate-200">This step is not available yet.</p>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600 dark:text-slate-400">
        It is part of the Lectern workflow and is still being built. Please check back after the next update.
      </p>
    </section>
  );
}
