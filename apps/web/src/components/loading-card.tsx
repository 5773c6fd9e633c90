import { Spinner } from "./spinner";

/**
 * In place of what a screen is loading. The spinner's label is what assistive technology hears;
 * the visible words repeat it, so they are hidden from it.
 */
export function LoadingCard({ what }: { what: string }) {
  return (
    <div className="card flex items-center justify-center gap-3 px-6 py-10 text-sm text-slate-600 dark:text-slate-300">
      <Spinner label={`Loading ${what}`} />
      <span aria-hidden="true">Loading {what}...</span>
    </div>
  );
}
