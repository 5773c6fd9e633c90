import { useQuery } from "@tanstack/react-query";
import { FileSearch, RotateCw } from "lucide-react";
import { forwardRef } from "react";
import { isApiError } from "../../api/api-error";
import { paperMetadataQuery } from "../../api/queries/metadata";
import { EmptyState } from "../../components/empty-state";
import { Spinner } from "../../components/spinner";
import { MetadataForm } from "./metadata-form";
import { ReadyBanner } from "./ready-banner";

function NoPaper() {
  return (
    <EmptyState icon={FileSearch} title="No Paper Data Available">
      Add a paper above and select Process. Its title, authors and date appear here for you to check before scripts are written.
    </EmptyState>
  );
}

function PaperDetailsBody({ paperId, showReady }: { paperId: string; showReady: boolean }) {
  const query = useQuery(paperMetadataQuery(paperId));
  if (query.isPending) {
    return (
      <div className="card flex items-center justify-center gap-3 px-6 py-10 text-sm text-slate-600 dark:text-slate-300">
        <Spinner label="Loading the paper's details" />
        <span aria-hidden="true">Loading the paper's details...</span>
      </div>
    );
  }
  if (query.isError) {
    // A paper that no longer exists is cleared by the stored-paper check; until then there is none.
    if (isApiError(query.error) && query.error.status === 404) return <NoPaper />;
    return (
      <div role="alert" className="card space-y-3 px-6 py-8 text-center">
        <p className="font-semibold text-slate-900 dark:text-white">The paper's details could not be loaded.</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{query.error.message}</p>
        <button type="button" className="btn-secondary" onClick={() => void query.refetch()}>
          <RotateCw aria-hidden="true" className="h-4 w-4" />
          Try again
        </button>
      </div>
    );
  }
  return (
    <>
      {showReady ? <ReadyBanner /> : null}
      {/* A new paper starts a new draft. */}
      <MetadataForm key={paperId} paperId={paperId} metadata={query.data} />
    </>
  );
}

/** The lower half of Step 2: the processed paper's metadata, or the empty state. */
interface PaperDetailsProps {
  paperId: string | null;
  /** False while a new paper is being tried or has just failed: the banner would be about the old one. */
  showReady?: boolean;
}

export const PaperDetails = forwardRef<HTMLHeadingElement, PaperDetailsProps>(function PaperDetails({ paperId, showReady = true }, headingRef) {
  return (
    <section aria-labelledby="details-heading" className="space-y-4">
      {/* Focused after Process so keyboard and screen-reader users land on the result. */}
      <h2 id="details-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 dark:text-white">
        Paper details
      </h2>
      {paperId ? <PaperDetailsBody paperId={paperId} showReady={showReady} /> : <NoPaper />}
    </section>
  );
});
