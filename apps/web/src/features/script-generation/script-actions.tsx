import { ArrowRight, Save } from "lucide-react";
import { UnsavedChangesNote } from "../../components/unsaved-changes-note";
import { Spinner } from "../../components/spinner";

interface ScriptActionsProps {
  dirty: boolean;
  saving: boolean;
  /** Nothing may be saved or continued while new scripts are being written. */
  generating: boolean;
  onSave: () => void;
  onContinue: () => void;
}

const UNSAVED_NOTE_ID = "scripts-unsaved-note";

/** Save Scripts and Continue to Slides; Continue explains itself when blocked rather than being disabled. */
export function ScriptActions({ dirty, saving, generating, onSave, onContinue }: ScriptActionsProps) {
  return (
    <div className="card flex flex-col gap-4 p-4 sm:p-5">
      <UnsavedChangesNote id={UNSAVED_NOTE_ID} dirty={dirty} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onSave} disabled={!dirty || saving || generating}>
          {saving ? <Spinner size="sm" /> : <Save aria-hidden="true" className="h-4 w-4" />}
          {saving ? "Saving..." : "Save Scripts"}
        </button>
        <button type="button" className="btn-primary" onClick={onContinue} disabled={generating} aria-describedby={dirty ? UNSAVED_NOTE_ID : undefined}>
          Continue to Slides
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}
