import { Check } from "lucide-react";

interface ImageChoiceProps {
  name: string;
  groupName: string;
  url: string | undefined;
  caption: string | undefined;
  checked: boolean;
  onSelect: () => void;
}

/** One figure in the picker: a native radio (arrow keys, labels) drawn as a card. */
export function ImageChoice({ name, groupName, url, caption, checked, onSelect }: ImageChoiceProps) {
  return (
    <label
      title={caption ?? name}
      className="relative flex h-full cursor-pointer flex-col overflow-hidden rounded-xl border border-slate-300 bg-white transition duration-150 hover:border-indigo-400 has-[:checked]:border-indigo-600 has-[:checked]:ring-2 has-[:checked]:ring-indigo-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500 dark:border-slate-700 dark:bg-slate-950 dark:has-[:checked]:border-indigo-400 dark:has-[:checked]:ring-indigo-400"
    >
      <input type="radio" name={groupName} value={name} className="sr-only" checked={checked} onChange={onSelect} />
      {/* Figures are drawn for white paper: keep a white ground in dark mode too. */}
      <span className="flex aspect-[4/3] items-center justify-center overflow-hidden bg-white p-1.5">
        {url ? <img src={url} alt="" loading="lazy" className="h-full w-full object-contain" /> : <span className="text-xs text-slate-500">No preview</span>}
      </span>
      <span className="flex flex-1 flex-col gap-0.5 border-t border-slate-200 px-2 py-1.5 dark:border-slate-800">
        <span className="truncate font-mono text-xs text-slate-800 dark:text-slate-200">{name}</span>
        {caption ? <span className="line-clamp-2 text-xs text-slate-600 dark:text-slate-400">{caption}</span> : null}
      </span>
      {checked ? (
        <span className="absolute top-2 right-2 flex h-6 w-6 items-center justify-center rounded-full bg-indigo-600 text-white shadow dark:bg-indigo-500">
          <Check aria-hidden="true" className="h-4 w-4" />
        </span>
      ) : null}
    </label>
  );
}
