import type { Ref } from "react";

interface MetadataFieldProps {
  id: string;
  label: string;
  value: string;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  /** Author lists run long: a text area that still submits as one line of names. */
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: (value: string) => void;
}

/** One labelled field of the metadata form, with its hint and error tied to it for assistive technology. */
export function MetadataField({ id, label, value, hint, error, required, readOnly, disabled, multiline, inputRef, onChange }: MetadataFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: id,
    value,
    readOnly,
    disabled,
    required,
    "aria-describedby": describedBy,
    "aria-invalid": error ? true : undefined,
    className: `input aria-[invalid=true]:border-red-500 dark:aria-[invalid=true]:border-red-400 ${readOnly ? "bg-slate-100 text-slate-700 dark:bg-slate-900 dark:text-slate-300" : ""}`,
  } as const;

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
        {label}
        {required ? <span className="text-xs font-normal text-slate-500 dark:text-slate-400">Required</span> : null}
        {readOnly ? <span className="text-xs font-normal text-slate-500 dark:text-slate-400">Read-only</span> : null}
      </label>
      {multiline ? (
        <textarea {...common} rows={2} onChange={(event) => onChange?.(event.target.value)} className={`${common.className} resize-y`} />
      ) : (
        <input {...common} ref={inputRef} type="text" onChange={(event) => onChange?.(event.target.value)} />
      )}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
