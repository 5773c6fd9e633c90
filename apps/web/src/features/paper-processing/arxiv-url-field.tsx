interface ArxivUrlFieldProps {
  value: string;
  disabled: boolean;
  /** Id of the message about the link, when there is one. */
  errorId?: string | undefined;
  onChange: (value: string) => void;
  /** Enter in the field means Process, as in any single-field form. */
  onSubmit: () => void;
}

export const ARXIV_FIELD_ID = "arxiv-url";

export function ArxivUrlField({ value, disabled, errorId, onChange, onSubmit }: ArxivUrlFieldProps) {
  const hintId = `${ARXIV_FIELD_ID}-hint`;
  return (
    <div className="space-y-2">
      <label htmlFor={ARXIV_FIELD_ID} className="block text-sm font-semibold text-slate-900 dark:text-white">
        arXiv or bioRxiv URL
      </label>
      <input
        id={ARXIV_FIELD_ID}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={value}
        disabled={disabled}
        placeholder="https://arxiv.org/abs/1706.03762"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            onSubmit();
          }
        }}
        aria-describedby={errorId ? `${hintId} ${errorId}` : hintId}
        aria-invalid={errorId ? true : undefined}
        className="input aria-[invalid=true]:border-red-500 dark:aria-[invalid=true]:border-red-400"
      />
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
        An arXiv abstract, PDF or HTML link, or a bioRxiv paper link. One click to Video takes arXiv links only.
      </p>
    </div>
  );
}
