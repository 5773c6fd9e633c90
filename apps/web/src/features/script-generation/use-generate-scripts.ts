import { ERROR_CODES, ERRORS, SCRIPT_FETCH_DELAY_MS, type Job, type SectionsResponse } from "@lectern/contract";
import { useIsMutating, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { ApiError, isApiError } from "../../api/api-error";
import { generateScripts, refreshSections, type GenerateScriptsOptions } from "../../api/endpoints";
import { failureOf, toastFailure, type Failure } from "../../components/failure-toast";
import { activePaperJob, followPaperJob } from "../../lib/follow-paper-job";
import { sleep } from "../../lib/sleep";
import { JOB_POLL_MS } from "../../lib/use-job";
import { sectionsKey, storeSections } from "../../api/queries/scripts";

/** Where a generation is: the writer at work, or the short wait before the new scripts are read. */
export type GeneratePhase = "writing" | "loading";

export const SCRIPTS_GENERATED = "Scripts generated";
/** 409: another generation for this paper (another tab, an earlier visit) is still running. */
export const GENERATION_RUNNING = "Scripts for this paper are already being generated. Please wait for them to finish, then try again.";

const isConflict = (error: unknown): error is ApiError => isApiError(error) && error.status === 409;
const outlasted = (error: unknown) => isApiError(error) && error.code === ERROR_CODES.stillRunning;
/** How long a script job the request stopped waiting for is followed at most. */
export const FOLLOW_LIMIT_MS = 30 * 60_000;
const generateKey = (paperId: string) => ["scripts", paperId, "generate"] as const;

/** The new sections, or null when none could be read back. */
async function readBack(paperId: string): Promise<SectionsResponse | null> {
  // The sections are fetched again after a short wait.
  await sleep(SCRIPT_FETCH_DELAY_MS);
  try {
    const fresh = await refreshSections(paperId, { quiet: true });
    return Object.keys(fresh.sections).length > 0 ? fresh : null;
  } catch (error) {
    // A lost session is the client's business (sign-out), not "failed to load".
    if (isApiError(error) && error.status === 401) throw error;
    return null;
  }
}

/**
 * The script job this failed request leaves to follow: the one it started when it outlasted its
 * request (504 still_running), or the one already running when it was refused (409 for a job of
 * the same kind; a 409 for another kind, such as slides being made, stays an error).
 */
async function jobToFollow(paperId: string, error: unknown): Promise<boolean> {
  if (outlasted(error)) return true;
  return isConflict(error) && (await activePaperJob(paperId, "script")) !== null;
}

/**
 * Generate/Regenerate. The scripts go into the cache when they arrive, even if the user has left
 * the screen meanwhile (the mutation outlives it); `running` sees a generation started by an
 * earlier visit of the screen too, so it is not started twice.
 */
export function useGenerateScripts(paperId: string, onGenerated: (sections: SectionsResponse) => void) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<GeneratePhase>("writing");
  /** The server's job while it is followed (after a 504 or a 409): its percent and message. */
  const [job, setJob] = useState<Job | null>(null);
  const running = useIsMutating({ mutationKey: generateKey(paperId) }) > 0;

  const mutation = useMutation({
    mutationKey: generateKey(paperId),
    mutationFn: async (options: GenerateScriptsOptions) => {
      setPhase("writing");
      setJob(null);
      try {
        await generateScripts(paperId, options, { quiet: true });
      } catch (error) {
        if (!(await jobToFollow(paperId, error))) throw error;
        const finished = await followPaperJob(paperId, "script", { pollMs: JOB_POLL_MS, limitMs: FOLLOW_LIMIT_MS, onUpdate: setJob });
        if (!finished) throw error;
        if (finished.state === "failed") {
          const reason = finished.message.trim();
          throw new ApiError({ message: reason || ERRORS.generateScripts, detail: reason || undefined, status: 500, url: "" });
        }
      }
      setPhase("loading");
      return readBack(paperId);
    },
    onSuccess: (sections) => {
      if (!sections) {
        toast.error(ERRORS.scriptsNotLoaded);
        // The server has new scripts the cache does not: never show (or save over them with) the old ones.
        void queryClient.invalidateQueries({ queryKey: sectionsKey(paperId) });
        return;
      }
      storeSections(queryClient, paperId, sections);
      onGenerated(sections);
      toast.success(SCRIPTS_GENERATED);
    },
    onError: (error) => {
      if (isConflict(error)) toast.error(error.detail ?? GENERATION_RUNNING);
      else toastFailure(ERRORS.generateScripts, error);
    },
  });

  // The toast goes after a few seconds; why the last attempt failed stays on the screen until the next one.
  const failure: Failure | null = !mutation.isError
    ? null
    : isConflict(mutation.error)
      ? { title: mutation.error.detail ?? GENERATION_RUNNING }
      : failureOf(ERRORS.generateScripts, mutation.error);

  const pending = running || mutation.isPending;
  return { generate: mutation.mutate, running: pending, phase, job: pending && phase === "writing" ? job : null, failure };
}
