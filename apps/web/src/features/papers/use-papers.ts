import type { PaperSummary } from "@lectern/contract";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { deletePaper, listPapers } from "../../api/endpoints";
import { withoutPaper } from "../../workflow/paper-data";
import { paperStateKey, papersListKey, refreshPaperState } from "../../workflow/paper-state-query";
import { useWorkflow } from "../../workflow/use-workflow";

/** While a job runs on a listed paper, the list is read again this often. */
const WHILE_RUNNING_MS = 3000;

/** My papers, a page at a time (newest first), following running jobs. */
export function usePapers() {
  const query = useInfiniteQuery({
    queryKey: papersListKey(),
    queryFn: ({ pageParam }) => listPapers(pageParam ? { cursor: pageParam } : {}, { quiet: true }),
    initialPageParam: "",
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 5_000,
    refetchInterval: (q) => (q.state.data?.pages.some((p) => p.papers.some((paper) => paper.running_job)) ? WHILE_RUNNING_MS : false),
  });
  const papers: PaperSummary[] = query.data?.pages.flatMap((p) => p.papers) ?? [];
  return { ...query, papers };
}

/** Deletes a paper; if it was the workflow's current paper, the workflow forgets it. */
export function useDeletePaper(onDeleted: () => void) {
  const queryClient = useQueryClient();
  const { state, update } = useWorkflow();
  return useMutation({
    mutationFn: (paper: PaperSummary) => deletePaper(paper.paper_id, { quiet: true }),
    onSuccess: async (_answer, paper) => {
      if (state.paperId === paper.paper_id) update(withoutPaper());
      queryClient.removeQueries({ queryKey: paperStateKey(paper.paper_id) });
      toast.success(`Deleted “${paper.title}”`);
      onDeleted();
      await refreshPaperState(queryClient);
    },
  });
}
