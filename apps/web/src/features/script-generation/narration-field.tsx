import { estimatedSeconds, formatDuration } from "@lectern/contract";
import { MAX_SCRIPT_LENGTH } from "./section-model";

interface NarrationFieldProps {
  sectionKey: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** The spoken script of one section, with its length and how long it takes to say (words at the measured speaking rate). */
export function NarrationField({ sectionKey, value, disabled, onChange }: NarrationFieldProps) {
  const id = `narration-${sectionKey}`;
  const statsId = `${id}-stats`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-900 dark:text-white">
        Narration
      </label>
      <textarea
        id={id}
        value={value}
        rows={10}
        maxLength={MAX_SCRIPT_LENGTH}
        disabled={disabled}
        spellCheck
        aria-describedby={statsId}
        onChange={(event) => onChange(event.target.value)}
        className="input min-h-48 resize-y leading-relaxed"
      />
      <p id={statsId} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 tabular-nums dark:text-slate-400">
        <span>{value.length.toLocaleString("en")} characters</span>
        <span>Estimated duration: {formatDuration(estimatedSeconds(value))}</span>
      </p>
    </div>
  );
}
