import { LogIn, Upload } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { YOUTUBE_LOGIN_PATH } from "../../workflow/shell-pages";

export const YOUTUBE_SIGN_IN = "Sign in to YouTube to upload the video";

/**
 * §2: Upload to the video platform reveals a connect panel whose button signs into the platform
 * to upload the video. The upload itself is not built yet, and the panel says so.
 */
export function YoutubeConnect() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = `${panelId}-heading`;
  return (
    <div className="space-y-3">
      <button type="button" className="btn-secondary w-full sm:w-auto" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((was) => !was)}>
        <Upload aria-hidden="true" className="h-4 w-4" />
        Upload to YouTube
      </button>
      <section
        id={panelId}
        hidden={!open}
        aria-labelledby={headingId}
        className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-950/40"
      >
        <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
          Connect your YouTube account
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Lectern uploads through your own account: sign in with the Google account of your channel and allow Lectern to upload videos to it.
          Lectern never sees your password.
        </p>
        <p className="mt-2 text-xs text-amber-800 dark:text-amber-200">Uploading to YouTube is still being built; the sign-in page says so until it is ready.</p>
        <Link to={YOUTUBE_LOGIN_PATH} className="btn-primary mt-4 w-full sm:w-auto">
          <LogIn aria-hidden="true" className="h-4 w-4" />
          {YOUTUBE_SIGN_IN}
        </Link>
      </section>
    </div>
  );
}
