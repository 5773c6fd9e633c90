import type { LanguageName } from "@lectern/contract";
import { Upload } from "lucide-react";
import { useId, useState } from "react";
import { YoutubeConnectButton } from "./youtube-connect-button";

/**
 * Upload to the video platform reveals a connect panel whose button signs into the platform
 * to upload the video.
 */
export function YoutubeConnect({ paperId, language }: { paperId: string; language?: LanguageName | undefined }) {
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
        <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">
          Lectern uploads through your own account: sign in with the Google account of your channel and allow Lectern to upload this video. It gets the
          paper's title, and a description with its authors, abstract and link. Lectern never sees your password and keeps no access afterwards.
        </p>
        <YoutubeConnectButton target={{ paperId, language }} />
      </section>
    </div>
  );
}
