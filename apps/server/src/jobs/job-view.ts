import { API_PREFIX, Job, pathFor } from "@lectern/contract";
import { z } from "zod";
import type { JobRow } from "../db/jobs.repo.js";
import type { UrlSigner } from "../security/url-signer.js";

/** A job row as its owner sees it (no payload, no internals), with a signed event-stream URL. */
export function jobView(row: JobRow, signer: UrlSigner): Job {
  return Job.parse({
    id: row.id,
    kind: row.kind,
    paper_id: row.paper_id,
    state: row.state,
    stage: row.stage,
    percent: Math.round(row.percent),
    message: row.message,
    created_at: row.created_at,
    updated_at: row.updated_at,
    finished_at: row.finished_at,
    events_url: signer.sign(API_PREFIX + pathFor("jobEvents", { id: row.id })).url,
    ...uploadedTo(row),
  });
}

/** A finished upload's YouTube address, so a client that followed the job can show the video. */
function uploadedTo(row: JobRow): { video_url?: string } {
  if (row.kind !== "youtube" || row.state !== "succeeded" || !row.result) return {};
  const parsed = UploadResult.safeParse(JSON.parse(row.result));
  return parsed.success ? { video_url: parsed.data.video_url } : {};
}
const UploadResult = z.object({ video_url: z.string() });
