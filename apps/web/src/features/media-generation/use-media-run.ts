import { ERRORS, HINGLISH_ITERATIONS_DEFAULT, MEDIA_PROGRESS, SHOW_HINDI_DEBUG_DEFAULT, type LanguageName, type VoiceKey } from "@lectern/contract";
import { skipToken, useIsMutating, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { generateAudio, generateVideo } from "../../api/endpoints";
import { mediaStatusKey } from "../../workflow/media-status-query";
import { useWorkflow } from "../../workflow/use-workflow";
import { failureOf, showFailure, type Failure } from "../../components/failure-toast";

/** Where a run is: speaking the narration, assembling the video, finished, or stopped by a failure. */
export type RunPhase = "audio" | "video" | "done" | "failed";

export interface MediaRun {
  language: LanguageName;
  voice: VoiceKey;
  phase: RunPhase;
  /** §4/§9: 10 → 50 → 60 → 100; 0 after an audio failure, 50 after a video failure. */
  progress: number;
  failure: Failure | null;
  /** When the current phase began (ms since epoch), for the elapsed time shown. */
  phaseStartedAt: number;
}

export interface RunRequest {
  language: LanguageName;
  voice: VoiceKey;
}

export const MEDIA_READY = "Audio and video generated";

// Outside the ["media", id] prefix on purpose: invalidating the status must not touch the run.
const runKey = (paperId: string) => ["media-run", paperId] as const;
const generateKey = (paperId: string) => ["media-run", paperId, "generate"] as const;

function setRun(queryClient: QueryClient, paperId: string, run: MediaRun | null): void {
  queryClient.setQueryData<MediaRun | null>(runKey(paperId), run);
}

/**
 * Generate Audio & Video: audio first, then the video from it (§4 Step 5). The run's progress is
 * kept in the query cache rather than in the screen, so leaving Step 5 and coming back while it
 * works still shows where it is, and the run finishes (and marks the step) either way.
 */
export function useMediaRun(paperId: string) {
  const queryClient = useQueryClient();
  const { completeStep, update } = useWorkflow();
  const run = useQuery<MediaRun | null>({ queryKey: runKey(paperId), queryFn: skipToken, staleTime: Infinity, gcTime: Infinity }).data ?? null;
  const runningElsewhere = useIsMutating({ mutationKey: generateKey(paperId) }) > 0;

  const mutation = useMutation({
    mutationKey: generateKey(paperId),
    mutationFn: async ({ language, voice }: RunRequest): Promise<boolean> => {
      const at = (phase: RunPhase, progress: number, failure: Failure | null = null) =>
        setRun(queryClient, paperId, { language, voice, phase, progress, failure, phaseStartedAt: Date.now() });
      // The status lines follow each step; awaited so they are right before the next step starts.
      const refreshStatus = () => queryClient.invalidateQueries({ queryKey: mediaStatusKey(paperId, language) });

      at("audio", MEDIA_PROGRESS.start);
      let audioFiles: string[];
      try {
        const answer = await generateAudio(
          paperId,
          {
            voice_selection: { [language]: voice },
            hinglish_iterations: HINGLISH_ITERATIONS_DEFAULT,
            show_hindi_debug: SHOW_HINDI_DEBUG_DEFAULT,
            selected_language: language,
          },
          { quiet: true },
        );
        audioFiles = answer.audio_files;
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
        videoPath = (await generateVideo(paperId, language, { quiet: true })).video_path;
      } catch (error) {
        const failure = failureOf(ERRORS.video, error);
        at("failed", MEDIA_PROGRESS.audioDone, failure);
        showFailure(failure);
        await refreshStatus();
        return false;
      }
      update({ videoPath });
      completeStep(5);
      at("done", MEDIA_PROGRESS.done);
      toast.success(MEDIA_READY);
      await refreshStatus();
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
