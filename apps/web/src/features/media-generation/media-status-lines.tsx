import type { LanguageName } from "@lectern/contract";
import { CircleCheck, CircleDashed } from "lucide-react";

interface MediaStatusLinesProps {
  language: LanguageName;
  audio: boolean;
  video: boolean;
  /** True while the first answer is on its way. */
  loading: boolean;
}

function Line({ name, done, loading }: { name: string; done: boolean; loading: boolean }) {
  const Icon = done ? CircleCheck : CircleDashed;
  return (
    <li className="flex items-center gap-2 text-sm">
      <Icon aria-hidden="true" className={`h-4 w-4 shrink-0 ${done ? "text-emerald-600 dark:text-emerald-400" : "text-slate-400 dark:text-slate-500"}`} />
      <span className={done ? "font-medium text-emerald-800 dark:text-emerald-200" : "text-slate-800 dark:text-slate-200"}>
        {`${name}: ${loading ? "Checking..." : done ? "Generated" : "Pending"}`}
      </span>
    </li>
  );
}

/** Step 5: 'Audio: Generated/Pending' and 'Video: Generated/Pending', for the chosen language. */
export function MediaStatusLines({ language, audio, video, loading }: MediaStatusLinesProps) {
  return (
    <section aria-labelledby="media-status-heading" className="space-y-2">
      <h3 id="media-status-heading" className="text-sm font-semibold text-slate-900 dark:text-white">
        Status <span className="font-normal text-slate-600 dark:text-slate-400">({language})</span>
      </h3>
      <ul className="space-y-1.5" aria-live="polite">
        <Line name="Audio" done={audio} loading={loading} />
        <Line name="Video" done={video} loading={loading} />
      </ul>
    </section>
  );
}
