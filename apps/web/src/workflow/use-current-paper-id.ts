import { PaperId, STORAGE_KEYS } from "@lectern/contract";
import { readItem } from "../lib/safe-storage";
import { useWorkflow } from "./use-workflow";

/**
 * The paper the video screens are about (One click stores it in session storage). The
 * workflow keeps that key in step with its own paperId (workflow-persistence), and One click sets
 * both, so the workflow's is read first: it changes with the app (a paper found gone is dropped at
 * once), while the storage key follows only after the next save.
 */
export function useCurrentPaperId(): string | null {
  const { state } = useWorkflow();
  const candidate = state.paperId ?? readItem(STORAGE_KEYS.paperId, "session");
  return candidate !== null && PaperId.safeParse(candidate).success ? candidate : null;
}
