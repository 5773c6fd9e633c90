import { JobId, LanguageName, PaperId, STORAGE_KEYS, VoiceKey } from "@lectern/contract";
import { z } from "zod";
import { readItem, removeItem, writeItem } from "../lib/safe-storage";
import { ARXIV_HANDOFF_KEY } from "./arxiv-link-handoff";
import { initialWorkflowState, type WorkflowState } from "./workflow-state";
import { clampStep } from "./workflow-steps";

/** Where the step position survives a reload. Only what a reload must keep is stored. */
export const WORKFLOW_STORAGE_KEY = "lectern_workflow";

const Persisted = z.object({
  currentStep: z.number().int(),
  completedSteps: z.array(z.number().int().min(1).max(6)),
  paperId: z.string().nullable(),
  /** Added with Step 5; older saved states have none (the defaults apply). */
  narration: z.object({ language: LanguageName, voice: VoiceKey }).optional().catch(undefined),
  /** The one-click job being followed, so a reload keeps following it (older states have none). */
  videoJob: z.object({ id: JobId, paperId: PaperId.nullable() }).nullable().optional().catch(undefined),
});

export function loadWorkflowState(): WorkflowState {
  const initial = initialWorkflowState();
  let saved: z.infer<typeof Persisted> | null = null;
  try {
    const parsed = Persisted.safeParse(JSON.parse(readItem(WORKFLOW_STORAGE_KEY) ?? "null"));
    if (parsed.success) saved = parsed.data;
  } catch {
    saved = null;
  }
  // paperId is also kept on its own, e.g. by the one-click path in session storage.
  const paperId = saved?.paperId ?? readItem(STORAGE_KEYS.paperId) ?? readItem(STORAGE_KEYS.paperId, "session");
  return {
    ...initial,
    currentStep: clampStep(saved?.currentStep ?? initial.currentStep),
    completedSteps: [...new Set(saved?.completedSteps ?? [])].sort((a, b) => a - b),
    paperId,
    narration: saved?.narration ?? initial.narration,
    videoJob: saved?.videoJob ?? null,
  };
}

export function saveWorkflowState(
  state: Pick<WorkflowState, "currentStep" | "completedSteps" | "paperId"> & Partial<Pick<WorkflowState, "narration" | "videoJob">>,
): void {
  writeItem(
    WORKFLOW_STORAGE_KEY,
    JSON.stringify({ currentStep: state.currentStep, completedSteps: state.completedSteps, paperId: state.paperId, narration: state.narration, videoJob: state.videoJob ?? null }),
  );
  if (state.paperId) {
    writeItem(STORAGE_KEYS.paperId, state.paperId);
    writeItem(STORAGE_KEYS.paperId, state.paperId, "session");
  } else {
    removeItem(STORAGE_KEYS.paperId);
    removeItem(STORAGE_KEYS.paperId, "session");
  }
}

/** Sign-out forgets the paper in both storages, the saved position and a link kept for Step 2. */
export function clearWorkflowStorage(): void {
  removeItem(WORKFLOW_STORAGE_KEY);
  removeItem(STORAGE_KEYS.paperId);
  removeItem(STORAGE_KEYS.paperId, "session");
  removeItem(ARXIV_HANDOFF_KEY, "session");
}
