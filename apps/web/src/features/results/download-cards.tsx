import { downloadNames } from "@lectern/contract";
import { Download, Film, MonitorPlay, Presentation } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { Spinner } from "../../components/spinner";
import { formatTime } from "../../components/video-player";
import type { DownloadTarget } from "./use-downloads";

interface DownloadCardsProps {
  paperId: string;
  /** The paper's title, which names the PowerPoint copy (empty while it loads). */
  title: string;
  hasVideo: boolean;
  videoSeconds: number | null;
  busyId: string | null;
  onDownload: (target: DownloadTarget) => void;
}

interface CardProps {
  icon: LucideIcon;
  title: string;
  fileName: string;
  detail: string;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
}

function Card({ icon: Icon, title, fileName, detail, busy, disabled, onClick }: CardProps) {
  return (
    <li className="card flex min-w-0 flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300">
          <Icon aria-hidden="true" className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
          <p className="truncate font-mono text-xs text-slate-600 dark:text-slate-400">{fileName}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{detail}</p>
        </div>
      </div>
      <button type="button" className="btn-secondary mt-auto" disabled={disabled || busy} onClick={onClick} aria-label={`Download ${title}`}>
        {busy ? <Spinner size="sm" /> : <Download aria-hidden="true" className="h-4 w-4" />}
        {busy ? "Downloading..." : "Download"}
      </button>
    </li>
  );
}

/** Step 6: Final Video (presentation_{id}.mp4), PDF Slides (slides_{id}.pdf) and the PowerPoint copy. */
export function DownloadCards({ paperId, title, hasVideo, videoSeconds, busyId, onDownload }: DownloadCardsProps) {
  return (
    <section aria-labelledby="downloads-heading" className="space-y-3">
      <h2 id="downloads-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Downloads
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Card
          icon={Film}
          title="Final Video"
          fileName={downloadNames.video(paperId)}
          detail={hasVideo ? `MP4 video${videoSeconds ? `, ${formatTime(videoSeconds)}` : ""}.` : "Generate the video first."}
          busy={busyId === "video"}
          disabled={!hasVideo}
          onClick={() => onDownload({ kind: "video" })}
        />
        <Card
          icon={Presentation}
          title="PDF Slides"
          fileName={downloadNames.slidesPdf(paperId)}
          detail="The slide deck, to present or print."
          busy={busyId === "slides"}
          disabled={false}
          onClick={() => onDownload({ kind: "slides" })}
        />
        <Card
          icon={MonitorPlay}
          title="PowerPoint Slides"
          fileName={downloadNames.slidesPptx(paperId, title)}
          detail="Editable in PowerPoint, Keynote or Google Slides, with the narration as speaker notes."
          busy={busyId === "pptx"}
          disabled={false}
          onClick={() => onDownload({ kind: "pptx" })}
        />
      </ul>
    </section>
  );
}
