import { ERRORS, languageByName, type LanguageName, type MediaStatusResponse } from "@lectern/contract";
import { VideoPlayer } from "./video-player";

interface MediaVideoProps {
  status: MediaStatusResponse;
  title: string;
  /** The captions' language; the status's own language when absent. */
  language?: LanguageName | undefined;
  /** The signed URL stopped working (it expires): ask for a fresh status. */
  onExpired: () => void;
}

/** A paper's video from its media status (signed URL, captions), or why it cannot play here. */
export function MediaVideo({ status, title, language, onExpired }: MediaVideoProps) {
  if (!status.video_url) {
    return (
      <div role="alert" className="card px-6 py-10 text-center text-sm text-slate-700 dark:text-slate-300">
        <p className="font-semibold">{ERRORS.loadVideo}</p>
        <p className="mt-1 text-slate-600 dark:text-slate-400">The video exists but cannot be played here. Download it instead.</p>
      </div>
    );
  }
  const captionsLanguage = language ?? status.language ?? undefined;
  return (
    <VideoPlayer
      src={status.video_url}
      title={title}
      captionsSrc={status.captions_url}
      captionsLang={captionsLanguage ? languageByName(captionsLanguage).code : undefined}
      durationHint={status.duration_s}
      onError={onExpired}
    />
  );
}
