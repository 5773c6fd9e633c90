import { NOTICES } from "@lectern/contract";
import { useCallback, useState } from "react";
import toast from "react-hot-toast";
import { useWorkflow } from "../../workflow/use-workflow";
import { arxivUrlProblem, type PaperAction } from "./arxiv-url";
import { fileRejection } from "./file-checks";
import { FILE_SOURCES, isFileSource, type PaperSource } from "./paper-sources";

export interface SourceSelection {
  source: PaperSource;
  file: File | null;
  url: string;
  /** The validation message for the visible input, shown next to it. */
  problem: string | null;
}

/** What the user has chosen to process, and the validation checks on it. */
export function useSourceSelection(initialArxivUrl: string | null) {
  const [selection, setSelection] = useState<SourceSelection>(() => ({
    source: initialArxivUrl ? "arxiv" : "latex",
    file: null,
    url: initialArxivUrl ?? "",
    problem: null,
  }));
  const { state, update } = useWorkflow();
  const hasVideo = state.videoPath !== null;

  const { source } = selection;

  // Another source type starts over: no file, no link, no video from the last one.
  const chooseSource = useCallback(
    (next: PaperSource) => {
      if (next === source) return;
      setSelection({ source: next, file: null, url: "", problem: null });
      if (hasVideo) update({ videoPath: null });
    },
    [source, hasVideo, update],
  );

  const chooseFiles = useCallback(
    (files: readonly File[]) => {
      // A picker closed without a choice is not a failed upload.
      if (files.length === 0 || !isFileSource(source)) return;
      const problem = fileRejection(files, FILE_SOURCES[source]);
      setSelection((prev) => (problem ? { ...prev, problem } : { ...prev, file: files[0] ?? null, problem: null }));
      if (!problem) toast.success(NOTICES.fileSelected);
    },
    [source],
  );

  const removeFile = useCallback(() => setSelection((prev) => ({ ...prev, file: null, problem: null })), []);
  const changeUrl = useCallback((url: string) => setSelection((prev) => ({ ...prev, url, problem: null })), []);
  const clearInputs = useCallback(() => setSelection((prev) => ({ ...prev, file: null, url: "", problem: null })), []);

  /** Checks the choice for an action; shows and returns the problem, or null when it can go. */
  const check = useCallback(
    (action: PaperAction): string | null => {
      const { file, url } = selection;
      const problem = isFileSource(selection.source) ? (file ? null : FILE_SOURCES[selection.source].noFile) : arxivUrlProblem(url, action);
      setSelection((prev) => ({ ...prev, problem }));
      return problem;
    },
    [selection],
  );

  return { selection, chooseSource, chooseFiles, removeFile, changeUrl, clearInputs, check };
}
