import type { LanguageName } from "@lectern/contract";

interface LanguageSelectProps {
  id: string;
  label: string;
  value: LanguageName;
  /** The languages offered; with fewer than two there is no choice, and nothing is shown. */
  options: readonly LanguageName[];
  onChange: (language: LanguageName) => void;
  /** How each option reads. */
  optionLabel: (language: LanguageName) => string;
  /** The label and select side by side or stacked. */
  className: string;
}

/** A labelled choice of one of a paper's narration languages. */
export function LanguageSelect({ id, label, value, options, onChange, optionLabel, className }: LanguageSelectProps) {
  if (options.length < 2) return null;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <select
        id={id}
        className="input w-full py-2 pr-8 sm:w-auto sm:min-w-48"
        value={value}
        // The select's value is one of the options; the find turns it back into a LanguageName.
        onChange={(event) => onChange(options.find((option) => option === event.target.value) ?? value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
