import type { Job } from "@lectern/contract";
import { JobProgress } from "../../components/job-progress";
import { Spinner } from "../../components/spinner";
import { formatElapsed } from "../../lib/jobs";
import { useNow } from "../../lib/use-now";
import type { OneClickPhase } from "./use-one-click";
import { UploadBar } from "./upload-bar";

interface OneClickStatusProps {
  phase: OneClickPhase;
  /** The server's job for this request, once found. */
  job: Job | null;
}

export const MAKING_VIDEO = "Making your video...";

/**
 * One click to Video as it runs: the share of the file sent, then the wait while the server makes
 * the video, with the time it has taken and, when its job is known, the stage it is at.
 */
export function OneClickStatus({ phase, job }: OneClickStatusProps) {
  const making = phase.kind === "making";
  const now = useNow(making);
  const elapsed = making ? Math.max(0, Math.floor((now - phase.since) / 1000)) : 0;
  const percent = phase.kind === "uploading" ? Math.round(phase.fraction * 100) : 0;

  return (
    // The sentences are a live region, always present so each phase change is heard; the bars
    // and the elapsed time are not announced on every tick (the job panel has its own region).
    <div className={phase.kind === "idle" ? "sr-only" : "space-y-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4 dark:border-indigo-500/30 dark:bg-indigo-500/10"}>
      <div aria-live="polite" className="space-y-1">
        {phase.kind === "uploading" ? (
          <p className="flex items-center gap-2 text-sm font-medium text-indigo-900 dark:text-indigo-100">
            <Spinner size="sm" />
            Uploading your file for One click to Video...
          </p>
        ) : null}
        {making ? (
          <>
            <p className="flex items-start gap-2 text-sm font-medium text-indigo-900 dark:text-indigo-100">
              <Spinner size="sm" className="mt-0.5" />
              <span className="flex-1">{MAKING_VIDEO}</span>
              <span aria-hidden="true" className="text-indigo-700 tabular-nums dark:text-indigo-200">
                {formatElapsed(elapsed)}
              </span>
            </p>
            <p className="text-xs text-indigo-800 dark:text-indigo-200">
              {phase.remote
                ? "Lectern is fetching the paper from arXiv and reading it. Your video page then opens and shows the rest as it is made."
                : "Upload complete. Lectern reads the paper, writes the narration, makes the slides, records the voice and puts the video together. This can take a few minutes; your video page opens by itself."}
            </p>
          </>
        ) : null}
      </div>
      {phase.kind === "uploading" ? (
        <UploadBar percent={percent} />
      ) : null}
      {making && job ? <JobProgress job={job} label="Video progress" /> : null}
    </div>
  );
}
