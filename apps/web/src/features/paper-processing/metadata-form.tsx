import { VALIDATION, type PaperMetadata } from "@lectern/contract";
import { ArrowRight, Download, Save } from "lucide-react";
import { UnsavedChangesNote } from "../../components/unsaved-changes-note";
import { useRef, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { Spinner } from "../../components/spinner";
import { useWorkflow } from "../../workflow/use-workflow";
import { stepByNumber } from "../../workflow/workflow-steps";
import { MetadataField } from "./metadata-field";
import { draftOf, hasChanges, validateDraft, type DraftErrors, type MetadataDraft } from "./metadata-draft";
import { useDownloadPaper } from "./use-download-paper";
import { useSaveMetadata } from "./use-save-metadata";

interface MetadataFormProps {
  paperId: string;
  /** What the server has; the form edits a copy. */
  metadata: PaperMetadata;
}

const UNSAVED_NOTE_ID = "unsaved-note";

/** Step 2: review and edit the paper's metadata, download it, continue to scripts. */
export function MetadataForm({ paperId, metadata }: MetadataFormProps) {
  const [draft, setDraft] = useState<MetadataDraft>(() => draftOf(metadata));
  const [errors, setErrors] = useState<DraftErrors>({});
  const titleRef = useRef<HTMLInputElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const save = useSaveMetadata(paperId, (fresh) => {
    setDraft(draftOf(fresh));
    // Save Changes is disabled once saved; the natural next move is Continue.
    continueRef.current?.focus();
  });
  const download = useDownloadPaper(paperId);
  const { completeStep } = useWorkflow();
  const navigate = useNavigate();
  const dirty = hasChanges(draft, draftOf(metadata));

  const edit = (field: keyof MetadataDraft) => (value: string) => {
    setDraft((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!dirty || save.isPending) return;
    const checked = validateDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.errors.title) titleRef.current?.focus();
      return;
    }
    save.mutate(checked.value);
  };

  const onContinue = () => {
    if (dirty) {
      toast.error(VALIDATION.saveBeforeContinuing);
      return;
    }
    completeStep(2);
    void navigate(stepByNumber(3).path);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Paper metadata" className="card space-y-5 p-5 sm:p-8">
      <MetadataField id="paper-title" label="Title" required value={draft.title} error={errors.title} inputRef={titleRef} onChange={edit("title")} disabled={save.isPending} />
      <MetadataField
        id="paper-authors"
        label="Authors"
        multiline
        hint="Separate names with commas."
        value={draft.authors}
        error={errors.authors}
        onChange={edit("authors")}
        disabled={save.isPending}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <MetadataField id="paper-date" label="Date" hint="As it should appear in the video." value={draft.date} error={errors.date} onChange={edit("date")} disabled={save.isPending} />
        {metadata.arxiv_id ? <MetadataField id="paper-arxiv-id" label="arXiv ID" readOnly value={metadata.arxiv_id} /> : null}
      </div>

      <UnsavedChangesNote id={UNSAVED_NOTE_ID} dirty={dirty} />

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center dark:border-slate-800">
        <button type="button" className="btn-secondary" onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending ? <Spinner size="sm" /> : <Download aria-hidden="true" className="h-4 w-4" />}
          {download.isPending ? "Downloading..." : "Download Paper"}
        </button>
        <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
          <button type="submit" className="btn-secondary" disabled={!dirty || save.isPending}>
            {save.isPending ? <Spinner size="sm" /> : <Save aria-hidden="true" className="h-4 w-4" />}
            {save.isPending ? "Saving..." : "Save Changes"}
          </button>
          <button ref={continueRef} type="button" className="btn-primary" onClick={onContinue} disabled={save.isPending} aria-describedby={dirty ? UNSAVED_NOTE_ID : undefined}>
            Continue to Scripts
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      </div>
    </form>
  );
}
