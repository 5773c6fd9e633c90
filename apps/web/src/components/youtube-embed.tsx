import { youtubeEmbedUrl } from "../content/content-rules";

/** Privacy-enhanced embed: youtube-nocookie sets no cookies until the visitor presses play. */
export function YouTubeEmbed({ videoId, title }: { videoId: string; title: string }) {
  return (
    <div className="aspect-video w-full overflow-hidden rounded-xl bg-slate-900">
      <iframe
        className="h-full w-full"
        src={youtubeEmbedUrl(videoId)}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
      />
    </div>
  );
}
