import {
  ERROR_CODES,
  ERRORS,
  HINGLISH_ITERATIONS_DEFAULT,
  MEDIA_PROGRESS,
  SHOW_HINDI_DEBUG_DEFAULT,
  type Job,
  type LanguageName,
  type VoiceKey,
} from "@lectern/contract";
import { skipToken, useIsMutating, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { ApiError, isApiError } from "../../api/api-error";
import { generateAudio, generateVideo, getMediaStatus } from "../../api/endpoints";
import { followPaperJob } from "../../lib/follow-paper-job";
import { clampPercent } from "../../lib/jobs";
import { mediaStatusKey } from "../../api/queries/media";
import { useWorkflow } from "../../workflow/use-workflow";
import { failureOf, showFailure, type Failure } from "../../components/failure-toast";

/** Where a run is: speaking the narration, assembling the video, finished, or stopped by a failure. */
export type RunPhase = "audio" | "video" | "done" | "failed";

export interface MediaRun {
  language: LanguageName;
  voice: VoiceKey;
  phase: RunPhase;
  /**
   * Progress 10 → 50 → 60 → 100; 0 after an audio failure, 50 after a video failure. Those fixed
   * values are the floor: while a phase works, its server job's own progress may lift the bar
   * within the phase's band (see LIVE_BANDS).
   */
  progress: number;
  /** What the server's job says it is doing now ("Speaking section 3 of 7"), while a phase works. */
  liveMessage: string | null;
  failure: Failure | null;
  /** When the current phase began (ms since epoch), for the elapsed time shown. */
  phaseStartedAt: number;
}

export interface RunRequest {
  language: LanguageName;
  voice: VoiceKey;
  /** Emphasise the bullet being narrated in the video (default true). */
  highlight?: boolean;
}

export const MEDIA_READY = "Audio and video generated";

// Outside the ["media", id] prefix on purpose: invalidating the status must not touch the run.
const runKey = (paperId: string) => ["media-run", paperId] as const;
const generateKey = (paperId: string) => ["media-run", paperId, "generate"] as const;

function setRun(queryClient: QueryClient, paperId: string, run: MediaRun | null): void {
  queryClient.setQueryData<MediaRun | null>(runKey(paperId), run);
}

/** How often the paper's running jobs are read while a phase works. */
export const LIVE_POLL_MS = 1000;

/** Where each phase's job progress (0–100) lands on the bar: between the phase's fixed values. */
export const LIVE_BANDS = {
  audio: { from: MEDIA_PROGRESS.start, to: MEDIA_PROGRESS.audioDone },
  video: { from: MEDIA_PROGRESS.videoStarted, to: MEDIA_PROGRESS.done },
} as const;

type WorkingPhase = keyof typeof LIVE_BANDS;

/**
 * A job's percent placed in its phase's band. It stays below the band's end: reaching that value
 * is the request's answer to give (the phase is done only when the server has said so).
 */
export function liveProgress(phase: WorkingPhase, percent: number): number {
  const { from, to } = LIVE_BANDS[phase];
  return Math.min(to - 1, Math.round(from + ((to - from) * clampPercent(percent)) / 100));
}

/**
 * Lifts the run's progress (never lowers it) to what the phase's running job reports, and shows
 * its words. A reading for a phase the run has left is ignored.
 */
function liftRun(queryClient: QueryClient, paperId: string, phase: WorkingPhase, job: Job): void {
  const run = queryClient.getQueryData<MediaRun | null>(runKey(paperId));
  if (!run || run.phase !== phase) return;
  const progress = Math.max(run.progress, liveProgress(phase, job.percent));
  const liveMessage = job.message.trim() || run.liveMessage;
  if (progress !== run.progress || liveMessage !== run.liveMessage) setRun(queryClient, paperId, { ...run, progress, liveMessage });
}

/** How often, and how long at most, a job that outlasted its request is waited for. */
export const OUTLAST_POLL_MS = 2000;
export const OUTLAST_LIMIT_MS = 30 * 60_000;

export const STILL_WORKING = "This is taking longer than usual. The server carries on, and this page waits for it.";

/** The request gave up waiting (504 still_running) while its job carries on on the server. */
const outlasted = (error: unknown) => isApiError(error) && error.code === ERROR_CODES.stillRunning;

/**
 * One phase's request, its job followed meanwhile. When the request gives up before the job
 * does (504 still_running: the server carries on), the job is waited for here: once it has
 * succeeded `recover` reads the result back from the media status; a failed job's message
 * becomes the failure's reason. A job that cannot be followed leaves the server's own answer.
 */
async function runPhase<T>(queryClient: QueryClient, paperId: string, phase: WorkingPhase, request: () => Promise<T>, recover: () => Promise<T | null>): Promise<T> {
  // Meanwhile the phase's running job is read every second for the bar. A passing failure does
  // not stop that; a server without jobs or an ended session does, quietly. It stops when the
  // phase is over, and an answer arriving after is ignored.
  const live = new AbortController();
  void followPaperJob(paperId, phase, {
    pollMs: LIVE_POLL_MS,
    runningOnly: true,
    onError: "retry",
    signal: live.signal,
    onUpdate: (job) => {
      liftRun(queryClient, paperId, phase, job);
    },
  });
  try {
    return await request();
  } catch (error) {
    if (!outlasted(error)) throw error;
    const run = queryClient.getQueryData<MediaRun | null>(runKey(paperId));
    if (run?.phase === phase) setRun(queryClient, paperId, { ...run, liveMessage: STILL_WORKING });
    // Null when it cannot be followed (no jobs to read, no such job) or is not done in time. The
    // request has just failed: the job is given one poll before it is read.
    const job = await followPaperJob(paperId, phase, { pollMs: OUTLAST_POLL_MS, limitMs: OUTLAST_LIMIT_MS, delayFirst: true });
    if (job?.state === "succeeded") {
      const result = await recover();
      if (result !== null) return result;
    }
    if (job?.state === "failed") {
      const reason = job.message.trim();
      throw new ApiError({ message: reason || ERRORS.unexpected, detail: reason || undefined, status: 500, url: "" });
    }
    throw error;
  } finally {
    live.abort();
  }
}

/**
 * Generate Audio & Video: audio first, then the video from it (Step 5). The run's progress is
 * kept in the query cache rather than in the screen, so leaving Step 5 and coming back while it
 * works still shows where it is, and the run finishes (and marks the step) either way.
 */
export function useMediaRun(paperId: string) {
  const queryClient = useQueryClient();
  const { state, completeStep, nextStep, update } = useWorkflow();
  // Read when a run ends, which may be long after it began: the workflow as it is then, and
  // whether Step 5 is still on screen (a run finishing after the user left must not pull them back).
  const workflowNow = useRef(state);
  const onScreen = useRef(false);
  useEffect(() => {
    workflowNow.current = state;
  });
  useEffect(() => {
    onScreen.current = true;
    return () => {
      onScreen.current = false;
    };
  }, []);
  const run = useQuery<MediaRun | null>({ queryKey: runKey(paperId), queryFn: skipToken, staleTime: Infinity, gcTime: Infinity }).data ?? null;
  const runningElsewhere = useIsMutating({ mutationKey: generateKey(paperId) }) > 0;

  const mutation = useMutation({
    mutationKey: generateKey(paperId),
    mutationFn: async ({ language, voice, highlight = true }: RunRequest): Promise<boolean> => {
      const at = (phase: RunPhase, progress: number, failure: Failure | null = null) =>
        setRun(queryClient, paperId, { language, voice, phase, progress, failure, liveMessage: null, phaseStartedAt: Date.now() });
      // The status lines follow each step; awaited so they are right before the next step starts.
      const refreshStatus = () => queryClient.invalidateQueries({ queryKey: mediaStatusKey(paperId, language) });

      at("audio", MEDIA_PROGRESS.start);
      const status = () => getMediaStatus(paperId, language, { quiet: true });
      let audioFiles: string[];
      try {
        audioFiles = await runPhase(
          queryClient,
          paperId,
          "audio",
          async () =>
            (
              await generateAudio(
                paperId,
                {
                  voice_selection: { [language]: voice },
                  hinglish_iterations: HINGLISH_ITERATIONS_DEFAULT,
                  show_hindi_debug: SHOW_HINDI_DEBUG_DEFAULT,
                  selected_language: language,
                },
                { quiet: true },
              )
            ).audio_files,
          async () => {
            const files = (await status()).audio_files;
            return files.length > 0 ? files : null;
          },
        );
      } catch (error) {
        const failure = failureOf(ERRORS.audio, error);
        at("failed", 0, failure);
        showFailure(failure);
        await refreshStatus();
        return false;
      }
      update({ audioFiles });
      at("audio", MEDIA_PROGRESS.audioDone);
      await refreshStatus();

      at("video", MEDIA_PROGRESS.videoStarted);
      let videoPath: string;
      try {
        videoPath = await runPhase(
          queryClient,
          paperId,
          "video",
          async () => (await generateVideo(paperId, language, { quiet: true }, highlight)).video_path,
          async () => (await status()).video_path,
        );
      } catch (error) {
        const failure = failureOf(ERRORS.video, error);
        at("failed", MEDIA_PROGRESS.audioDone, failure);
        showFailure(failure);
        await refreshStatus();
        return false;
      }
      update({ videoPath });
      at("done", MEDIA_PROGRESS.done);
      toast.success(MEDIA_READY);
      await refreshStatus();
      // Auto-progress: the first video moves on to Results by itself (nextStep marks Step 5
      // complete); a later one (another language or voice) stays here with View Results.
      const { currentStep, completedSteps } = workflowNow.current;
      if (onScreen.current && currentStep === 5 && !completedSteps.includes(5)) nextStep();
      else completeStep(5);
      return true;
    },
  });

  return {
    /** The latest run of this paper in this session, or null before the first (or after a new choice). */
    run,
    running: runningElsewhere || mutation.isPending,
    start: (request: RunRequest) => {
      if (runningElsewhere || mutation.isPending) return;
      mutation.mutate(request);
    },
    /** A new language or voice makes the last run's outcome someone else's. */
    forget: () => setRun(queryClient, paperId, null),
  };
}
