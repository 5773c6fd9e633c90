import { ERRORS, NOTICES, STORAGE_KEYS, type Job } from "@lectern/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { useLocation, useNavigate } from "react-router";
import { paperMetadataQuery } from "../api/queries/metadata";
import { showFailure } from "../components/failure-toast";
import { writeItem } from "../lib/safe-storage";
import { useJobById } from "../lib/use-job-by-id";
import { toastVideoElsewhere } from "./one-click-toast";
import { VIDEO_DISPLAY_PATH } from "./shell-pages";
import { useWorkflow } from "./use-workflow";
import { withoutPaper } from "./workflow-state";
import { stepByNumber } from "./workflow-steps";

const PAPER_UPLOAD_PATH = stepByNumber(2).path;

/**
 * The one-click job this browser started (the workflow's `videoJob`), followed by its id from
 * wherever the user is, until it names its paper. Then, by the spec's Step 2 rule, the paper
 * becomes the workflow's paper (not Processed, its id in session storage, its metadata) and
 * /video-display opens, or, when the user has left Step 2, a toast links to it. Mounted once, in
 * the shell, so leaving Step 2 never loses the job.
 */
export function useFollowOneClick(): void {
  const { state, update } = useWorkflow();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pending = state.videoJob?.paperId === null ? state.videoJob.id : null;
  const { job } = useJobById(pending);
  // Read when the job moves on, not as a reason to act again.
  const where = useRef(pathname);
  where.current = pathname;

  useEffect(() => {
    if (!job || job.id !== pending) return;
    if (job.paper_id !== null) {
      const paperId = job.paper_id;
      update({ ...withoutPaper(), paperId, isProcessed: false, videoJob: { id: job.id, paperId } });
      writeItem(STORAGE_KEYS.paperId, paperId, "session");
      void queryClient.fetchQuery(paperMetadataQuery(paperId)).then(
        (metadata) => update({ metadata }),
        () => undefined,
      );
      if (where.current === PAPER_UPLOAD_PATH) void navigate(VIDEO_DISPLAY_PATH);
      else toastVideoElsewhere();
      return;
    }
    if (job.state === "failed") {
      // Step 2 keeps the reason beside its buttons; from anywhere, the toast says it.
      update({ videoJob: null });
      showFailure(failureOfJob(job));
    } else if (job.state === "succeeded") {
      update({ videoJob: null });
      toast(NOTICES.videoRequestSubmitted);
    }
  }, [job, pending, update, queryClient, navigate]);
}

/** 'Failed to convert to video', with the job's own reason (the reader's message for a refused file). */
export function failureOfJob(job: Job): { title: string; reason: string | undefined } {
  return { title: ERRORS.oneClick, reason: job.message.trim() || undefined };
}
