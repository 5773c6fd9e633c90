import { FileText } from "lucide-react";

/** The paper a step works on, under the step's heading ("Paper: " for screen readers). */
export function PaperTitleLine({ title, className = "mt-3" }: { title: string; className?: string }) {
  return (
    <p className={`${className} flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300`}>
      <FileText aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600 dark:text-indigo-400" />
      <span>
        <span className="sr-only">Paper: </span>
        {title}
      </span>
    </p>
  );
}
