import type { Job } from "@lectern/contract";
import { CircleCheck, CircleDashed } from "lucide-react";
import { clampPercent, formatElapsed, isJobActive, JOB_STAGE_LABELS, jobElapsedSeconds, ONE_CLICK_STAGES } from "../lib/jobs";
import { useNow } from "../lib/use-now";
import { ProgressBar } from "./progress-bar";
import { Spinner } from "./spinner";

interface JobProgressProps {
  job: Job;
  /** Accessible name of the progress bar. */
  label: string;
}

function StageList({ job }: { job: Job }) {
  const current = ONE_CLICK_STAGES.indexOf(job.stage);
  const finished = job.state === "succeeded" || job.stage === "done";
  return (
    <ol className="grid gap-1.5 sm:grid-cols-5 sm:gap-2" aria-label="Stages">
      {ONE_CLICK_STAGES.map((stage, index) => {
        const done = finished || (current >= 0 && index < current);
        const now = !finished && index === current;
        const Icon = done ? CircleCheck : CircleDashed;
        return (
          <li key={stage} className="flex items-center gap-1.5 text-xs">
            {now && isJobActive(job) ? (
              <Spinner size="sm" />
            ) : (
              <Icon aria-hidden="true" className={`h-4 w-4 shrink-0 ${done ? "text-emerald-600 dark:text-emerald-400" : "text-slate-400 dark:text-slate-500"}`} />
            )}
            <span className={now ? "font-semibold text-indigo-900 dark:text-indigo-100" : done ? "text-slate-700 dark:text-slate-300" : "text-slate-500 dark:text-slate-400"}>
              {JOB_STAGE_LABELS[stage]}
              <span className="sr-only">{done ? " (done)" : now ? " (now)" : ""}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A background job as it runs: its stage, a percent bar, the server's own words about what it is
 * doing, and the time it has taken. The stage and the words are a live region; the percent is
 * not announced on every change (the bar carries it for those who look).
 */
export function JobProgress({ job, label }: JobProgressProps) {
  const active = isJobActive(job);
  const now = useNow(active);
  const percent = clampPercent(job.percent);
  const elapsed = jobElapsedSeconds(job, now);
  const stage = job.state === "queued" ? JOB_STAGE_LABELS.queued : JOB_STAGE_LABELS[job.stage];
  const message = job.message.trim();

  return (
    <div className="space-y-4 rounded-xl border border-indigo-200 bg-indigo-50 p-4 sm:p-5 dark:border-indigo-500/30 dark:bg-indigo-500/10">
      <div aria-live="polite" className="space-y-1">
        <p className="flex items-start gap-2 font-semibold text-indigo-900 dark:text-indigo-100">
          {active ? <Spinner size="sm" className="mt-0.5" /> : null}
          <span className="flex-1">{stage}</span>
          <span aria-hidden="true" className="text-sm font-medium text-indigo-700 tabular-nums dark:text-indigo-200">
            {formatElapsed(elapsed)}
          </span>
        </p>
        {message && message !== stage ? <p className="text-sm text-indigo-800 dark:text-indigo-200">{message}</p> : null}
        {job.state === "queued" ? <p className="text-sm text-indigo-800 dark:text-indigo-200">Other work is finishing first; this starts by itself.</p> : null}
      </div>
      <div className="flex items-center gap-3">
        <ProgressBar label={label} value={percent} valueText={`${percent}%, ${stage}`} size="lg" className="flex-1" />
        <span aria-hidden="true" className="w-11 text-right text-sm font-semibold text-indigo-900 tabular-nums dark:text-indigo-100">
          {percent}%
        </span>
      </div>
      {job.kind === "oneclick" ? <StageList job={job} /> : null}
    </div>
  );
}
