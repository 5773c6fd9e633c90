import { CircleCheck, FileArchive, FileText, Link2, type LucideIcon } from "lucide-react";
import { PAPER_SOURCES, sourceInfo, type PaperSource } from "./paper-sources";

const ICONS: Record<PaperSource, LucideIcon> = { latex: FileArchive, pdf: FileText, arxiv: Link2 };

interface SourcePickerProps {
  value: PaperSource;
  disabled: boolean;
  onChange: (source: PaperSource) => void;
}

/** The three sources as native radios: arrow keys, labels and states come with them. */
export function SourcePicker({ value, disabled, onChange }: SourcePickerProps) {
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">Paper source</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {PAPER_SOURCES.map((source) => {
          const info = sourceInfo(source);
          const Icon = ICONS[source];
          const descriptionId = `source-${source}-description`;
          return (
            <label
              key={source}
              className="relative flex cursor-pointer gap-3 rounded-xl border border-slate-300 bg-white p-4 transition duration-150 hover:border-indigo-400 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:checked]:ring-1 has-[:checked]:ring-indigo-600 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500 sm:flex-col dark:border-slate-700 dark:bg-slate-950 dark:hover:border-indigo-400 dark:has-[:checked]:border-indigo-400 dark:has-[:checked]:bg-indigo-500/10 dark:has-[:checked]:ring-indigo-400"
            >
              <input
                type="radio"
                name="paper-source"
                value={source}
                checked={value === source}
                onChange={() => onChange(source)}
                aria-describedby={descriptionId}
                className="sr-only"
              />
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900 dark:text-white">{info.label}</span>
                <span id={descriptionId} className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
                  {info.description}
                </span>
              </span>
              {/* Selection is shown by more than colour. */}
              {value === source ? <CircleCheck aria-hidden="true" className="absolute top-3 right-3 h-5 w-5 text-indigo-600 dark:text-indigo-300" /> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
