import { JobKind, JobStage, JobState } from "@lectern/contract";
import { z } from "zod";
import type { JobRow } from "../db/jobs.repo.js";

/**
 * A job row as it travels through Redis (live events, the freshest copy, queue messages). Redis is
 * outside this process, so what comes back is parsed like any other input.
 */
export const JobRowSchema = z.object({
  id: z.string().min(1),
  user_id: z.string(),
  paper_id: z.string().nullable(),
  kind: JobKind,
  payload: z.string(),
  state: JobState,
  stage: JobStage,
  percent: z.number(),
  message: z.string(),
  result: z.string().nullable(),
  error_status: z.number().int().nullable(),
  error_code: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
}) satisfies z.ZodType<JobRow>;

/** What a BullMQ job carries: only the id; the row in the database is the job. */
export const JobMessage = z.object({ jobId: z.string().min(1) });
export type JobMessage = z.infer<typeof JobMessage>;

/** The parsed row, or undefined (and a reason) for anything else. */
export function parseJobRow(text: string): { row: JobRow } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: "not JSON" };
  }
  const parsed = JobRowSchema.safeParse(json);
  return parsed.success ? { row: parsed.data } : { error: parsed.error.message };
}
