import type { KeyState } from "@lectern/contract";
import { Eye, EyeOff, ExternalLink } from "lucide-react";
import { useState } from "react";
import { FieldError } from "../../components/field-error";
import type { KeyFieldInfo } from "./key-fields";
import { KeyStatusBadge } from "./key-status-badge";

interface ApiKeyFieldProps {
  info: KeyFieldInfo;
  value: string;
  state: KeyState | undefined;
  error?: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Offered when a key is saved: sends "" for this field, which removes it. */
  onRemove?: (() => void) | undefined;
}

export function ApiKeyField({ info, value, state, error, disabled, onChange, onBlur, onRemove }: ApiKeyFieldProps) {
  const [visible, setVisible] = useState(false);
  const id = `key-${info.field}`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const saved = state !== undefined && state !== "missing";

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <label htmlFor={id} className="text-sm font-semibold text-slate-900 dark:text-white">
          {info.label}
        </label>
        <span className="text-xs text-slate-500 dark:text-slate-400">Optional</span>
        <KeyStatusBadge state={state} />
        <a
          href={info.getKeyUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="ml-auto inline-flex items-center gap-1 text-xs font-medium text-indigo-600 hover:underline dark:text-indigo-400"
        >
          Get API Key
          <ExternalLink aria-hidden="true" className="h-3 w-3" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
      <div className="relative">
        <input
          id={id}
          name={info.field}
          type={visible ? "text" : "password"}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          disabled={disabled}
          autoComplete="off"
          spellCheck={false}
          placeholder={saved ? "Saved: enter a new key to replace it" : `Paste your ${info.label}`}
          aria-describedby={error ? `${descriptionId} ${errorId}` : descriptionId}
          aria-invalid={error ? true : undefined}
          className="input pr-11 font-mono"
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? `Hide ${info.provider} key` : `Show ${info.provider} key`}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-white"
        >
          {visible ? <EyeOff aria-hidden="true" className="h-4 w-4" /> : <Eye aria-hidden="true" className="h-4 w-4" />}
        </button>
      </div>
      <div className="flex items-start justify-between gap-3">
        <p id={descriptionId} className="text-xs text-slate-600 dark:text-slate-400">
          {info.description}
        </p>
        {saved && onRemove ? (
          <button type="button" onClick={onRemove} disabled={disabled} className="shrink-0 rounded text-xs font-medium text-red-600 hover:underline disabled:opacity-50 dark:text-red-400">
            Remove saved key
          </button>
        ) : null}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
