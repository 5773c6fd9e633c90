import type { ScriptWriter } from "@lectern/contract";
import { Spinner } from "../../components/spinner";
import type { GeneratePhase } from "./use-generate-scripts";
import { useElapsedSeconds } from "../../lib/use-elapsed-seconds";
import { WRITER_NAMES } from "./writers";

interface GenerationProgressProps {
  running: boolean;
  phase: GeneratePhase;
  /** The writer asked for, when this screen started the run. */
  writer: ScriptWriter | null;
}

function phaseText(phase: GeneratePhase, writer: ScriptWriter | null): { text: string; hint: string } {
  if (phase === "loading") return { text: "Scripts written. Loading them...", hint: "" };
  const who = writer ? WRITER_NAMES[writer] : "The writer";
  const hint = writer === "local" ? "This usually takes a few seconds." : "With an online model this can take up to a minute or two.";
  return { text: `${who} is writing the narration and bullet points for each section...`, hint };
}

/** Feedback while scripts are generated: what is happening and for how long, as a live region. */
export function GenerationProgress({ running, phase, writer }: GenerationProgressProps) {
  const elapsed = useElapsedSeconds(running);
  const { text, hint } = phaseText(phase, writer);
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
          <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-indigo-100 dark:bg-indigo-950">
            <div className="h-full w-full animate-pulse rounded-full bg-indigo-500/70 dark:bg-indigo-400/70" />
          </div>
        </div>
      ) : null}
    </div>
  );
}
