import { VALIDATION } from "@lectern/contract";

interface ContinueState {
  saving: boolean;
  hasScripts: boolean;
  dirty: boolean;
}

/**
 * Step 3: why Continue to Slides cannot go on yet, or null when it can. Saving is checked
 * first because the edits being saved still count as unsaved until the server answers.
 */
export function continueBlock({ saving, hasScripts, dirty }: ContinueState): string | null {
  if (saving) return VALIDATION.waitForSaving;
  if (!hasScripts) return VALIDATION.generateScriptsFirst;
  if (dirty) return VALIDATION.saveBeforeContinuing;
  return null;
}
