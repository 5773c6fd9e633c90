import type { LanguageName, MediaStatusResponse, PaperMetadata } from "@lectern/contract";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { paperJobsQuery } from "../../api/queries/jobs";
import { MediaVideo } from "../../components/media-video";
import { ShareSection } from "../../components/share-links";
import { VideoGrid } from "../../components/video-grid";
import { uploadedVideoUrl } from "../../lib/youtube-links";
import { AudioList } from "./audio-list";
import { audioItems } from "./audio-files";
import { DownloadCards } from "./download-cards";
import { PaperInfo } from "./paper-info";
import { useDownloads } from "./use-downloads";

interface PaperMediaProps {
  paperId: string;
  language: LanguageName;
  media: MediaStatusResponse;
  paper: { metadata: PaperMetadata | undefined; loading: boolean; error: string | null };
  onExpired: () => void;
  /** Shown in the video's place when this language has none. */
  noVideo: ReactNode;
  /** The video's public address from the upload just made; otherwise the newest past upload's. */
  videoUrl?: string | undefined;
}

/**
 * A paper's finished media, as Step 6 and /video-preview show it: the video beside the
 * paper's details, the download cards, the narration files and the share links.
 */
export function PaperMedia({ paperId, language, media, paper, onExpired, noVideo, videoUrl }: PaperMediaProps) {
  const { download, busyId } = useDownloads(paperId, language);
  // Without an address from the upload just made, the newest past upload is the public link.
  const uploaded = uploadedVideoUrl(useQuery(paperJobsQuery(paperId)).data?.jobs ?? []);
  const { metadata } = paper;
  const hasVideo = Boolean(media.video_path);
  return (
    <>
      <VideoGrid video={hasVideo ? <MediaVideo status={media} language={language} title={metadata?.title.trim() || "Your presentation"} onExpired={onExpired} /> : noVideo}>
        <PaperInfo paperId={paperId} metadata={metadata} loading={paper.loading} error={paper.error} />
      </VideoGrid>
      <DownloadCards paperId={paperId} title={metadata?.title ?? ""} hasVideo={hasVideo} videoSeconds={media.duration_s ?? null} busyId={busyId} onDownload={download} />
      <AudioList items={audioItems(media.audio_files, media.audio_urls, media.audio_durations)} busyId={busyId} onDownload={download} />
      {metadata ? <ShareSection paper={{ title: metadata.title, authors: metadata.authors, arxivId: metadata.arxiv_id, videoUrl: videoUrl ?? uploaded }} headingId="share-heading" /> : null}
    </>
  );
}
