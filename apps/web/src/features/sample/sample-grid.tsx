import { Film } from "lucide-react";
import { EmptyState } from "../../components/empty-state";
import { YouTubeEmbed } from "../../components/youtube-embed";
import { visibleSamples } from "../../content/content-rules";
import type { SampleVideo } from "../../content/site-content-types";

export function SampleGrid({ samples }: { samples: readonly SampleVideo[] }) {
  const visible = visibleSamples(samples);
  if (visible.length === 0) {
    return (
      <EmptyState icon={Film} title="No sample videos have been published yet.">
        Sample presentations will appear here, one per language, once they are published.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-8 md:grid-cols-2">
      {visible.map((sample) => (
        <li key={sample.id} className="card overflow-hidden p-3">
          <h2 className="px-2 pt-1 pb-3 text-lg font-semibold text-slate-900 dark:text-white">{sample.language}</h2>
          <YouTubeEmbed videoId={sample.videoId} title={`Sample presentation in ${sample.language}`} />
        </li>
      ))}
    </ul>
  );
}
