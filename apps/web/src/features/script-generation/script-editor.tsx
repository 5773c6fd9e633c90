import type { ScriptWorkspaceModel } from "./use-script-workspace";
import { SectionEditor } from "./section-editor";
import { SectionTabs } from "./section-tabs";
import type { SectionView } from "./section-model";

interface ScriptEditorProps {
  model: ScriptWorkspaceModel;
  paperId: string;
  active: SectionView;
  onPickImage: (section: SectionView) => void;
}

/** The sections as tabs, and the active one's editor. */
export function ScriptEditor({ model, paperId, active, onPickImage }: ScriptEditorProps) {
  const { sections, drafts, generation, suggest } = model;
  const completeCount = sections.filter((section) => section.complete).length;
  const busy = generation.running;
  return (
    <section aria-labelledby="sections-heading" className="card space-y-5 p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="sections-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Sections
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {completeCount} of {sections.length} complete
        </p>
      </div>
      <SectionTabs sections={sections} active={active.key} onSelect={model.selectSection} />
      <SectionEditor
        // A new section starts a fresh editor (focus targets, bullet refs).
        key={active.key}
        paperId={paperId}
        section={active}
        disabled={busy}
        onScript={(script) => drafts.setScript(active.key, script)}
        onBullets={(bullets) => drafts.setBullets(active.key, bullets)}
        onPickImage={() => onPickImage(active)}
        onRemoveImage={() => drafts.setImage(active.key, null)}
        onSuggestBullets={() => suggest.mutate({ section: active.key, text: active.script })}
        suggesting={suggest.isPending && suggest.variables.section === active.key}
      />
    </section>
  );
}
