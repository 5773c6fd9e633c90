import { ERRORS, type GoogleUploadResponse } from "@lectern/contract";
import { RotateCw, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Link, useNavigate, useSearchParams } from "react-router";
import { uploadToYoutube } from "../../api/endpoints";
import { showFailure, type Failure } from "../../components/failure-toast";
import { Spinner } from "../../components/spinner";
import { useElapsedSeconds } from "../../lib/use-elapsed-seconds";
import { VIDEO_PREVIEW_PATH, YOUTUBE_LOGIN_PATH } from "../../workflow/shell-pages";
import { BackToVideoLink } from "./back-to-video-link";
import { forgetUpload, recallUpload } from "./upload-session";
import { uploadFailure } from "./use-youtube-connect";
import { safeYoutubeUrl } from "../../lib/youtube-links";
import { followPaperJob } from "../../lib/follow-paper-job";
import { isJobActive } from "../../lib/jobs";
import { JOB_POLL_MS } from "../../lib/use-job";

export const UPLOAD_SUCCESS = "Your video was uploaded to YouTube!";
export const NOT_FROM_THIS_TAB = "This sign-in did not start in this tab, or it has been used already. Start the upload again from your video.";
const NO_CODE = "Google did not send a sign-in code back. Start the upload again from your video.";

type Outcome = { kind: "uploading" } | { kind: "failed"; failure: Failure };

/** Google's answer, as it arrived in the address bar. */
interface Return {
  code: string | null;
  error: string | null;
  state: string | null;
}

// A code is single-use: the post is sent once per state, even if the effect runs twice
// (React's strict mode) or the screen is mounted again.
const sent = new Set<string>();

/** The preview's address: the YouTube link and the paper, plus the language uploaded. */
function previewPath(answer: GoogleUploadResponse, paperId: string, language: string | undefined): string | null {
  const videoUrl = safeYoutubeUrl(answer.video_url ?? null);
  if (!videoUrl) return null;
  const search = new URLSearchParams({ video_url: videoUrl, paper_id: paperId });
  if (language) search.set("language", language);
  return `${VIDEO_PREVIEW_PATH}?${search.toString()}`;
}

/** How long a tab follows an upload that outlasted the request (it carries on either way). */
const FOLLOW_LIMIT_MS = 3 * 3600_000;

/**
 * The upload's final answer. An upload that outlasts the request comes back as its background
 * job still running (success false, no error): it is followed until it ends.
 */
async function settled(answer: GoogleUploadResponse, paperId: string): Promise<GoogleUploadResponse> {
  if (answer.success || answer.error || !answer.job || !isJobActive(answer.job)) return answer;
  const job = await followPaperJob(paperId, "youtube", { pollMs: JOB_POLL_MS, limitMs: FOLLOW_LIMIT_MS });
  if (job?.state === "succeeded" && job.video_url) return { success: true, video_url: job.video_url, job };
  return { success: false, error: job?.message.trim() || ERRORS.uploadUnknown };
}

/**
 * /oauth2callback: where Google sends the browser back. Sends the code (or Google's
 * error) with the paper id and the state to the server, which uploads; on success an alert and
 * /video-preview, otherwise 'Upload failed: ' and the reason, with the way back.
 */
export function OauthCallbackScreen() {
  const navigate = useNavigate();
  // Read once: the code is then taken out of the address bar so a reload cannot send it again.
  const [params] = useSearchParams();
  const [back] = useState<Return>(() => ({ code: params.get("code"), error: params.get("error"), state: params.get("state") }));
  const [outcome, setOutcome] = useState<Outcome>(() => ({ kind: "uploading" }));
  const uploading = outcome.kind === "uploading";
  const elapsed = useElapsedSeconds(uploading);

  useEffect(() => {
    const fail = (failure: Failure | null) => {
      if (!failure) return; // signed out: the login screen takes over
      setOutcome({ kind: "failed", failure });
      showFailure(failure);
    };
    const failWith = (reason: string) => fail({ title: `${ERRORS.uploadFailedPrefix}${reason}` });
    void navigate({ search: "" }, { replace: true });
    const { code, error, state } = back;
    const saved = recallUpload();
    if (!state || (!code && !error)) return failWith(NO_CODE);
    if (!saved || saved.state !== state) return failWith(NOT_FROM_THIS_TAB);
    if (sent.has(state)) return;
    sent.add(state);
    const body = code ? { code, paper_id: saved.paper_id, state } : { error: error ?? "access_denied", paper_id: saved.paper_id, state };
    uploadToYoutube(body, { quiet: true })
      .then(async (given) => {
        // The state is used up either way; a new attempt gets a new one.
        forgetUpload();
        const answer = await settled(given, saved.paper_id);
        const next = answer.success ? previewPath(answer, saved.paper_id, saved.language) : null;
        if (next) {
          toast.success(UPLOAD_SUCCESS);
          void navigate(next, { replace: true });
        } else {
          failWith(answer.error?.trim() || ERRORS.uploadUnknown);
        }
      })
      .catch((err: unknown) => {
        forgetUpload();
        fail(uploadFailure(err));
      });
  }, [back, navigate]);

  if (uploading) {
    return (
      <div className="card flex flex-col items-center gap-3 px-6 py-12 text-center" aria-live="polite">
        <Spinner size="lg" label="Uploading your video to YouTube" />
        <p className="text-base font-semibold text-slate-900 dark:text-white">Uploading your video to YouTube...</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {elapsed > 0 ? `${elapsed} s. ` : ""}Keep this tab open: a long video can take a few minutes.
        </p>
      </div>
    );
  }
  return (
    <div role="alert" className="card space-y-4 px-6 py-10 text-center">
      <TriangleAlert aria-hidden="true" className="mx-auto h-8 w-8 text-amber-600 dark:text-amber-400" />
      <p className="font-semibold text-slate-900 dark:text-white">{outcome.failure.title}</p>
      {outcome.failure.reason ? <p className="text-sm text-slate-700 dark:text-slate-300">{outcome.failure.reason}</p> : null}
      <p className="text-sm text-slate-600 dark:text-slate-400">Nothing was changed in Lectern: your video, slides and narration are as they were.</p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={YOUTUBE_LOGIN_PATH} className="btn-primary">
          <RotateCw aria-hidden="true" className="h-4 w-4" />
          Try again
        </Link>
        <BackToVideoLink className="btn-secondary" />
      </div>
    </div>
  );
}
