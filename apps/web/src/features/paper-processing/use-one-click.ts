import { ERRORS, type Job } from "@lectern/contract";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { isApiError } from "../../api/api-error";
import { startOneClick, type OneClickSource } from "../../api/one-click";
import { UPLOAD_ABORTED } from "../../api/upload";
import { failureOf, showFailure, type Failure } from "../../components/failure-toast";
import { useJobView } from "../../lib/use-job-by-id";
import { useWorkflow } from "../../workflow/use-workflow";
import { failureOfJob } from "../../workflow/use-follow-one-click";
import { isFileSource } from "./paper-sources";
import type { ProcessRequest } from "./use-process-paper";

/**
 * Where a One click run is: sending the file, waiting for the server to take it, or following the
 * job it answered with (reading the paper, then the video) until the job names its paper.
 */
export type OneClickPhase = { kind: "idle" } | { kind: "uploading"; fraction: number } | { kind: "starting" } | { kind: "following"; job: Job | null };

/** A cancelled upload is the user's doing; a lost session signs out (failureOf gives null). */
function requestFailure(error: unknown): Failure | null {
  if (isApiError(error) && error.code === UPLOAD_ABORTED) return null;
  return failureOf(ERRORS.oneClick, error);
}

/** What the one call sends for the chosen source. */
function sourceOf({ source, file, url }: ProcessRequest): OneClickSource {
  if (!isFileSource(source)) return { arxivUrl: url.trim() };
  if (!file) throw new Error("No file to upload");
  return { file, source };
}

/**
 * One click to Video (Step 2), one path for every source: send the file or link, get the job's id
 * back at once, and follow exactly that job (another tab's one click is never mistaken for ours).
 * The shell's follower (useFollowOneClick) makes its paper the workflow's paper and opens
 * /video-display once the job names it; until then this screen shows the job's progress from its
 * first stage, reading the paper. A job that fails before there is a paper fails here.
 */
export function useOneClick(onAccepted: () => void) {
  const [fraction, setFraction] = useState<number | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const uploadAbort = useRef<AbortController | null>(null);
  const { update } = useWorkflow();

  // Leaving the screen cancels a file still being sent. Once the server has the job, the
  // shell's follower carries on with it wherever the user goes.
  useEffect(
    () => () => {
      uploadAbort.current?.abort();
    },
    [],
  );

  const mutation = useMutation({
    mutationFn: async (request: ProcessRequest) => {
      const what = sourceOf(request);
      const controller = new AbortController();
      uploadAbort.current = controller;
      setFraction("file" in what ? 0 : null);
      return startOneClick(what, {
        signal: controller.signal,
        onProgress: (f) => setFraction(f),
        onSent: () => {
          uploadAbort.current = null;
          setFraction(null);
        },
      });
    },
    onSuccess: ({ job_id }) => {
      setJobId(job_id);
      update({ videoJob: { id: job_id, paperId: null } });
    },
    onError: (error) => showFailure(requestFailure(error)),
    onSettled: () => {
      uploadAbort.current = null;
      setFraction(null);
    },
  });

  // Followed live by the shell (useFollowOneClick); read here from the same cache.
  const job = useJobView(jobId);
  const ours = job?.id === jobId ? job : null;
  const named = ours !== null && ours.paper_id !== null;
  const failedBeforePaper = ours?.state === "failed" && !named;

  // The paper exists: the inputs have done their work (the follower opens the video page).
  const acceptedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!ours || !named || acceptedFor.current === ours.id) return;
    acceptedFor.current = ours.id;
    onAccepted();
  }, [ours, named, onAccepted]);

  const following = jobId !== null && !named && !failedBeforePaper && ours?.state !== "succeeded";
  const phase: OneClickPhase = mutation.isPending
    ? fraction !== null
      ? { kind: "uploading", fraction }
      : { kind: "starting" }
    : following
      ? { kind: "following", job: ours }
      : { kind: "idle" };

  // Kept beside the buttons until the next attempt: the toast goes after a few seconds.
  const failure = mutation.isError ? requestFailure(mutation.error) : ours && failedBeforePaper ? failureOfJob(ours) : null;
  const reset = () => {
    mutation.reset();
    setJobId(null);
  };
  return { start: mutation.mutate, busy: mutation.isPending || following, phase, failure, reset };
}
