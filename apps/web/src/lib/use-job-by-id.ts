import type { Job } from "@lectern/contract";
import { skipToken, useQuery } from "@tanstack/react-query";
import { getJob } from "../api/endpoints";
import { jobKey } from "../api/queries/jobs";
import { later, useJob, type JobFeed } from "./use-job";

/** The job's state as first read (GET /jobs/{id}), once per id: shared by every hook that shows it. */
function useFirstReading(id: string | null) {
  const first = useQuery({
    queryKey: [...jobKey(id ?? ""), "first"],
    queryFn: id ? () => getJob(id, { quiet: true }) : skipToken,
    staleTime: Infinity,
  });
  return { seed: id && first.data?.id === id ? first.data : null, pending: id !== null && first.isPending, error: first.error };
}

/**
 * Follows the job with this id, and no other: its state is read once, then followed live by
 * useJob (its event stream, or polling). Null id: nothing is followed.
 */
export function useJobById(id: string | null, onFinish?: (job: Job) => void): { job: Job | null; feed: JobFeed; pending: boolean; error: unknown } {
  const { seed, pending, error } = useFirstReading(id);
  return { ...useJob(seed, onFinish), pending, error };
}

/**
 * The same job as last heard of, without following it: for a screen beside the one hook that
 * follows it (Step 2 beside the shell's one-click follower), so one job has one event stream.
 */
export function useJobView(id: string | null): Job | null {
  const { seed } = useFirstReading(id);
  const cached = useQuery({ queryKey: jobKey(id ?? ""), queryFn: skipToken, initialData: seed ?? undefined, staleTime: Infinity, enabled: id !== null });
  return id === null ? null : later(cached.data, seed);
}
