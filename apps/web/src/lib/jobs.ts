import type { Job, JobKind, JobStage } from "@lectern/contract";

// Plain facts about background jobs (issue 7), shared by the screens that show one.

/** What a stage means to the person waiting. */
export const JOB_STAGE_LABELS: Record<JobStage, string> = {
  queued: "Waiting to start",
  ingest: "Reading the paper",
  script: "Writing the narration script",
  slides: "Making the slides",
  audio: "Recording the narration",
  video: "Putting the video together",
  youtube: "Uploading to YouTube",
  done: "Finished",
};

/** The stages a one-click job goes through, in order. */
export const ONE_CLICK_STAGES: readonly JobStage[] = ["ingest", "script", "slides", "audio", "video"];

export function isJobActive(job: Pick<Job, "state">): boolean {
  return job.state === "queued" || job.state === "running";
}

function timeOf(stamp: string): number {
  const value = Date.parse(stamp);
  return Number.isFinite(value) ? value : 0;
}

/** The most recently created job, optionally of the given kinds only. */
export function newestJob(jobs: readonly Job[], kinds?: readonly JobKind[]): Job | null {
  let newest: Job | null = null;
  for (const job of jobs) {
    if (kinds && !kinds.includes(job.kind)) continue;
    if (!newest || timeOf(job.created_at) > timeOf(newest.created_at)) newest = job;
  }
  return newest;
}

/** Whole seconds the job has been at work: since it was created, until it finished (or now). */
export function jobElapsedSeconds(job: Pick<Job, "created_at" | "finished_at">, now: number): number {
  const start = timeOf(job.created_at);
  if (start === 0) return 0;
  const end = job.finished_at ? timeOf(job.finished_at) || now : now;
  return Math.max(0, Math.floor((end - start) / 1000));
}

/** "45 s", "2 min 05 s". */
export function formatElapsed(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  if (total < 60) return `${total} s`;
  return `${Math.floor(total / 60)} min ${String(total % 60).padStart(2, "0")} s`;
}

/** The percent as a whole number between 0 and 100, whatever the server sent. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}
