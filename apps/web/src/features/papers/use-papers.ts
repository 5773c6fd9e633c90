import type { PaperSummary } from "@lectern/contract";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { deletePaper } from "../../api/endpoints";
import { paperStateKey, papersListQuery, refreshPaperState } from "../../api/queries/papers";
import { useWorkflow } from "../../workflow/use-workflow";
import { withoutPaper } from "../../workflow/workflow-state";

/** My papers, all pages loaded so far in one list. */
export function usePapers() {
  const query = useInfiniteQuery(papersListQuery());
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
