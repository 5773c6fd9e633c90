import type { PaperSummary } from "@lectern/contract";
import { FileText, Languages, Trash2 } from "lucide-react";
import { useId } from "react";
import { WORKFLOW_STEPS } from "../../workflow/workflow-steps";
import { canOpenAt, dateAdded, furthestStep, madeSoFar, runningText, SOURCE_LABELS } from "./paper-facts";

interface PaperCardProps {
  paper: PaperSummary;
  current: boolean;
  onOpen: (step: number) => void;
  onDelete: () => void;
}

/** One paper: what it is, what exists for it, and where to go with it. */
export function PaperCard({ paper, current, onOpen, onDelete }: PaperCardProps) {
  const titleId = useId();
  const made = madeSoFar(paper);
  const running = runningText(paper);
  return (
    <li aria-labelledby={titleId} className="card flex flex-col gap-4 p-4 sm:flex-row">
      <div className="aspect-video w-full shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:w-48 dark:bg-slate-800">
        {paper.thumbnail_url ? (
          <img src={paper.thumbnail_url} alt="" className="h-full w-full object-contain" loading="lazy" />
        ) : (
          <span className="flex h-full items-center justify-center text-slate-400">
            <FileText aria-hidden="true" className="h-8 w-8" />
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <h2 id={titleId} className="text-base font-semibold text-slate-900 dark:text-white">
          {paper.title}
          {current ? <span className="ml-2 rounded bg-indigo-50 px-1.5 py-0.5 text-xs font-medium text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200">Current</span> : null}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {SOURCE_LABELS[paper.source_kind]} · Added {dateAdded(paper.created_at)}
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">{made.length > 0 ? made.join(" · ") : "Nothing made yet"}</p>
        {running ? (
          <p role="status" className="text-sm font-medium text-indigo-700 dark:text-indigo-300">
            Working now: {running}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <button type="button" className="btn-primary" onClick={() => onOpen(furthestStep(paper))}>
            Open
          </button>
          <label className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <span>Open at step</span>
            <select
              className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
              value=""
              onChange={(event) => {
                const step = Number(event.target.value);
                if (step) onOpen(step);
              }}
            >
              <option value="">Choose…</option>
              {WORKFLOW_STEPS.slice(1).map((s) => (
                <option key={s.number} value={s.number} disabled={!canOpenAt(paper, s.number)}>
                  {s.number}. {s.name}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn-secondary" disabled={!canOpenAt(paper, 5)} onClick={() => onOpen(5)}>
            <Languages aria-hidden="true" className="h-4 w-4" />
            Make another language
          </button>
          <button type="button" className="btn-ghost text-red-600 dark:text-red-400" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete
          </button>
        </div>
      </div>
    </li>
  );
}
