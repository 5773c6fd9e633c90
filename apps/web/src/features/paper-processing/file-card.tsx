import { FileArchive, FileText, X } from "lucide-react";
import { formatMegabytes } from "./file-checks";

interface FileCardProps {
  file: File;
  disabled: boolean;
  onRemove: () => void;
}

/** The chosen file: name, size in MB, and a way to take it back. */
export function FileCard({ file, disabled, onRemove }: FileCardProps) {
  const Icon = file.name.toLowerCase().endsWith(".pdf") ? FileText : FileArchive;
  return (
    <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-950">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300">
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-slate-900 dark:text-white" title={file.name}>
          {file.name}
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">{formatMegabytes(file.size)}</p>
      </div>
      <button type="button" className="icon-btn" onClick={onRemove} disabled={disabled} aria-label={`Remove ${file.name}`}>
        <X aria-hidden="true" className="h-5 w-5" />
      </button>
    </div>
  );
}
