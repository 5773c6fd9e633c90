import { languageByName, LanguageName } from "@lectern/contract";
import { useQuery } from "@tanstack/react-query";
import { Clapperboard } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { latestMediaStatusQuery, mediaStatusQuery } from "../../api/queries/media";
import { paperMetadataQuery } from "../../api/queries/metadata";
import { EmptyState } from "../../components/empty-state";
import { NoPaperSelected } from "../../components/no-paper-selected";
import { LanguageSelect } from "../../components/language-select";
import { LoadingCard } from "../../components/loading-card";
import { ScreenIntro } from "../../components/screen-intro";
import { useCurrentPaperId } from "../../workflow/use-current-paper-id";
import { stepByNumber } from "../../workflow/workflow-steps";
import { BackToVideoLink } from "./back-to-video-link";
import { YoutubeConnectButton } from "./youtube-connect-button";

const STEPS = [
  "Sign in with the Google account of your YouTube channel.",
  "Allow Lectern to upload videos (Google asks each time; Lectern keeps no access afterwards).",
  "Google sends you back here while Lectern uploads the video with its title, description and captions.",
];

/** "Hindi narration (हिन्दी)": the language, and its own name where that differs. */
function narrationLabel(option: LanguageName): string {
  const { native } = languageByName(option);
  return `${option} narration${native === option ? "" : ` (${native})`}`;
}

function ConnectBody({ paperId }: { paperId: string }) {
  const latest = useQuery(latestMediaStatusQuery(paperId));
  const paper = useQuery(paperMetadataQuery(paperId));
  // Step 6 links here with the language it shows; otherwise the video made last is offered.
  const [params] = useSearchParams();
  const asked = LanguageName.safeParse(params.get("language"));
  const [picked, setPicked] = useState<LanguageName | null>(asked.success ? asked.data : null);
  const language = picked ?? latest.data?.language ?? null;
  const chosen = useQuery({ ...mediaStatusQuery(paperId, language ?? "English"), enabled: language !== null });

  if (latest.isPending) return <LoadingCard what="your video" />;
  if (latest.isError) {
    return (
      <div role="alert" className="card px-6 py-8 text-center text-sm text-slate-600 dark:text-slate-300">
        Your video could not be loaded: {latest.error.message}
      </div>
    );
  }
  if (!language) {
    return (
      <EmptyState icon={Clapperboard} title="No Video Yet">
        <p>Make the video first; then you can upload it to your YouTube channel.</p>
        <Link to={stepByNumber(5).path} className="btn-secondary mt-4">
          Go to {stepByNumber(5).name}
        </Link>
      </EmptyState>
    );
  }
  const hasVideo = Boolean(chosen.data?.video_path);
  const title = paper.data?.title.trim();
  return (
    <section aria-labelledby="youtube-connect-heading" className="card space-y-5 p-5 sm:p-6">
      <div>
        <h2 id="youtube-connect-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Connect your YouTube account
        </h2>
        {title ? <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">Uploading: {title}</p> : null}
      </div>
      <ol className="list-decimal space-y-1.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {/* Which language's video to upload, when the paper has more than one. */}
      <LanguageSelect
        id="youtube-language"
        label="Video to upload"
        value={language}
        options={(latest.data.languages ?? []).includes(language) ? (latest.data.languages ?? []) : [language]}
        onChange={setPicked}
        optionLabel={narrationLabel}
        className="flex flex-col gap-1"
      />
      {chosen.isPending ? (
        <LoadingCard what="the video" />
      ) : hasVideo ? (
        <YoutubeConnectButton target={{ paperId, language }} />
      ) : (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-200">
          There is no {language} video yet: make it in {stepByNumber(5).name}, or pick another language.
        </p>
      )}
    </section>
  );
}

/** /youtube-login: what will happen, which video, and the connect button. */
export function YoutubeLoginScreen() {
  const paperId = useCurrentPaperId();
  return (
    <div className="space-y-6">
      <ScreenIntro title="Upload to YouTube" intro="Put your narrated presentation on your own YouTube channel." />
      {paperId ? (
        <ConnectBody key={paperId} paperId={paperId} />
      ) : (
        <NoPaperSelected>Uploads start from a finished video. Upload a paper and make its video first.</NoPaperSelected>
      )}
      <BackToVideoLink className="link inline-flex items-center gap-1.5 text-sm" />
    </div>
  );
}
