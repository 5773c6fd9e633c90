import { PaperId, VALIDATION, type ScriptWriter, type TalkLength } from "@lectern/contract";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { keyStatusQuery } from "../../api/queries/keys";
import { paperMetadataQuery } from "../../api/queries/metadata";
import { sectionsQuery } from "../../api/queries/scripts";
import { useWorkflow } from "../../workflow/use-workflow";
import { stepByNumber } from "../../workflow/workflow-steps";
import { continueBlock } from "./continue-rule";
import { useAssignImage } from "./use-assign-image";
import { useGenerateScripts } from "./use-generate-scripts";
import { useSaveScripts } from "./use-save-scripts";
import { useScriptDrafts } from "./use-script-drafts";
import { useSuggestBullets } from "./use-suggest-bullets";
import { useUnsavedWarning } from "./use-unsaved-warning";
import { availableWriters, DEFAULT_TALK_LENGTH, defaultWriter } from "./writers";

/** Everything Step 3 knows and does, for the screen to lay out. */
export function useScriptWorkspace(storedPaperId: string | null) {
  // An id the server could never have issued is being cleared by the stored-paper check: no calls with it.
  const paperId = storedPaperId !== null && PaperId.safeParse(storedPaperId).success ? storedPaperId : null;
  const id = paperId ?? "";
  const enabled = paperId !== null;
  const navigate = useNavigate();
  const { completeStep } = useWorkflow();

  // The same cache entry as the stored-paper check: its success says the paper still exists.
  const paper = useQuery({ ...paperMetadataQuery(id), enabled, staleTime: Infinity });
  const saved = useQuery({ ...sectionsQuery(id), enabled });
  const keys = useQuery(keyStatusQuery());
  const drafts = useScriptDrafts(enabled ? saved.data : undefined);
  const { sections } = drafts;
  const hasScripts = sections.length > 0;
  const dirty = sections.some((section) => section.dirty);

  const [activeKey, setActiveKey] = useState<string | null>(null);
  const active = sections.find((section) => section.key === activeKey) ?? sections[0] ?? null;
  const [writerChoice, setWriterChoice] = useState<ScriptWriter | null>(null);
  const [length, setLength] = useState<TalkLength>(DEFAULT_TALK_LENGTH);
  const [requestedWriter, setRequestedWriter] = useState<ScriptWriter | null>(null);
  const writers = availableWriters(keys.data);
  const writer = writerChoice && writers.includes(writerChoice) ? writerChoice : defaultWriter(keys.data);

  const { clear, settle, setImage, setBullets } = drafts;
  const generation = useGenerateScripts(id, () => {
    clear();
    setActiveKey(null);
  });
  const save = useSaveScripts(id, settle);
  const assign = useAssignImage(id, setImage);
  const suggest = useSuggestBullets(id, setBullets);
  useUnsavedWarning(dirty || save.isPending);

  const { generate, running } = generation;
  const startGeneration = useCallback(() => {
    setRequestedWriter(writer);
    generate({ writer, length });
  }, [generate, writer, length]);

  // Scripts generate once on entry when the paper exists and has none. Only after the load
  // succeeded (a failed load is not "none": generating would replace scripts we could not read)
  // and the key status settled (it picks the default writer).
  const autoStarted = useRef(false);
  const shouldAutoGenerate = enabled && paper.isSuccess && saved.isSuccess && !hasScripts && !keys.isPending && !running;
  useEffect(() => {
    if (!shouldAutoGenerate || autoStarted.current) return;
    autoStarted.current = true;
    startGeneration();
  }, [shouldAutoGenerate, startGeneration]);

  const [confirmingRegenerate, setConfirmingRegenerate] = useState(false);
  const onGenerate = () => {
    if (!paperId) {
      toast.error(VALIDATION.uploadPaperFirst);
      return;
    }
    if (hasScripts) setConfirmingRegenerate(true);
    else startGeneration();
  };
  const confirmRegenerate = () => {
    setConfirmingRegenerate(false);
    startGeneration();
  };

  const onSave = () => {
    if (paperId && dirty && !save.isPending) save.mutate(drafts.saveRequest());
  };

  const onContinue = () => {
    const block = continueBlock({ saving: save.isPending, hasScripts, dirty });
    if (block) {
      toast.error(block);
      return;
    }
    completeStep(3);
    void navigate(stepByNumber(4).path);
  };

  return {
    paperId,
    title: paper.data?.title ?? null,
    loading: enabled && saved.isPending,
    saved: saved.data,
    sections,
    active,
    selectSection: setActiveKey,
    drafts,
    hasScripts,
    dirty,
    writers,
    writer,
    chooseWriter: setWriterChoice,
    length,
    chooseLength: setLength,
    requestedWriter,
    generation,
    onGenerate,
    confirmingRegenerate,
    cancelRegenerate: () => setConfirmingRegenerate(false),
    confirmRegenerate,
    save,
    onSave,
    onContinue,
    assign,
    suggest,
  };
}

export type ScriptWorkspaceModel = ReturnType<typeof useScriptWorkspace>;
