import { PlayCircle } from "lucide-react";
import { YouTubeEmbed } from "../../components/youtube-embed";
import { SITE_CONTENT } from "../../content/site-content";

export function DemoVideo() {
  const videoId = SITE_CONTENT.landing.demoVideoId.trim();
  return (
    <section aria-labelledby="demo-heading" className="mx-auto max-w-4xl px-4 pb-20 sm:px-6">
      <h2 id="demo-heading" className="sr-only">
        Demo video
      </h2>
      <div className="rounded-2xl border border-slate-200 bg-white p-2 shadow-xl shadow-indigo-950/5 sm:p-3 dark:border-slate-800 dark:bg-slate-900">
        {videoId ? (
          <YouTubeEmbed videoId={videoId} title="Lectern demo video" />
        ) : (
          // No demo published: a labelled placeholder, and no request to any video host.
          <div
            role="img"
            aria-label="Demo video placeholder: no demo video has been published yet"
            className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl bg-gradient-to-br from-slate-800 via-slate-900 to-indigo-950 text-center text-slate-200"
          >
            <PlayCircle aria-hidden="true" className="h-14 w-14 text-indigo-300/80" strokeWidth={1.25} />
            <p className="text-base font-semibold">Demo video</p>
            <p className="max-w-xs px-4 text-sm text-slate-400">A demo has not been published yet.</p>
          </div>
        )}
      </div>
    </section>
  );
}
