import { queryOptions } from "@tanstack/react-query";
import { listJobs } from "../endpoints";

/** One job, as last heard of (its stream or its polls write here). */
export const jobKey = (id: string) => ["job", id] as const;
export const paperJobsKey = (paperId: string) => ["jobs", paperId] as const;

/** Every job of a paper (quiet: a server without jobs simply has none to show). */
export const paperJobsQuery = (paperId: string) =>
  queryOptions({ queryKey: paperJobsKey(paperId), queryFn: () => listJobs({ paperId }, { quiet: true }), staleTime: 0 });
