import type { SpinnerSize } from "@lectern/contract";
import { LoaderCircle } from "lucide-react";

const SIZE_CLASS: Record<SpinnerSize, string> = {
  sm: "h-4 w-4",
  md: "h-6 w-6",
  lg: "h-10 w-10",
  xl: "h-14 w-14",
};

/** Decorative by default; pass a label when the spinner is the only sign of progress. */
export function Spinner({ size = "md", label, className = "" }: { size?: SpinnerSize; label?: string; className?: string }) {
  return (
    <span role={label ? "status" : undefined} className={`inline-flex items-center ${className}`}>
      <LoaderCircle aria-hidden="true" className={`${SIZE_CLASS[size]} animate-spin text-indigo-600 dark:text-indigo-400`} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
