import { ERRORS, type Job } from "@lectern/contract";
import { FileSearch, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { JobProgress } from "../../components/job-progress";
import { LoadingCard } from "../../components/loading-card";
import { JOB_STAGE_LABELS } from "../../lib/jobs";
import { stepByNumber } from "../../workflow/workflow-steps";

const PAPER_UPLOAD = stepByNumber(2);

export function LoadingVideo() {
  return <LoadingCard what="your video" />;
}

/** No Video Available, with the way to make one. */
export function NoVideo({ hasPaper }: { hasPaper: boolean }) {
  return (
    <EmptyState icon={FileSearch} title="No Video Available">
      <p>{hasPaper ? ERRORS.videoNotFound : "Videos are made from a paper. Upload one and choose One click to Video, or go through the steps."}</p>
      <Link to={PAPER_UPLOAD.path} className="btn-secondary mt-4">
        Go to {PAPER_UPLOAD.name}
      </Link>
    </EmptyState>
  );
}

/** A job still at work: where it is, live. */
export function VideoInProgress({ job, title }: { job: Job; title: string | null }) {
  return (
    <section aria-labelledby="video-progress-heading" className="card space-y-4 p-5 sm:p-6">
      <div>
        <h2 id="video-progress-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Your video is being made
        </h2>
        {title ? (
          <p className="mt-1 text-sm font-medium break-words text-slate-800 dark:text-slate-200">
            <span className="sr-only">Paper: </span>
            {title}
          </p>
        ) : null}
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          This page follows it as it goes and shows the video when it is ready. It keeps being made if you leave.
        </p>
      </div>
      <JobProgress job={job} label="Video progress" />
    </section>
  );
}

/** A job that failed: the failure message, the server's reason, and where it stopped. */
export function VideoFailed({ job }: { job: Job }) {
  const reason = job.message.trim();
  return (
    <section role="alert" aria-labelledby="video-failed-heading" className="card space-y-4 p-5 sm:p-6">
      <div className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-100">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <div className="space-y-1">
          <h2 id="video-failed-heading" className="font-semibold">
            {ERRORS.video}
          </h2>
          {reason ? <p className="text-sm">{reason}</p> : null}
          {job.stage !== "done" && job.stage !== "queued" ? (
            <p className="text-sm text-red-800 dark:text-red-200">It stopped at: {JOB_STAGE_LABELS[job.stage].toLowerCase()}.</p>
          ) : null}
        </div>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{ERRORS.videoNotFound}</p>
      <Link to={PAPER_UPLOAD.path} className="btn-primary">
        Go to {PAPER_UPLOAD.name}
      </Link>
    </section>
  );
}
