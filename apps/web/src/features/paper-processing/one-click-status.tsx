import { JobProgress } from "../../components/job-progress";
import { Spinner } from "../../components/spinner";
import type { OneClickPhase } from "./use-one-click";
import { UploadBar } from "./upload-bar";

interface OneClickStatusProps {
  phase: OneClickPhase;
}

export const MAKING_VIDEO = "Making your video...";

/**
 * One click to Video as it runs: the share of the file sent, then the server's job from its first
 * stage (reading the paper) with its percent, words and time, until the video page opens.
 */
export function OneClickStatus({ phase }: OneClickStatusProps) {
  const percent = phase.kind === "uploading" ? Math.round(phase.fraction * 100) : 0;
  const waiting = phase.kind === "starting" || (phase.kind === "following" && phase.job === null);

  return (
    // The sentences are a live region, always present so each phase change is heard; the bars
    // are not announced on every tick (the job panel has its own region).
    <div className={phase.kind === "idle" ? "sr-only" : "space-y-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4 dark:border-indigo-500/30 dark:bg-indigo-500/10"}>
      <div aria-live="polite" className="space-y-1">
        {phase.kind === "uploading" ? (
          <p className="flex items-center gap-2 text-sm font-medium text-indigo-900 dark:text-indigo-100">
            <Spinner size="sm" />
            Uploading your file for One click to Video...
          </p>
        ) : null}
        {phase.kind === "starting" || phase.kind === "following" ? (
          <>
            <p className="flex items-center gap-2 text-sm font-medium text-indigo-900 dark:text-indigo-100">
              {waiting ? <Spinner size="sm" /> : null}
              {MAKING_VIDEO}
            </p>
            <p className="text-xs text-indigo-800 dark:text-indigo-200">
              Lectern reads the paper, writes the narration, makes the slides, records the voice and puts the video together. Your video page opens as soon as the
              paper has been read.
            </p>
          </>
        ) : null}
      </div>
      {phase.kind === "uploading" ? <UploadBar percent={percent} /> : null}
      {phase.kind === "following" && phase.job ? <JobProgress job={phase.job} label="Video progress" /> : null}
    </div>
  );
}
