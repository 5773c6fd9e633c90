import { infiniteQueryOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import { getPaperSummary, listPapers } from "../endpoints";

/** Every cache entry read from the server's paper state starts with this: one invalidation reaches all. */
export const LIBRARY_KEY = ["library"] as const;
export const paperStateKey = (paperId: string) => [...LIBRARY_KEY, "paper", paperId] as const;
const papersListKey = () => [...LIBRARY_KEY, "list"] as const;

/** While a job runs on a paper, its state and the list showing it are read again this often, so a finished stage shows at once. */
const WHILE_RUNNING_MS = 3000;

/**
 * What exists on the server for one paper: the workflow's check marks and progress are read from
 * it, never from what this browser remembers. Quiet: a missing paper is the stored-paper rule's
 * business (it drops the paper), other failures leave the last known state.
 */
export const paperStateQuery = (paperId: string) =>
  queryOptions({
    queryKey: paperStateKey(paperId),
    queryFn: () => getPaperSummary(paperId, { quiet: true }),
    staleTime: 10_000,
    refetchInterval: (query) => (query.state.data?.running_job ? WHILE_RUNNING_MS : false),
  });

/** My papers, a page at a time (newest first), following running jobs. */
export const papersListQuery = () =>
  infiniteQueryOptions({
    queryKey: papersListKey(),
    queryFn: ({ pageParam }) => listPapers(pageParam ? { cursor: pageParam } : {}, { quiet: true }),
    initialPageParam: "",
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 5_000,
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.papers.some((paper) => paper.running_job)) ? WHILE_RUNNING_MS : false),
  });

/** A stage finished, a paper was made or deleted: the server's state is read again everywhere. */
export function refreshPaperState(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
}
