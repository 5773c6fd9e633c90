import { Clapperboard, Cog } from "lucide-react";
import { Spinner } from "../../components/spinner";

interface ProcessButtonsProps {
  /** Process is running. */
  processing: boolean;
  /** One click to Video is running. */
  makingVideo: boolean;
  onProcess: () => void;
  onOneClick: () => void;
}

const ONE_CLICK_NOTE_ID = "one-click-note";

const whiteSpinner = <Spinner size="sm" className="[&_svg]:text-white" />;

/** Process (the step-by-step path) and One click to Video (straight to a finished video). */
export function ProcessButtons({ processing, makingVideo, onProcess, onOneClick }: ProcessButtonsProps) {
  const busy = processing || makingVideo;
  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" className="btn-primary sm:min-w-36" onClick={onProcess} disabled={busy}>
          {processing ? (
            <>
              {whiteSpinner}
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
          {makingVideo ? <Spinner size="sm" /> : <Clapperboard aria-hidden="true" className="h-4 w-4" />}
          {makingVideo ? "Making video..." : "One click to Video"}
        </button>
      </div>
      <p id={ONE_CLICK_NOTE_ID} className="text-xs text-slate-600 dark:text-slate-400">
        One click to Video makes the whole video with the defaults (English narration, female voice) and opens it when it is ready. Process takes
        you through each step so you can check and edit along the way.
      </p>
    </div>
  );
}
