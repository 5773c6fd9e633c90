import type { JobRow } from "../db/jobs.repo.js";
import type { JobQueue } from "../jobs/job-queue.js";
import type { OneClickSource } from "../jobs/job-payloads.js";
import type { PapersService } from "../papers/papers.service.js";
import { ONE_CLICK, ONE_CLICK_BUSY, ONE_CLICK_EXCLUSIVE } from "./one-click-defaults.js";
import { removeStagedUpload, stageUpload } from "./staged-upload.js";

export interface StartOneClickDeps {
  jobs: JobQueue;
  papers: PapersService;
  tmpDir: string;
}

/** A received paper file (its temp path and kind), or an arXiv link already checked. */
export type ReceivedSource = { kind: "pdf" | "zip"; file: string } | { kind: "remote"; url: string };

/**
 * The one path every one click takes (the Lectern start route and the three published routes):
 * names the paper to be, stages the upload where the job reads it, and submits the job that reads
 * the paper and then makes the video. Nothing is ingested here, so the request can answer at once.
 */
export async function startOneClick(deps: StartOneClickDeps, userId: string, source: ReceivedSource): Promise<JobRow> {
  const paperId = deps.papers.newPaperId();
  const what: OneClickSource = source.kind === "remote" ? { kind: "remote", url: source.url } : { kind: source.kind };
  if (source.kind !== "remote") await stageUpload(deps.tmpDir, source.file, paperId);
  try {
    // paperId null: the paper does not exist until the job has read it, so nothing can be busy on it.
    return await deps.jobs.submit({
      userId,
      paperId: null,
      kind: "oneclick",
      payload: { ...ONE_CLICK, make: { paper_id: paperId, source: what } },
      exclusiveWith: ONE_CLICK_EXCLUSIVE,
      busyMessage: ONE_CLICK_BUSY,
    });
  } catch (err) {
    await removeStagedUpload(deps.tmpDir, paperId);
    throw err;
  }
}
