import { DEFAULT_LANGUAGE, DEFAULT_VOICE, type LanguageName, type PaperMetadata, type VoiceKey } from "@lectern/contract";
import { FIRST_STEP } from "./workflow-steps";

/** Client-side workflow state. */
export interface WorkflowState {
  currentStep: number;
  /** Step numbers; 5 = media done, 6 = results viewed. */
  completedSteps: number[];
  paperId: string | null;
  isProcessed: boolean;
  sessionId: string | null;
  metadata: PaperMetadata | null;
  scripts: Record<string, string>;
  editedScripts: Record<string, string>;
  bulletPoints: Record<string, string[]>;
  images: string[];
  selectedImages: Record<string, string | null>;
  slides: string[];
  audioFiles: string[];
  videoPath: string | null;
  /** Narration language and voice chosen in Step 5; Step 6 shows that language's video. */
  narration: NarrationChoice;
  /**
   * The one-click job this browser started, followed by its id (never guessed from a list): the
   * shell makes its paper the workflow's paper once the job names it, and /video-display shows it.
   */
  videoJob: VideoJobRef | null;
  isLoading: boolean;
  error: string | null;
  /** True right after an automatic advance, until the 500 ms reset. */
  autoProgress: boolean;
  /** True once the user picked a step themselves (sidebar, route visit). */
  manualNavigation: boolean;
}

export interface VideoJobRef {
  id: string;
  /** Null while the job is still reading the paper. */
  paperId: string | null;
}

export interface NarrationChoice {
  language: LanguageName;
  voice: VoiceKey;
}

export const DEFAULT_NARRATION: NarrationChoice = { language: DEFAULT_LANGUAGE, voice: DEFAULT_VOICE };

/** Fields a feature may set directly; the step fields change only through the step actions. */
export type WorkflowData = Omit<WorkflowState, "currentStep" | "completedSteps" | "autoProgress" | "manualNavigation">;

/**
 * Everything the workflow derived from one paper. It goes when the server no longer has the
 * paper and when a new paper replaces it, so no step shows another paper's scripts.
 */
export function withoutPaper(): Pick<
  WorkflowData,
  "paperId" | "isProcessed" | "metadata" | "scripts" | "editedScripts" | "bulletPoints" | "images" | "selectedImages" | "slides" | "audioFiles" | "videoPath" | "videoJob"
> {
  return {
    paperId: null,
    videoJob: null,
    isProcessed: false,
    metadata: null,
    scripts: {},
    editedScripts: {},
    bulletPoints: {},
    images: [],
    selectedImages: {},
    slides: [],
    audioFiles: [],
    videoPath: null,
  };
}

export function initialWorkflowState(): WorkflowState {
  return {
    currentStep: FIRST_STEP,
    completedSteps: [],
    ...withoutPaper(),
    sessionId: null,
    narration: DEFAULT_NARRATION,
    isLoading: false,
    error: null,
    autoProgress: false,
    manualNavigation: false,
  };
}
