import { Clapperboard, Cog } from "lucide-react";
import { Spinner } from "../../components/spinner";

interface ProcessButtonsProps {
  busy: boolean;
  onProcess: () => void;
  onOneClick: () => void;
}

const ONE_CLICK_NOTE_ID = "one-click-note";

/** Process (the step-by-step path) and One click to Video, which is honest about not being built. */
export function ProcessButtons({ busy, onProcess, onOneClick }: ProcessButtonsProps) {
  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" className="btn-primary sm:min-w-36" onClick={onProcess} disabled={busy}>
          {busy ? (
            <>
              <Spinner size="sm" className="[&_svg]:text-white" />
              Processing...
            </>
          ) : (
            <>
              <Cog aria-hidden="true" className="h-4 w-4" />
              Process
            </>
          )}
        </button>
        <button type="button" className="btn-secondary" onClick={onOneClick} disabled={busy} aria-describedby={ONE_CLICK_NOTE_ID}>
          <Clapperboard aria-hidden="true" className="h-4 w-4" />
          One click to Video
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-500/15 dark:text-amber-200">Coming soon</span>
        </button>
      </div>
      <p id={ONE_CLICK_NOTE_ID} className="text-xs text-slate-600 dark:text-slate-400">
        One click to Video, from paper straight to a finished video, arrives in a later update. Until then, Process takes you through each step.
      </p>
    </div>
  );
}

export const ONE_CLICK_UNAVAILABLE = "One click to Video is not available yet. Use Process to continue step by step.";
