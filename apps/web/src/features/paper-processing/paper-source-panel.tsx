import type { PaperProcessed } from "@lectern/contract";
import { useEffect, useRef } from "react";
import { FailureNote } from "../../components/failure-note";
import { ArxivUrlField } from "./arxiv-url-field";
import { DropZone } from "./drop-zone";
import { FileCard } from "./file-card";
import { FILE_SOURCES, isFileSource } from "./paper-sources";
import { OneClickStatus } from "./one-click-status";
import { ProcessButtons } from "./process-buttons";
import { ProcessStatus } from "./process-status";
import { SourcePicker } from "./source-picker";
import { useOneClick } from "./use-one-click";
import { useProcessPaper } from "./use-process-paper";
import { useSourceSelection } from "./use-source-selection";

const PROBLEM_ID = "source-problem";

interface PaperSourcePanelProps {
  /** From `?arxiv=`: the browser extension opens this screen with a link already chosen. */
  initialArxivUrl: string | null;
  onProcessed: (paper: PaperProcessed) => void;
  /**
   * Whether an attempt is under way or has just failed: the stored paper's "uploaded
   * successfully" box would then speak of another paper than the one the user just tried.
   */
  onAttemptChange?: (unsettled: boolean) => void;
}

/** Choosing the paper (source, file or link) and sending it. */
export function PaperSourcePanel({ initialArxivUrl, onProcessed, onAttemptChange }: PaperSourcePanelProps) {
  const { selection, chooseSource, chooseFiles, removeFile, changeUrl, clearInputs, check } = useSourceSelection(initialArxivUrl);
  const processing = useProcessPaper((paper) => {
    clearInputs();
    onProcessed(paper);
  });
  const oneClick = useOneClick(clearInputs);
  const busy = processing.busy || oneClick.busy;
  const dropZoneRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const oneClickActive = oneClick.phase.kind !== "idle";
  useEffect(() => {
    // Not every browser engine has it (jsdom does not).
    if (oneClickActive && typeof statusRef.current?.scrollIntoView === "function") statusRef.current.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [oneClickActive]);
  const { source, file, url, problem } = selection;

  // Each attempt replaces what the last one (of either kind) said.
  const forgetFailures = () => {
    processing.reset();
    oneClick.reset();
  };
  const onProcess = () => {
    if (busy) return;
    forgetFailures();
    if (check("process") === null) processing.process({ source, file, url });
  };
  const onOneClick = () => {
    if (busy) return;
    forgetFailures();
    if (check("oneClick") === null) oneClick.start({ source, file, url });
  };
  const problemRef = problem ? PROBLEM_ID : undefined;
  const failure = processing.failure ?? oneClick.failure;

  const unsettled = busy || failure !== null;
  useEffect(() => {
    onAttemptChange?.(unsettled);
  }, [unsettled, onAttemptChange]);

  return (
    <section aria-labelledby="source-heading" className="card space-y-6 p-5 sm:p-8">
      <div>
        <h2 id="source-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          Add your paper
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Choose how to provide it, then select Process to read its details, or One click to Video to go straight to a finished video.
        </p>
      </div>

      {/* First in the card, and scrolled to when it starts: the progress is seen without scrolling. */}
      <div ref={statusRef}>
        <OneClickStatus phase={oneClick.phase} />
      </div>

      <SourcePicker value={source} disabled={busy} onChange={chooseSource} />

      <div className="space-y-3">
        {isFileSource(source) ? (
          <>
            <DropZone ref={dropZoneRef} info={FILE_SOURCES[source]} disabled={busy} describedBy={problemRef} onFiles={chooseFiles} />
            {file ? (
              <FileCard
                file={file}
                disabled={busy}
                onRemove={() => {
                  removeFile();
                  // The card and its button vanish: keep the keyboard user where the next choice is made.
                  dropZoneRef.current?.focus();
                }}
              />
            ) : null}
          </>
        ) : (
          <ArxivUrlField value={url} disabled={busy} errorId={problemRef} onChange={changeUrl} onSubmit={onProcess} />
        )}
        {problem ? (
          <p id={PROBLEM_ID} role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
            {problem}
          </p>
        ) : null}
      </div>

      <ProcessStatus phase={processing.phase} remote={!isFileSource(source)} />
      <ProcessButtons processing={processing.busy} makingVideo={oneClick.busy} onProcess={onProcess} onOneClick={onOneClick} />
      {/* Beside the buttons that caused it, until the next attempt (the toast goes after 4 s). */}
      {failure ? (
        <div role="alert">
          <FailureNote failure={failure} />
        </div>
      ) : null}
    </section>
  );
}
