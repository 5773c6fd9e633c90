import { AudioLines, Download } from "lucide-react";
import { Spinner } from "../../components/spinner";
import { formatTime } from "../../components/video-player";
import type { AudioItem } from "./audio-files";
import type { DownloadTarget } from "./use-downloads";

interface AudioListProps {
  items: readonly AudioItem[];
  busyId: string | null;
  onDownload: (target: DownloadTarget) => void;
}

/** Step 6: one narration file per section, each playable in place and downloadable. */
export function AudioList({ items, busyId, onDownload }: AudioListProps) {
  return (
    <section aria-labelledby="audio-heading" className="card p-5 sm:p-6">
      <h2 id="audio-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Audio files
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">The narration of each section, as WAV files.</p>
      {items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">No audio files yet.</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((item) => {
            const busy = busyId === `audio:${item.file}`;
            return (
              <li key={item.file} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 md:flex-row md:items-center md:gap-4">
                <div className="flex min-w-0 flex-1 items-start gap-2">
                  <AudioLines aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600 dark:text-indigo-400" />
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-slate-900 dark:text-white">{item.label}</p>
                    <p className="truncate font-mono text-xs text-slate-500 dark:text-slate-400">
                      {item.file}
                      {item.seconds !== null ? ` · ${formatTime(item.seconds)}` : ""}
                    </p>
                  </div>
                </div>
                {item.url ? <audio controls preload="none" src={item.url} aria-label={`Listen to ${item.label}`} className="h-9 w-full md:w-64" /> : null}
                <button
                  type="button"
                  className="btn-ghost self-start px-3 py-2 md:self-auto"
                  disabled={busy}
                  aria-label={`Download ${item.label} audio`}
                  onClick={() => onDownload({ kind: "audio", file: item.file })}
                >
                  {busy ? <Spinner size="sm" /> : <Download aria-hidden="true" className="h-4 w-4" />}
                  <span aria-hidden="true">Download</span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
