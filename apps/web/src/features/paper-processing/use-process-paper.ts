import type { PaperProcessed } from "@lectern/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { isApiError } from "../../api/api-error";
import { scrapeArxiv, uploadPaperFile } from "../../api/endpoints";
import { paperMetadataKey } from "../../api/queries/metadata";
import { UPLOAD_ABORTED } from "../../api/upload";
import { failureOf, showFailure, type Failure } from "../../components/failure-toast";
import { useWorkflow } from "../../workflow/use-workflow";
import { withoutPaper } from "../../workflow/workflow-state";
import { FILE_SOURCES, isFileSource, sourceInfo, type PaperSource } from "./paper-sources";

/** Where a Process run is: sending the file (with the share sent), or waiting for the server. */
export type ProcessPhase = { kind: "idle" } | { kind: "uploading"; fraction: number } | { kind: "processing" };

export interface ProcessRequest {
  source: PaperSource;
  file: File | null;
  url: string;
}

/**
 * A failed Process: the source's own message with the server's detail as the reason. Null
 * when there is nothing to say: a lost session (the client signs out), a cancelled upload (the
 * user's doing).
 */
function processFailure(error: unknown, source: PaperSource): Failure | null {
  if (isApiError(error) && error.code === UPLOAD_ABORTED) return null;
  return failureOf(sourceInfo(source).processFailed, error);
}

/** Process (Step 2): send the paper, then make it the workflow's paper. */
export function useProcessPaper(onProcessed: (paper: PaperProcessed) => void) {
  const [phase, setPhase] = useState<ProcessPhase>({ kind: "idle" });
  const uploadAbort = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const { update } = useWorkflow();

  // Leaving the screen cancels an upload still in flight rather than finishing it unseen.
  useEffect(() => () => uploadAbort.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: async ({ source, file, url }: ProcessRequest): Promise<PaperProcessed> => {
      if (!isFileSource(source)) {
        setPhase({ kind: "processing" });
        return scrapeArxiv(url.trim(), { quiet: true });
      }
      if (!file) throw new Error("No file to upload");
      const controller = new AbortController();
      uploadAbort.current = controller;
      setPhase({ kind: "uploading", fraction: 0 });
      return uploadPaperFile(FILE_SOURCES[source].route, file, {
        signal: controller.signal,
        onProgress: (fraction) => setPhase({ kind: "uploading", fraction }),
        onSent: () => setPhase({ kind: "processing" }),
      });
    },
    onSuccess: (paper) => {
      queryClient.setQueryData(paperMetadataKey(paper.paper_id), paper.metadata);
      // A new paper replaces the old one and everything made from it.
      update({ ...withoutPaper(), paperId: paper.paper_id, metadata: paper.metadata, images: paper.image_files, isProcessed: true });
      onProcessed(paper);
    },
    onError: (error, { source }) => showFailure(processFailure(error, source)),
    onSettled: () => {
      uploadAbort.current = null;
      setPhase({ kind: "idle" });
    },
  });

  // Kept beside the buttons until the next attempt: the toast goes after a few seconds.
  const failure = mutation.isError ? processFailure(mutation.error, mutation.variables.source) : null;
  return { process: mutation.mutate, busy: mutation.isPending, phase, failure, reset: mutation.reset };
}
