import { ERRORS, type Job } from "@lectern/contract";
import { clampPercent, isJobActive, newestJob } from "../../lib/jobs";
import { useJob } from "../../lib/use-job";
import { safeYoutubeUrl } from "../../lib/youtube-links";

/**
 * The paper's YouTube upload while it runs in the background, found among the paper's jobs (the
 * page's own list of them): so the video page shows it after a reload too, live (the job's event
 * stream), and then its outcome.
 */
export function YoutubeUploadProgress({ jobs }: { jobs: readonly Job[] }) {
  const newest = newestJob(jobs, ["youtube"]);
  // Only an upload running when the page opened is followed; older outcomes are not news.
  const { job } = useJob(newest && isJobActive(newest) ? newest : null);
  if (!job) return null;
  if (isJobActive(job)) {
    const percent = clampPercent(job.percent);
    return (
      <div role="status" className="card space-y-2 px-4 py-3">
        <p className="text-sm font-semibold text-slate-900 dark:text-white">Uploading to YouTube: {percent}%</p>
        <progress className="w-full" max={100} value={percent} aria-label="YouTube upload progress" />
        <p className="text-sm text-slate-600 dark:text-slate-400">{job.message}</p>
      </div>
    );
  }
  const videoUrl = safeYoutubeUrl(job.video_url ?? null);
  if (job.state === "succeeded" && videoUrl) {
    return (
      <p role="status" className="card px-4 py-3 text-sm text-slate-900 dark:text-white">
        Your video was uploaded to YouTube:{" "}
        <a className="underline" href={videoUrl} target="_blank" rel="noreferrer">
          {videoUrl}
        </a>
      </p>
    );
  }
  return (
    <p role="alert" className="card px-4 py-3 text-sm text-slate-900 dark:text-white">
      {ERRORS.uploadFailedPrefix}
      {job.message.trim() || ERRORS.uploadUnknown}
    </p>
  );
}
