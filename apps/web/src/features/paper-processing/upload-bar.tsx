/** The share of the file sent so far, as a labelled bar (Process and One click to Video). */
export function UploadBar({ percent }: { percent: number }) {
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-indigo-100 dark:bg-indigo-950"
      >
        <div className="h-full rounded-full bg-indigo-600 transition-[width] duration-150 dark:bg-indigo-400" style={{ width: `${percent}%` }} />
      </div>
      <span aria-hidden="true" className="w-10 text-right text-sm font-semibold text-indigo-900 tabular-nums dark:text-indigo-100">
        {percent}%
      </span>
    </div>
  );
}
