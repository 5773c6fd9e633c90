import type { PaperMetadata } from "@lectern/contract";
import type { ReactNode } from "react";
import { Spinner } from "../../components/spinner";
import { paperLink } from "../../components/share-links";

interface PaperInfoProps {
  paperId: string;
  metadata: PaperMetadata | undefined;
  loading: boolean;
  /** Why the metadata could not be read, if it could not. */
  error: string | null;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-2.5 first:pt-0 last:pb-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{term}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

const missing = <span className="text-slate-500 dark:text-slate-400">Not given</span>;

/** Step 6: Title, Authors, Date, Paper ID (and the arXiv page when there is one). */
export function PaperInfo({ paperId, metadata, loading, error }: PaperInfoProps) {
  const arxiv = paperLink(metadata?.arxiv_id);
  return (
    <section aria-labelledby="paper-info-heading" className="card p-5 sm:p-6">
      <h2 id="paper-info-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Paper
      </h2>
      {loading ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <Spinner size="sm" label="Loading the paper's details" />
          <span aria-hidden="true">Loading the paper's details...</span>
        </p>
      ) : null}
      {error ? <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">The paper's details could not be loaded: {error}</p> : null}
      <dl className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
        {metadata ? (
          <>
            <Row term="Title">{metadata.title.trim() || missing}</Row>
            <Row term="Authors">{metadata.authors.trim() || missing}</Row>
            <Row term="Date">{metadata.date.trim() || missing}</Row>
          </>
        ) : null}
        <Row term="Paper ID">
          <span className="font-mono text-xs">{paperId}</span>
        </Row>
        {arxiv && metadata?.arxiv_id ? (
          <Row term="arXiv">
            <a className="link" href={arxiv} target="_blank" rel="noopener noreferrer">
              {metadata.arxiv_id}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Row>
        ) : null}
      </dl>
    </section>
  );
}
