import { Plus, Sparkles, Trash } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Spinner } from "../../components/spinner";
import { MAX_BULLET_LENGTH, MAX_BULLETS } from "./section-model";

interface BulletEditorProps {
  sectionKey: string;
  bullets: readonly string[];
  disabled: boolean;
  onChange: (bullets: string[]) => void;
  /** Ask the server for bullets from the narration (secondary; absent when there is no narration). */
  onSuggest?: (() => void) | undefined;
  suggesting: boolean;
}

/**
 * The slide's bullet points: edit in place, add, remove. Keyboard: Enter adds a bullet after the
 * current one, Backspace in an empty bullet removes it; focus follows so typing can go on.
 */
export function BulletEditor({ sectionKey, bullets, disabled, onChange, onSuggest, suggesting }: BulletEditorProps) {
  const inputs = useRef<(HTMLTextAreaElement | null)[]>([]);
  const addRef = useRef<HTMLButtonElement>(null);
  /** Which bullet to focus after the next render; -1 is the Add button (the list emptied). */
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const headingId = `bullets-${sectionKey}-heading`;
  const full = bullets.length >= MAX_BULLETS;

  // Focus moves after React has rendered the added or removed input.
  useEffect(() => {
    if (focusIndex === null) return;
    if (focusIndex < 0) addRef.current?.focus();
    else inputs.current[focusIndex]?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  const edit = (index: number, value: string) => onChange(bullets.map((bullet, i) => (i === index ? value : bullet)));
  const insertAfter = (index: number) => {
    if (full) return;
    onChange([...bullets.slice(0, index + 1), "", ...bullets.slice(index + 1)]);
    setFocusIndex(index + 1);
  };
  const remove = (index: number) => {
    onChange(bullets.filter((_, i) => i !== index));
    setFocusIndex(bullets.length > 1 ? Math.max(0, index - 1) : -1);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      insertAfter(index);
    } else if (event.key === "Backspace" && event.currentTarget.value === "" && bullets.length > 0) {
      event.preventDefault();
      remove(index);
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
          Bullet points
        </h3>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {bullets.length} of {MAX_BULLETS} · shown on the slide
        </span>
      </div>
      {bullets.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No bullet points yet. A section is complete once it has at least one.
        </p>
      ) : (
        <ol className="space-y-2">
          {bullets.map((bullet, index) => (
            <li key={index} className="flex items-start gap-2">
              <span aria-hidden="true" className="mt-2.5 w-5 shrink-0 text-right text-xs font-semibold text-slate-500 tabular-nums dark:text-slate-400">
                {index + 1}.
              </span>
              {/* A one-line text area that grows with its text, so a long bullet is seen whole. */}
              <textarea
                ref={(element) => {
                  inputs.current[index] = element;
                }}
                rows={1}
                value={bullet}
                maxLength={MAX_BULLET_LENGTH}
                disabled={disabled}
                aria-label={`Bullet ${index + 1}`}
                // A bullet is one line: pasted line breaks become spaces (Enter adds a bullet instead).
                onChange={(event) => edit(index, event.target.value.replace(/\s*\n\s*/g, " "))}
                onKeyDown={onKeyDown(index)}
                className="input resize-none py-2 field-sizing-content"
              />
              <button type="button" className="icon-btn hover:text-red-600 dark:hover:text-red-400" disabled={disabled} onClick={() => remove(index)} aria-label={`Remove bullet ${index + 1}`}>
                <Trash aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <button ref={addRef} type="button" className="btn-secondary py-2" disabled={disabled || full} onClick={() => insertAfter(bullets.length - 1)}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add bullet
        </button>
        {onSuggest ? (
          <button type="button" className="btn-ghost py-2" disabled={disabled || suggesting} onClick={onSuggest}>
            {suggesting ? <Spinner size="sm" /> : <Sparkles aria-hidden="true" className="h-4 w-4" />}
            {suggesting ? "Suggesting..." : "Suggest from narration"}
          </button>
        ) : null}
        {full ? <span className="text-xs text-slate-600 dark:text-slate-400">A slide holds at most {MAX_BULLETS} bullet points.</span> : null}
      </div>
    </section>
  );
}
