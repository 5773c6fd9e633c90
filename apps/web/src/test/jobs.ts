import type { Job } from "@lectern/contract";

// Background jobs as the server reports them, for tests.

/** A job of `paperId`, created a few seconds ago; fields override the running one-click default. */
export function makeJob(paperId: string, fields: Partial<Job> = {}): Job {
  const id = fields.id ?? "job00000001";
  const created = new Date(Date.now() - 5_000).toISOString();
  return {
    id,
    kind: "oneclick",
    paper_id: paperId,
    state: "running",
    stage: "slides",
    percent: 40,
    message: "Typesetting the slides",
    created_at: created,
    updated_at: created,
    finished_at: null,
    events_url: `/api/jobs/${id}/events?exp=1&sig=e`,
    ...fields,
  };
}

/** The same job later on: a newer updated_at (and finished_at once it has finished). */
export function laterJob(job: Job, fields: Partial<Job>): Job {
  const now = new Date().toISOString();
  const finished = fields.state === "succeeded" || fields.state === "failed";
  return { ...job, updated_at: now, finished_at: finished ? now : job.finished_at, ...fields };
}
