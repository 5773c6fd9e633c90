import { useCallback, useRef, useState } from "react";
import { useWorkflow } from "../../workflow/use-workflow";
import { PaperDetails } from "./paper-details";
import { PaperSourcePanel } from "./paper-source-panel";
import { useLinkedArxivUrl } from "./use-linked-arxiv-url";

/** Step 2: add a paper, then check its metadata. */
export function PaperProcessingScreen() {
  const { state } = useWorkflow();
  const linked = useLinkedArxivUrl();
  const detailsRef = useRef<HTMLHeadingElement>(null);
  const showDetails = useCallback(() => detailsRef.current?.focus(), []);
  const [attempting, setAttempting] = useState(false);

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Paper Upload</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Give Lectern your paper as a LaTeX source zip, a PDF, or an arXiv or bioRxiv link. It reads the title, authors, sections and figures
          that the narration and slides are built from.
        </p>
      </div>
      {/* A new link from the extension starts the choice over. */}
      <PaperSourcePanel key={linked ?? ""} initialArxivUrl={linked} onProcessed={showDetails} onAttemptChange={setAttempting} />
      <PaperDetails ref={detailsRef} paperId={state.paperId} showReady={!attempting} />
    </div>
  );
}
