import type { LanguageName, VoiceKey } from "@lectern/contract";
import { ProgressBar } from "../../components/progress-bar";
import { Spinner } from "../../components/spinner";
import { voiceLabel } from "./narration-options";
import type { MediaRun } from "./use-media-run";
import { useNow } from "../../lib/use-now";

interface MediaProgressProps {
  /** Percent shown by the bar. */
  value: number;
  run: MediaRun | null;
  running: boolean;
}

/** What the server is doing now, and roughly how long it takes. */
function phaseText(phase: "audio" | "video", language: LanguageName, voice: VoiceKey): { text: string; hint: string } {
  if (phase === "video") {
    return {
      text: "Audio ready. Putting the slides and the narration together into a video...",
      hint: "This usually takes under a minute.",
    };
  }
  const text = `Generating the narration in ${language} with the ${voiceLabel(voice).toLowerCase()} voice...`;
  const hint =
    language === "English"
      ? "With the offline voice, speech for a whole paper takes tens of seconds; an online speech service can take a minute or two."
      : `Speech for a whole paper takes tens of seconds offline. When the paper is not in ${language}, the narration is translated first with your AI provider, which can take a few minutes.`;
  return { text, hint };
}

/**
 * The progress bar (10 → 50 → 60 → 100, lifted within each phase by the server's job) and, while a
 * run works, what it is doing, as a live region. The elapsed seconds are not announced every
 * second; the phase text and the job's own words are.
 */
export function MediaProgress({ value, run, running }: MediaProgressProps) {
  const now = useNow(running);
  const working = running && run !== null && (run.phase === "audio" || run.phase === "video");
  const phase = working ? phaseText(run.phase === "video" ? "video" : "audio", run.language, run.voice) : null;
  const elapsed = working ? Math.max(0, Math.floor((now - run.phaseStartedAt) / 1000)) : 0;

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between text-sm">
        <span id="media-progress-label" className="font-medium text-slate-700 dark:text-slate-300">
          Progress
        </span>
        <span aria-hidden="true" className="font-semibold text-slate-900 tabular-nums dark:text-white">
          {value}%
        </span>
      </div>
      <ProgressBar labelledBy="media-progress-label" value={value} valueText={`${value}%`} size="lg" tone="slate" />
      <div aria-live="polite">
        {phase && run ? (
          <div className="rounded-xl border border-indigo-200 bg-indigo-50 p-4 dark:border-indigo-500/30 dark:bg-indigo-500/10">
            <p className="flex items-start gap-2 text-sm font-medium text-indigo-900 dark:text-indigo-100">
              <Spinner size="sm" className="mt-0.5" />
              <span className="flex-1">{phase.text}</span>
              <span aria-hidden="true" className="text-indigo-700 tabular-nums dark:text-indigo-200">
                {elapsed} s
              </span>
            </p>
            {run.liveMessage ? <p className="mt-1 text-sm text-indigo-900 dark:text-indigo-100">{run.liveMessage}</p> : null}
            <p className="mt-2 text-xs text-indigo-800 dark:text-indigo-200">{phase.hint}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
