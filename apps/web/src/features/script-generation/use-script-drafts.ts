import type { SaveSectionsRequest, SectionsResponse } from "@lectern/contract";
import { useCallback, useMemo } from "react";
import { useWorkflow } from "../../workflow/use-workflow";
import { cleanBullets, hasBullets, orderedKeys, sameBullets, sectionLabel, type SectionView } from "./section-model";

// Own keys only: a section named "constructor" must not find Object.prototype.
const own = (record: object, key: string): boolean => Object.hasOwn(record, key);

function without<T>(record: Record<string, T>, keys: readonly string[]): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}

/**
 * The editor's state: the server's sections with the user's edits laid over them.
 *
 * Edits live in the workflow state (editedScripts, bulletPoints, selectedImages), not in the
 * screen, so leaving Step 3 for another step and coming back keeps them. Only sections the user
 * touched have an entry; everything else reads straight from the server's answer.
 */
export function useScriptDrafts(saved: SectionsResponse | undefined) {
  const { state, update } = useWorkflow();
  const { editedScripts, bulletPoints, selectedImages } = state;

  const sections = useMemo<SectionView[]>(() => {
    if (!saved) return [];
    return orderedKeys(saved).flatMap((key) => {
      const base = saved.sections[key];
      if (!base) return [];
      const script = own(editedScripts, key) ? (editedScripts[key] ?? base.script) : base.script;
      const bullets = own(bulletPoints, key) ? (bulletPoints[key] ?? base.bullet_points) : base.bullet_points;
      // A local choice wins over the server's assignment: removal is local only.
      const image = own(selectedImages, key) ? (selectedImages[key] ?? null) : (base.assigned_image ?? null);
      const imageRemoved = image === null && (base.assigned_image ?? null) !== null;
      return [
        {
          key,
          label: sectionLabel(key, saved.titles),
          script,
          bullets,
          image,
          imageRemoved,
          dirty: script !== base.script || !sameBullets(bullets, base.bullet_points) || imageRemoved,
          complete: hasBullets(bullets),
        },
      ];
    });
  }, [saved, editedScripts, bulletPoints, selectedImages]);

  const setScript = useCallback((key: string, script: string) => update({ editedScripts: { ...editedScripts, [key]: script } }), [editedScripts, update]);
  const setBullets = useCallback((key: string, bullets: string[]) => update({ bulletPoints: { ...bulletPoints, [key]: bullets } }), [bulletPoints, update]);
  const setImage = useCallback((key: string, image: string | null) => update({ selectedImages: { ...selectedImages, [key]: image } }), [selectedImages, update]);

  /** New scripts replace the old ones, and every edit made to the old ones. */
  const clear = useCallback(() => update({ editedScripts: {}, bulletPoints: {}, selectedImages: {} }), [update]);

  /**
   * After a save, forget the edits the server now has. A section typed into while the save was
   * on its way differs from what was sent, so it keeps its draft and stays unsaved.
   */
  const settle = useCallback(
    (sent: SaveSectionsRequest) => {
      const done = Object.entries(sent.sections)
        .filter(([key, edit]) => {
          const script = own(editedScripts, key) ? editedScripts[key] : edit.script;
          const bullets = own(bulletPoints, key) ? (bulletPoints[key] ?? []) : edit.bullet_points;
          return script === edit.script && sameBullets(cleanBullets(bullets), edit.bullet_points);
        })
        .map(([key]) => key);
      // A removal that was sent is now the server's state; a local choice made since is kept.
      const removed = Object.entries(sent.sections)
        .filter(([key, edit]) => edit.assigned_image === null && own(selectedImages, key) && selectedImages[key] === null)
        .map(([key]) => key);
      update({ editedScripts: without(editedScripts, done), bulletPoints: without(bulletPoints, done), selectedImages: without(selectedImages, removed) });
    },
    [editedScripts, bulletPoints, selectedImages, update],
  );

  /**
   * What Save sends: the changed sections only (the server changes just the sections a save
   * names, so a save from another tab or window is never undone by ours), the narration exactly
   * as typed, bullets without blanks, image removals.
   */
  const saveRequest = useCallback(
    (): SaveSectionsRequest => ({
      sections: Object.fromEntries(
        sections.filter((section) => section.dirty).map((section) => [
          section.key,
          { script: section.script, bullet_points: cleanBullets(section.bullets), ...(section.imageRemoved ? { assigned_image: null } : {}) },
        ]),
      ),
    }),
    [sections],
  );

  return { sections, setScript, setBullets, setImage, clear, settle, saveRequest };
}
