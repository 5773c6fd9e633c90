import { Check } from "lucide-react";
import { useRef, type KeyboardEvent } from "react";
import type { SectionView } from "./section-model";

export const tabId = (key: string) => `section-tab-${key}`;
export const panelId = (key: string) => `section-panel-${key}`;

interface SectionTabsProps {
  sections: readonly SectionView[];
  active: string;
  onSelect: (key: string) => void;
}

/**
 * One tab per section (WAI-ARIA tabs): only the active tab is in the Tab order, arrow keys move
 * between tabs and select them, Home/End jump to the ends. The markers carry text for screen
 * readers, since a dot or a tick alone says nothing to them.
 */
export function SectionTabs({ sections, active, onSelect }: SectionTabsProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = sections.findIndex((section) => section.key === active);
    const last = sections.length - 1;
    const target =
      event.key === "ArrowRight" ? (index >= last ? 0 : index + 1)
      : event.key === "ArrowLeft" ? (index <= 0 ? last : index - 1)
      : event.key === "Home" ? 0
      : event.key === "End" ? last
      : null;
    const next = target === null ? undefined : sections[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.key);
    refs.current.get(next.key)?.focus();
  };

  return (
    // A phone scrolls the tabs sideways; wider screens wrap them so none is hidden. relative: the
    // tabs' sr-only text is absolutely positioned and would otherwise widen the page on a phone.
    <div role="tablist" aria-label="Sections" onKeyDown={onKeyDown} className="relative -mx-1 flex gap-1 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:gap-2">
      {sections.map((section) => {
        const selected = section.key === active;
        return (
          <button
            key={section.key}
            ref={(element) => {
              if (element) refs.current.set(section.key, element);
              else refs.current.delete(section.key);
            }}
            id={tabId(section.key)}
            type="button"
            role="tab"
            aria-selected={selected}
            // Only the active panel exists; a reference to a missing element helps no one.
            aria-controls={selected ? panelId(section.key) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(section.key)}
            className={`inline-flex shrink-0 items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium whitespace-nowrap transition duration-150 ${
              selected
                ? "border-indigo-600 bg-indigo-50 text-indigo-900 dark:border-indigo-400 dark:bg-indigo-500/15 dark:text-white"
                : "border-slate-200 bg-white text-slate-700 hover:border-indigo-300 hover:bg-slate-50 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-300 dark:hover:border-indigo-500/50 dark:hover:bg-slate-800"
            }`}
          >
            {section.complete ? (
              <Check aria-hidden="true" className="h-4 w-4 text-emerald-600 dark:text-emerald-400" />
            ) : (
              <span aria-hidden="true" className="h-4 w-4 rounded-full border-2 border-slate-300 dark:border-slate-600" />
            )}
            {/* Keys are lower-case slugs; a capital reads better and changes nothing for screen readers. */}
            <span className="inline-block first-letter:uppercase">{section.label}</span>
            {section.dirty ? <span aria-hidden="true" title="Unsaved changes" className="h-2 w-2 rounded-full bg-amber-500" /> : null}
            <span className="sr-only">
              {section.complete ? ", complete" : ", no bullet points yet"}
              {section.dirty ? ", unsaved changes" : ""}
            </span>
          </button>
        );
      })}
    </div>
  );
}
