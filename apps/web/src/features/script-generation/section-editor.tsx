import { BulletEditor } from "./bullet-editor";
import { ImagePanel } from "./image-panel";
import { NarrationField } from "./narration-field";
import type { SectionView } from "./section-model";
import { panelId, tabId } from "./section-tabs";

interface SectionEditorProps {
  paperId: string;
  section: SectionView;
  disabled: boolean;
  onScript: (script: string) => void;
  onBullets: (bullets: string[]) => void;
  onPickImage: () => void;
  onRemoveImage: () => void;
  onSuggestBullets: () => void;
  suggesting: boolean;
}

/** The active tab's panel: narration, bullets and the slide's image. */
export function SectionEditor({ paperId, section, disabled, onScript, onBullets, onPickImage, onRemoveImage, onSuggestBullets, suggesting }: SectionEditorProps) {
  return (
    <div role="tabpanel" id={panelId(section.key)} aria-labelledby={tabId(section.key)} className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="min-w-0 space-y-6">
        <NarrationField sectionKey={section.key} value={section.script} disabled={disabled} onChange={onScript} />
        <BulletEditor
          sectionKey={section.key}
          bullets={section.bullets}
          disabled={disabled}
          onChange={onBullets}
          onSuggest={section.script.trim() ? onSuggestBullets : undefined}
          suggesting={suggesting}
        />
      </div>
      <div className="w-full max-w-sm xl:max-w-none">
        <ImagePanel paperId={paperId} sectionKey={section.key} image={section.image} disabled={disabled} onPick={onPickImage} onRemove={onRemoveImage} />
      </div>
    </div>
  );
}
