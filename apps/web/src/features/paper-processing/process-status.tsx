import { Spinner } from "../../components/spinner";
import type { ProcessPhase } from "./use-process-paper";
import { UploadBar } from "./upload-bar";

interface ProcessStatusProps {
  phase: ProcessPhase;
  /** arXiv imports have no upload: the server fetches the paper itself. */
  remote: boolean;
}

/** Honest progress: the share of the file sent, then an open-ended wait while the server reads it. */
export function ProcessStatus({ phase, remote }: ProcessStatusProps) {
  const percent = phase.kind === "uploading" ? Math.round(phase.fraction * 100) : 0;
  const text =
    phase.kind === "uploading"
      ? "Uploading your file..."
      : phase.kind === "processing"
        ? remote
          ? "Fetching the paper and reading it. This can take a little while."
          : "Upload complete. Reading your paper: title, sections and figures. This can take a few seconds."
        : "";

  return (
    // Always present, so screen readers hear each phase change; the percentage itself is not
    // announced on every tick (the progress bar carries it for those who look).
    <div aria-live="polite" className={phase.kind === "idle" ? "sr-only" : "rounded-xl border border-indigo-200 bg-indigo-50 p-4 dark:border-indigo-500/30 dark:bg-indigo-500/10"}>
      {phase.kind === "idle" ? null : (
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-sm font-medium text-indigo-900 dark:text-indigo-100">
            <Spinner size="sm" />
            {text}
          </p>
          {phase.kind === "uploading" ? (
            <UploadBar percent={percent} />
          ) : null}
        </div>
      )}
    </div>
  );
}
