import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { useStartNewPaper } from "../../workflow/use-start-new-paper";

/** The bar under a finished paper's media: the way back (given by the screen), and Start New Paper. */
export function FinishActions({ back }: { back: ReactNode }) {
  const startNewPaper = useStartNewPaper();
  return (
    <div className="card flex flex-col-reverse gap-3 p-4 sm:flex-row sm:justify-end sm:p-5">
      {back}
      <button type="button" className="btn-primary" onClick={startNewPaper}>
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        Start New Paper
      </button>
    </div>
  );
}
