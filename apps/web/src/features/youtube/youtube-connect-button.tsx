import { LogIn } from "lucide-react";
import { Spinner } from "../../components/spinner";
import { useAuth } from "../../auth/use-auth";
import { useYoutubeConnect, type UploadTarget } from "./use-youtube-connect";

export const YOUTUBE_SIGN_IN = "Sign in to YouTube to upload the video";
export const YOUTUBE_NOT_SET_UP =
  "Uploading to YouTube is not set up on this Lectern server. Its operator can turn it on with a Google OAuth client (YOUTUBE_CLIENT_ID and YOUTUBE_CLIENT_SECRET, see the README).";

/** Said before the upload: researchers may not want a talk on unpublished work to be public. */
const PRIVACY_NOTE = {
  unlisted: "The video goes up unlisted: only people with its link can watch it. You can change that in YouTube Studio.",
  private: "The video goes up private: only you can watch it until you change that in YouTube Studio.",
  public: "The video goes up public: anyone can find and watch it. You can change that in YouTube Studio.",
} as const;

/**
 * The button that signs into the video platform to upload the video. Disabled, with the
 * reason beside it, when the server has no Google OAuth client for uploads.
 */
export function YoutubeConnectButton({ target, className = "" }: { target: UploadTarget; className?: string }) {
  const { authConfig } = useAuth();
  const { start, starting } = useYoutubeConnect();
  // Unknown (the config call failed) counts as available: the server will say if it is not.
  const available = authConfig?.youtube_upload !== false;
  const privacy = authConfig?.youtube_privacy ?? "unlisted";
  return (
    <div className="space-y-2">
      <button type="button" className={`btn-primary w-full sm:w-auto ${className}`.trim()} disabled={!available || starting} onClick={() => void start(target)}>
        {starting ? <Spinner size="sm" className="[&_svg]:text-white" /> : <LogIn aria-hidden="true" className="h-4 w-4" />}
        {starting ? "Opening Google sign-in..." : YOUTUBE_SIGN_IN}
      </button>
      {available ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">{PRIVACY_NOTE[privacy]}</p>
      ) : (
        <p className="text-xs text-amber-800 dark:text-amber-200">{YOUTUBE_NOT_SET_UP}</p>
      )}
    </div>
  );
}
