import { CRASH } from "@lectern/contract";
import { House, RotateCcw } from "lucide-react";

export function CrashFallback() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-16">
      <div role="alert" className="card w-full max-w-lg p-8 text-center">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{CRASH.heading}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">{CRASH.body}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            {CRASH.reload}
          </button>
          {/* A full page load: whatever broke the render may live in memory we no longer trust. */}
          <button type="button" className="btn-secondary" onClick={() => window.location.assign("/")}>
            <House aria-hidden="true" className="h-4 w-4" />
            {CRASH.home}
          </button>
        </div>
      </div>
    </main>
  );
}
