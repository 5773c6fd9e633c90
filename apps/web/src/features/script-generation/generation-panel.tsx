import type { ScriptWriter, TalkLength } from "@lectern/contract";
import { Bot, Cpu, Info, RefreshCw, WandSparkles } from "lucide-react";
import type { ReactNode } from "react";
import { FailureNote } from "../../components/failure-note";
import type { Failure } from "../../components/failure-toast";
import { TALK_LENGTHS, WRITER_NAMES } from "./writers";

interface GenerationPanelProps {
  hasScripts: boolean;
  /** "Written by ..." for the current scripts, when the server said who wrote them. */
  credit: string | null;
  creditIsLocal: boolean;
  /** Which sections the local writer wrote in the model's place, when any. */
  fallbackNote: string | null;
  lengthName: string | null;
  writers: readonly ScriptWriter[];
  writer: ScriptWriter;
  length: TalkLength;
  busy: boolean;
  onWriter: (writer: ScriptWriter) => void;
  onLength: (length: TalkLength) => void;
  onGenerate: () => void;
  /** Why the last generation failed, until the next one starts. */
  failure: Failure | null;
  /** The progress region, shown under the controls. */
  progress: ReactNode;
}

const selectClass = "input w-auto min-w-40 py-2 pr-8";

/** Generate/Regenerate with its choices (writer when an LLM key is usable, talk length), and who wrote the scripts. */
export function GenerationPanel(props: GenerationPanelProps) {
  const { hasScripts, credit, creditIsLocal, fallbackNote, lengthName, writers, writer, length, busy, onWriter, onLength, onGenerate, failure, progress } = props;
  const CreditIcon = creditIsLocal ? Cpu : Bot;
  return (
    <section aria-labelledby="generation-heading" className="card space-y-4 p-5 sm:p-6">
      <div>
        <h2 id="generation-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Script writer
        </h2>
        {credit ? (
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <CreditIcon aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span>
              {credit}
              {lengthName ? ` · ${lengthName} talk` : ""}
            </span>
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">A spoken script and slide bullets for each section of the paper.</p>
        )}
        {credit && fallbackNote ? (
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Info aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span>{fallbackNote}</span>
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        {writers.length > 1 ? (
          <div className="space-y-1">
            <label htmlFor="script-writer" className="block text-xs font-semibold text-slate-700 dark:text-slate-300">
              Writer
            </label>
            <select id="script-writer" className={selectClass} value={writer} disabled={busy} onChange={(event) => onWriter(writers.find((option) => option === event.target.value) ?? writer)}>
              {writers.map((option) => (
                <option key={option} value={option}>
                  {WRITER_NAMES[option]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="space-y-1">
          <label htmlFor="talk-length" className="block text-xs font-semibold text-slate-700 dark:text-slate-300">
            Talk length
          </label>
          <select id="talk-length" className={selectClass} value={length} disabled={busy} onChange={(event) => onLength(TALK_LENGTHS.find((option) => option.value === event.target.value)?.value ?? length)}>
            {TALK_LENGTHS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn-primary sm:ml-auto" disabled={busy} onClick={onGenerate}>
          {hasScripts ? <RefreshCw aria-hidden="true" className="h-4 w-4" /> : <WandSparkles aria-hidden="true" className="h-4 w-4" />}
          {hasScripts ? "Regenerate Scripts" : "Generate Scripts"}
        </button>
      </div>
      {failure && !busy ? (
        <FailureNote failure={failure} />
      ) : null}
      {progress}
    </section>
  );
}
