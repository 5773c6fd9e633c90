import { ProgressBar } from "../../components/progress-bar";

/** The share of the file sent so far, as a labelled bar (Process and One click to Video). */
export function UploadBar({ percent }: { percent: number }) {
  return (
    <div className="flex items-center gap-3">
      <ProgressBar label="Upload progress" value={percent} className="flex-1" />
      <span aria-hidden="true" className="w-10 text-right text-sm font-semibold text-indigo-900 tabular-nums dark:text-indigo-100">
        {percent}%
      </span>
    </div>
  );
}
