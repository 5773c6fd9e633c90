import { downloadNames, type Job, type LanguageName, type MediaStatusResponse } from "@lectern/contract";
import { Download, MonitorPlay, Presentation } from "lucide-react";
import type { ReactNode } from "react";
import { ShareSection } from "../../components/share-links";
import { Spinner } from "../../components/spinner";
import type { PaperFacts } from "./paper-facts";
import { useVideoDownloads } from "./use-video-downloads";
import { MediaVideo } from "../../components/media-video";
import { VideoGrid } from "../../components/video-grid";
import { uploadedVideoUrl } from "../../lib/youtube-links";

interface VideoViewProps {
  paperId: string;
  status: MediaStatusResponse;
  paper: PaperFacts;
  /** The paper's jobs, as the page read them (a finished YouTube upload gives the share posts their link). */
  jobs: readonly Job[];
  /** The video could not be loaded (its signed URL may have expired). */
  onExpired: () => void;
  uploadPanel: UploadPanel;
}

/**
 * The video-platform upload panel for this paper's video, given by the page: features do not
 * import each other, and the YouTube connection is its own feature.
 */
export type UploadPanel = (video: { paperId: string; language: LanguageName | undefined }) => ReactNode;

const missing = <span className="text-slate-500 dark:text-slate-400">Not given</span>;

/** Video display: the video with authors and date, Download Video, Slides and PowerPoint, the YouTube panel, share links. */
export function VideoView({ paperId, status, paper, jobs, onExpired, uploadPanel }: VideoViewProps) {
  const { download, busy } = useVideoDownloads(paperId, status.language ?? undefined);
  // A past upload to YouTube is the public link a share post can carry.
  const videoUrl = uploadedVideoUrl(jobs);
  const { metadata } = paper;
  const title = metadata?.title.trim() || "Your presentation";

  return (
    <VideoGrid video={<MediaVideo status={status} title={title} onExpired={onExpired} />}>
      <div className="space-y-6">
        <section aria-labelledby="video-paper-heading" className="card p-5 sm:p-6">
          <h2 id="video-paper-heading" className="text-lg font-semibold break-words text-slate-900 dark:text-white">
            {metadata ? title : "Paper"}
          </h2>
          {paper.loading ? (
            <p className="mt-3 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
              <Spinner size="sm" label="Loading the paper's details" />
              <span aria-hidden="true">Loading the paper's details...</span>
            </p>
          ) : null}
          {paper.error ? <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">The paper's details could not be loaded: {paper.error}</p> : null}
          {metadata ? (
            <dl className="mt-3 space-y-2.5">
              <div>
                <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Authors</dt>
                <dd className="mt-0.5 text-sm break-words text-slate-900 dark:text-slate-100">{metadata.authors.trim() || missing}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Date</dt>
                <dd className="mt-0.5 text-sm text-slate-900 dark:text-slate-100">{metadata.date.trim() || missing}</dd>
              </div>
            </dl>
          ) : null}
        </section>

        <section aria-labelledby="video-actions-heading" className="card space-y-3 p-5 sm:p-6">
          <h2 id="video-actions-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            Download and upload
          </h2>
          <div className="flex flex-col gap-3">
            <button type="button" className="btn-primary w-full" disabled={busy !== null} onClick={() => download("video")}>
              {busy === "video" ? <Spinner size="sm" className="[&_svg]:text-white" /> : <Download aria-hidden="true" className="h-4 w-4" />}
              {busy === "video" ? "Downloading..." : "Download Video"}
            </button>
            <button type="button" className="btn-secondary w-full" disabled={busy !== null} onClick={() => download("slides")}>
              {busy === "slides" ? <Spinner size="sm" /> : <Presentation aria-hidden="true" className="h-4 w-4" />}
              {busy === "slides" ? "Downloading..." : "Download Slides"}
            </button>
            <button type="button" className="btn-secondary w-full" disabled={busy !== null} onClick={() => download("pptx")} title="The slides as an editable .pptx, with the narration as speaker notes">
              {busy === "pptx" ? <Spinner size="sm" /> : <MonitorPlay aria-hidden="true" className="h-4 w-4" />}
              {busy === "pptx" ? "Downloading..." : "Download PowerPoint"}
            </button>
            <p className="text-xs break-all text-slate-600 dark:text-slate-400">
              Saved as <span className="font-mono">{downloadNames.video(paperId)}</span> and <span className="font-mono">{downloadNames.slidesPdf(paperId)}</span>.
            </p>
          </div>
          {uploadPanel({ paperId, language: status.language ?? undefined })}
        </section>
      </div>

      {metadata ? (
        <ShareSection paper={{ title: metadata.title, authors: metadata.authors, arxivId: metadata.arxiv_id, videoUrl }} headingId="video-share-heading" className="lg:col-span-3" />
      ) : null}
    </VideoGrid>
  );
}
