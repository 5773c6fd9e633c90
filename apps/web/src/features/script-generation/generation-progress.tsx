import type { Job, ScriptWriter } from "@lectern/contract";
import { ProgressBar } from "../../components/progress-bar";
import { Spinner } from "../../components/spinner";
import { clampPercent } from "../../lib/jobs";
import type { GeneratePhase } from "./use-generate-scripts";
import { useElapsedSeconds } from "../../lib/use-elapsed-seconds";
import { WRITER_NAMES } from "./writers";

interface GenerationProgressProps {
  running: boolean;
  phase: GeneratePhase;
  /** The writer asked for, when this screen started the run. */
  writer: ScriptWriter | null;
  /** The server's job, when it is being followed (it outlasted its request, or was already running). */
  job?: Job | null;
}

function phaseText(phase: GeneratePhase, writer: ScriptWriter | null): { text: string; hint: string } {
  if (phase === "loading") return { text: "Scripts written. Loading them...", hint: "" };
  const who = writer ? WRITER_NAMES[writer] : "The writer";
  const hint = writer === "local" ? "This usually takes a few seconds." : "With an online model this can take up to a minute or two.";
  return { text: `${who} is writing the narration and bullet points for each section...`, hint };
}

/** A job followed on the server: what it says it is doing, and that the page waits for it. */
function followedText(job: Job): { text: string; hint: string } {
  const doing = job.message.trim() || "The scripts are being written on the server...";
  return { text: `${doing} (${clampPercent(job.percent)} %)`, hint: FOLLOWING_HINT };
}

export const FOLLOWING_HINT = "This is taking longer than usual. The server carries on, and this page shows the scripts when they are ready.";

/** Feedback while scripts are generated: what is happening and for how long, as a live region. */
export function GenerationProgress({ running, phase, writer, job = null }: GenerationProgressProps) {
  const elapsed = useElapsedSeconds(running);
  const { text, hint } = job ? followedText(job) : phaseText(phase, writer);
  return (
    <div aria-live="polite" className={running ? "rounded-xl border border-indigo-200 bg-indigo-50 p-4 dark:border-indigo-500/30 dark:bg-indigo-500/10" : "sr-only"}>
      {running ? (
        <div className="space-y-3">
          <p className="flex items-start gap-2 text-sm font-medium text-indigo-900 dark:text-indigo-100">
            <Spinner size="sm" className="mt-0.5" />
            <span className="flex-1">{text}</span>
            {/* Not announced every second; the text above is. */}
            <span aria-hidden="true" className="text-indigo-700 tabular-nums dark:text-indigo-200">
              {elapsed} s
            </span>
          </p>
          {hint ? <p className="text-xs text-indigo-800 dark:text-indigo-200">{hint}</p> : null}
          {/* Measured once the server's job is followed; until then the writer gives no percent. */}
          <ProgressBar label="Script generation progress" value={job ? job.percent : null} size="sm" tone="indigo-light" />
        </div>
      ) : null}
    </div>
  );
}
