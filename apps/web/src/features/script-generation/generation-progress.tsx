import type { Job, ScriptWriter } from "@lectern/contract";
import { ProgressBar } from "../../components/progress-bar";
import { RunningNotice } from "../../components/running-notice";
import { clampPercent } from "../../lib/jobs";
import type { GeneratePhase } from "./use-generate-scripts";
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
  const { text, hint } = job ? followedText(job) : phaseText(phase, writer);
  return (
    <RunningNotice running={running} text={text} hint={hint}>
      {/* Measured once the server's job is followed; until then the writer gives no percent. */}
      <ProgressBar label="Script generation progress" value={job ? job.percent : null} size="sm" tone="indigo-light" />
    </RunningNotice>
  );
}
