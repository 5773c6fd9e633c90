import { FileText } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "../../components/empty-state";
import { NoPaperSelected } from "../../components/no-paper-selected";
import { LoadingCard } from "../../components/loading-card";
import { useWorkflow } from "../../workflow/use-workflow";
import { GenerationPanel } from "./generation-panel";
import { GenerationProgress } from "./generation-progress";
import { ImagePickerDialog } from "./image-picker-dialog";
import { RegenerateDialog } from "./regenerate-dialog";
import { ScriptActions } from "./script-actions";
import { ScriptEditor } from "./script-editor";
import type { SectionView } from "./section-model";
import { useScriptWorkspace } from "./use-script-workspace";
import { fallbackNote, lengthLabel, writerCredit } from "./writers";
import { ScreenIntro } from "../../components/screen-intro";

/** Step 3: a narration and bullets per section, edited, saved, with an image per slide. */
export function ScriptGenerationScreen() {
  const { state } = useWorkflow();
  const model = useScriptWorkspace(state.paperId);
  const [picking, setPicking] = useState<SectionView | null>(null);
  const { paperId, saved, active, generation, save, assign } = model;
  // The picker follows the section's current state while open (an assignment may land meanwhile).
  const pickingSection = picking ? (model.sections.find((section) => section.key === picking.key) ?? picking) : null;

  const confirmImage = (image: string | null) => {
    if (!pickingSection) return;
    const close = () => setPicking(null);
    // Choosing an image calls the server; No Image is a local change only.
    if (image === null) {
      model.drafts.setImage(pickingSection.key, null);
      close();
    } else if (image === pickingSection.image) close();
    else assign.mutate({ section: pickingSection.key, image }, { onSuccess: close });
  };

  return (
    <div className="space-y-6">
      <ScreenIntro
        title="Script Generation"
        intro="Lectern writes a spoken narration and slide bullet points for each section of your paper. Edit them until they sound like you, choose an image for each slide, then save and continue."
        paperTitle={model.title}
      />

      <GenerationPanel
        hasScripts={model.hasScripts}
        credit={model.hasScripts ? writerCredit(saved?.writer, saved?.model) : null}
        creditIsLocal={saved?.writer === "local"}
        fallbackNote={model.hasScripts ? fallbackNote(saved?.fallback_sections, saved?.titles) : null}
        lengthName={model.hasScripts ? lengthLabel(saved?.length) : null}
        writers={model.writers}
        writer={model.writer}
        length={model.length}
        busy={generation.running}
        onWriter={model.chooseWriter}
        onLength={model.chooseLength}
        onGenerate={model.onGenerate}
        failure={generation.failure}
        progress={<GenerationProgress running={generation.running} phase={generation.phase} writer={model.requestedWriter} job={generation.job} />}
      />

      {!paperId ? (
        <NoPaperSelected>Scripts are written from a paper. Upload one first, then come back here.</NoPaperSelected>
      ) : model.loading ? (
        <LoadingCard what="the scripts" />
      ) : active ? (
        <ScriptEditor model={model} paperId={paperId} active={active} onPickImage={setPicking} />
      ) : generation.running ? null : (
        <EmptyState icon={FileText} title="No Scripts Generated Yet">
          Select Generate Scripts to write a narration and bullet points for each section of the paper.
        </EmptyState>
      )}

      <ScriptActions dirty={model.dirty} saving={save.isPending} generating={generation.running} onSave={model.onSave} onContinue={model.onContinue} />

      {paperId && pickingSection ? (
        <ImagePickerDialog
          paperId={paperId}
          sectionLabel={pickingSection.label}
          current={pickingSection.image}
          assigning={assign.isPending}
          onCancel={() => setPicking(null)}
          onConfirm={confirmImage}
        />
      ) : null}
      {model.confirmingRegenerate ? <RegenerateDialog dirty={model.dirty} onCancel={model.cancelRegenerate} onConfirm={model.confirmRegenerate} /> : null}
    </div>
  );
}
