import { ERRORS, NOTICES, STORAGE_KEYS, type Job } from "@lectern/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { isApiError } from "../../api/api-error";
import { listJobs, oneClickArxiv, oneClickUpload } from "../../api/endpoints";
import type { OneClickAnswer } from "../../api/one-click";
import { oneClickJobSearchQuery } from "../../api/queries/jobs";
import { paperMetadataKey } from "../../api/queries/metadata";
import { UPLOAD_ABORTED } from "../../api/upload";
import { failureOf, showFailure, type Failure } from "../../components/failure-toast";
import { newestJob } from "../../lib/jobs";
import { writeItem } from "../../lib/safe-storage";
import { useJob } from "../../lib/use-job";
import { VIDEO_DISPLAY_PATH } from "../../workflow/shell-pages";
import { useWorkflow } from "../../workflow/use-workflow";
import { withoutPaper } from "../../workflow/workflow-state";
import { toastVideoElsewhere } from "./one-click-toast";
import { FILE_SOURCES, isFileSource } from "./paper-sources";
import type { ProcessRequest } from "./use-process-paper";

/** Where a One click run is: sending the file, or waiting while the server makes the video. */
export type OneClickPhase = { kind: "idle" } | { kind: "uploading"; fraction: number } | { kind: "making"; since: number; remote: boolean };

/** How often the list of running jobs is read to find the one this request started. */
export const FIND_JOB_POLL_MS = 1000;

/**
 * The request's answer names its paper only at the end, so the job it started is found another
 * way: the one-click job that is running now and was not running before the request was sent.
 */
interface JobSearch {
  /** Ids of the one-click jobs already running at the start; null when they could not be read. */
  known: readonly string[] | null;
  startedAt: number;
}

function useRequestJob(search: JobSearch | null, making: boolean): Job | null {
  const known = search?.known ?? null;
  const pick = (jobs: readonly Job[] | undefined) => (known && jobs ? newestJob(jobs.filter((job) => !known.includes(job.id)), ["oneclick"]) : null);
  const list = useQuery({
    ...oneClickJobSearchQuery(search?.startedAt ?? 0),
    enabled: making && known !== null,
    // Once found, the job is followed by its own event stream (useJob), not by the list.
    refetchInterval: (query) => (pick(query.state.data?.jobs) ? false : FIND_JOB_POLL_MS),
  });
  return useJob(making ? pick(list.data?.jobs) : null).job;
}

/** A cancelled upload is the user's doing; a lost session signs out (failureOf gives null). */
function oneClickFailure(error: unknown): Failure | null {
  if (isApiError(error) && error.code === UPLOAD_ABORTED) return null;
  return failureOf(ERRORS.oneClick, error);
}

/**
 * One click to Video (Step 2): send the paper to the one-click route, then open the video page
 * for it. The request can take minutes (the server answers when the video is ready, or earlier
 * while the job continues); meanwhile the phase says what is happening and, when the server's
 * job is found, how far along it is.
 */
export function useOneClick(onAccepted: () => void) {
  const [phase, setPhase] = useState<OneClickPhase>({ kind: "idle" });
  const [search, setSearch] = useState<JobSearch | null>(null);
  const uploadAbort = useRef<AbortController | null>(null);
  const mounted = useRef(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { update } = useWorkflow();

  // Leaving the screen cancels a file still being sent. Once it is sent the server is at work
  // and the answer is still wanted: the paper becomes the user's paper when it arrives.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      uploadAbort.current?.abort();
    };
  }, []);

  const making = phase.kind === "making";
  const job = useRequestJob(search, making);

  const accept = (answer: OneClickAnswer) => {
    onAccepted();
    const paperId = answer.paper_id;
    if (!paperId) {
      toast(NOTICES.videoRequestSubmitted);
      return;
    }
    if (answer.metadata) queryClient.setQueryData(paperMetadataKey(paperId), answer.metadata);
    // A new paper replaces the old one and everything made from it; it was not Processed.
    update({ ...withoutPaper(), paperId, metadata: answer.metadata ?? null, images: answer.image_files ?? [], isProcessed: false });
    writeItem(STORAGE_KEYS.paperId, paperId, "session");
    if (mounted.current) void navigate(VIDEO_DISPLAY_PATH);
    else toastVideoElsewhere();
  };

  const mutation = useMutation({
    mutationFn: async ({ source, file, url }: ProcessRequest): Promise<OneClickAnswer> => {
      const startedAt = Date.now();
      setSearch({ known: null, startedAt });
      // What was already running, read alongside the request (a server without jobs: not followed).
      void listJobs({ activeOnly: true }, { quiet: true }).then(
        (answer) => setSearch((prev) => (prev?.startedAt === startedAt ? { startedAt, known: answer.jobs.map((j) => j.id) } : prev)),
        () => undefined,
      );
      if (!isFileSource(source)) {
        setPhase({ kind: "making", since: startedAt, remote: true });
        return oneClickArxiv(url.trim(), { quiet: true });
      }
      if (!file) throw new Error("No file to upload");
      const controller = new AbortController();
      uploadAbort.current = controller;
      setPhase({ kind: "uploading", fraction: 0 });
      return oneClickUpload(FILE_SOURCES[source].oneClickRoute, file, {
        signal: controller.signal,
        onProgress: (fraction) => setPhase({ kind: "uploading", fraction }),
        onSent: () => {
          uploadAbort.current = null;
          setPhase({ kind: "making", since: Date.now(), remote: false });
        },
      });
    },
    onSuccess: accept,
    onError: (error) => showFailure(oneClickFailure(error)),
    onSettled: () => {
      uploadAbort.current = null;
      setSearch(null);
      setPhase({ kind: "idle" });
    },
  });

  // Kept beside the buttons until the next attempt: the toast goes after a few seconds.
  const failure = mutation.isError ? oneClickFailure(mutation.error) : null;
  return { start: mutation.mutate, busy: mutation.isPending, phase, job, failure, reset: mutation.reset };
}
