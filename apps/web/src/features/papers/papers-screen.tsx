import type { PaperSummary } from "@lectern/contract";
import { Library } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { Spinner } from "../../components/spinner";
import { useCurrentPaperId } from "../../workflow/use-current-paper-id";
import { stepByNumber } from "../../workflow/workflow-steps";
import { DeletePaperDialog } from "./delete-paper-dialog";
import { PaperCard } from "./paper-card";
import { useOpenPaper } from "./use-open-paper";
import { usePapers } from "./use-papers";

/** My papers: every paper of the signed-in user, newest first, from the server. */
export function PapersScreen() {
  const list = usePapers();
  const openPaper = useOpenPaper();
  const currentId = useCurrentPaperId();
  const [deleting, setDeleting] = useState<PaperSummary | null>(null);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">My papers</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">Every paper you have started, newest first. Open one at any step, make it in another language, or delete it.</p>
      </div>
      {list.isPending ? (
        <Spinner size="lg" label="Loading your papers" className="flex justify-center py-12" />
      ) : list.isError && list.papers.length === 0 ? (
        <p role="alert" className="card p-4 text-sm text-red-600 dark:text-red-400">
          Your papers could not be loaded. {list.error.message}{" "}
          <button type="button" className="underline" onClick={() => void list.refetch()}>
            Try again
          </button>
        </p>
      ) : list.papers.length === 0 ? (
        <EmptyState icon={Library} title="No papers yet">
          <p>Papers you upload appear here.</p>
          <Link to={stepByNumber(2).path} className="btn-primary mt-4">
            Start a paper
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul aria-label="My papers" className="space-y-4">
            {list.papers.map((paper) => (
              <PaperCard
                key={paper.paper_id}
                paper={paper}
                current={paper.paper_id === currentId}
                onOpen={(step) => openPaper(paper.paper_id, step)}
                onDelete={() => setDeleting(paper)}
              />
            ))}
          </ul>
          {list.hasNextPage ? (
            <div className="flex justify-center">
              <button type="button" className="btn-secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {list.isFetchingNextPage ? "Loading…" : "Show more papers"}
              </button>
            </div>
          ) : null}
        </>
      )}
      {deleting ? <DeletePaperDialog paper={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  );
}
