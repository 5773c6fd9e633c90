import { LanguageName, PaperId } from "@lectern/contract";
import { useQuery } from "@tanstack/react-query";
import { CircleCheck, Copy, ExternalLink, FileSearch } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Link, useSearchParams } from "react-router";
import { latestMediaStatusQuery, mediaStatusQuery } from "../../api/queries/media";
import { paperMetadataQuery } from "../../api/queries/metadata";
import { EmptyState } from "../../components/empty-state";
import { LoadError } from "../../components/load-error";
import { LoadingCard } from "../../components/loading-card";
import { ScreenIntro } from "../../components/screen-intro";
import { useUrlRenewal } from "../../lib/use-url-renewal";
import { VIDEO_DISPLAY_PATH } from "../../workflow/shell-pages";
import { FinishActions } from "./finish-actions";
import { PaperMedia } from "./paper-media";
import { safeYoutubeUrl } from "../../lib/youtube-links";

export const ON_YOUTUBE = "Your video is on YouTube";

/** The link to the uploaded video, to open or copy. */
function UploadedBanner({ videoUrl }: { videoUrl: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard.writeText(videoUrl).then(
      () => setCopied(true),
      () => toast.error("Could not copy the link. Select it and copy it by hand."),
    );
  };
  return (
    <section role="status" aria-labelledby="uploaded-heading" className="rounded-xl border border-emerald-200 bg-emerald-50 p-5 sm:p-6 dark:border-emerald-500/30 dark:bg-emerald-500/10">
      <h2 id="uploaded-heading" className="flex items-center gap-2 text-lg font-semibold text-emerald-900 dark:text-emerald-100">
        <CircleCheck aria-hidden="true" className="h-5 w-5" />
        {ON_YOUTUBE}
      </h2>
      <p className="mt-1 text-sm text-emerald-900/80 dark:text-emerald-100/80">
        It was uploaded to your channel. YouTube may take a few minutes to process it before it plays in full quality.
      </p>
      <p className="mt-3 font-mono text-sm break-all text-emerald-950 dark:text-emerald-50">{videoUrl}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <a className="btn-primary" href={videoUrl} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          Watch on YouTube
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <button type="button" className="btn-secondary" onClick={copy}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          {copied ? "Link copied" : "Copy link"}
        </button>
      </div>
    </section>
  );
}

const GONE = "The video is no longer in Lectern; it is still on YouTube.";

/** The uploaded language's media; without one in the address, the language made most recently. */
function PreviewMedia({ paperId, asked, videoUrl }: { paperId: string; asked: LanguageName | null; videoUrl: string }) {
  const latest = useQuery({ ...latestMediaStatusQuery(paperId), enabled: asked === null });
  const language = asked ?? latest.data?.language ?? null;
  const status = useQuery({ ...mediaStatusQuery(paperId, language ?? "English"), enabled: language !== null });
  const paper = useQuery(paperMetadataQuery(paperId));
  const onExpired = useUrlRenewal(status.refetch);
  if (language === null && latest.isSuccess) return <p className="card px-6 py-8 text-center text-sm text-slate-600 dark:text-slate-400">{GONE}</p>;
  if (language === null || status.isPending) return <LoadingCard what="your video" />;
  if (status.isError || latest.isError) {
    return (
      <LoadError
        message={<>Your files in Lectern could not be loaded: {(status.error ?? latest.error)?.message}</>}
        onRetry={() => void (latest.isError ? latest.refetch() : status.refetch())}
      />
    );
  }
  return (
    <PaperMedia
      paperId={paperId}
      language={language}
      media={status.data}
      paper={{ metadata: paper.data, loading: paper.isPending, error: paper.isError ? paper.error.message : null }}
      onExpired={onExpired}
      noVideo={<p className="card px-6 py-8 text-center text-sm text-slate-600 dark:text-slate-400">{GONE}</p>}
      videoUrl={videoUrl}
    />
  );
}

/** /video-preview: the success message, the YouTube link, and the paper's media and sharing. */
export function VideoPreviewScreen() {
  const [params] = useSearchParams();
  const videoUrl = safeYoutubeUrl(params.get("video_url"));
  const paperId = PaperId.safeParse(params.get("paper_id"));
  const language = LanguageName.safeParse(params.get("language"));
  return (
    <div className="space-y-6">
      <ScreenIntro title="Video Preview" intro="Your presentation, now on YouTube: watch it, download it and share it." />
      {videoUrl && paperId.success ? (
        <>
          <UploadedBanner videoUrl={videoUrl} />
          <PreviewMedia paperId={paperId.data} asked={language.success ? language.data : null} videoUrl={videoUrl} />
        </>
      ) : (
        <EmptyState icon={FileSearch} title="Nothing to Preview">
          <p>This page shows a video after it is uploaded to YouTube. Open your video to upload it.</p>
          <Link to={VIDEO_DISPLAY_PATH} className="btn-secondary mt-4">
            Go to your video
          </Link>
        </EmptyState>
      )}
      <FinishActions
        back={
          <Link to={VIDEO_DISPLAY_PATH} className="btn-secondary">
            Back to your video
          </Link>
        }
      />
    </div>
  );
}
