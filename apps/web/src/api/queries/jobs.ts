import { queryOptions } from "@tanstack/react-query";
import { listJobs } from "../endpoints";

/** One job, as last heard of (its stream or its polls write here). */
export const jobKey = (id: string) => ["job", id] as const;
export const paperJobsKey = (paperId: string) => ["jobs", paperId] as const;

/** Every job of a paper (quiet: a server without jobs simply has none to show). */
export const paperJobsQuery = (paperId: string) =>
  queryOptions({ queryKey: paperJobsKey(paperId), queryFn: () => listJobs({ paperId }, { quiet: true }), staleTime: 0 });

/** One entry per One click request (its start time), so a new request never sees the last one's list. */
const oneClickJobSearchKey = (startedAt: number) => ["one-click", "find-job", startedAt] as const;

/**
 * The jobs running now, read while a One click request looks for the job it started. Never
 * cached: each read must be fresh, and the list is useless once the request is over.
 */
export const oneClickJobSearchQuery = (startedAt: number) =>
  queryOptions({
    queryKey: oneClickJobSearchKey(startedAt),
    queryFn: () => listJobs({ activeOnly: true }, { quiet: true }),
    gcTime: 0,
    staleTime: 0,
  });
