import { ERRORS, languageByName, type LanguageName } from "@lectern/contract";
import { useQuery } from "@tanstack/react-query";
import { Clapperboard, House, Upload } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { mediaStatusQuery } from "../../api/queries/media";
import { paperMetadataQuery } from "../../api/queries/metadata";
import { EmptyState } from "../../components/empty-state";
import { NoPaperSelected } from "../../components/no-paper-selected";
import { LanguageSelect } from "../../components/language-select";
import { LoadError } from "../../components/load-error";
import { LoadingCard } from "../../components/loading-card";
import { ScreenIntro } from "../../components/screen-intro";
import { YOUTUBE_LOGIN_PATH } from "../../workflow/shell-pages";
import { useWorkflow } from "../../workflow/use-workflow";
import { stepByNumber } from "../../workflow/workflow-steps";
import { useUrlRenewal } from "../../lib/use-url-renewal";
import { FinishActions } from "./finish-actions";
import { PaperMedia } from "./paper-media";
import { PAPERS_PATH } from "../../workflow/shell-pages";

const languageLabel = (name: LanguageName) => {
  const { native } = languageByName(name);
  return native === name ? name : `${name} (${native})`;
};

function NoVideo({ others, onLanguage }: { others: readonly LanguageName[]; onLanguage: (language: LanguageName) => void }) {
  return (
    <EmptyState icon={Clapperboard} title="No Video Yet">
      <p>{ERRORS.videoNotFound}</p>
      <div className="mt-4 flex flex-col items-center gap-2">
        <Link to={stepByNumber(5).path} className="btn-primary">
          Go to Media Generation
        </Link>
        {others.map((language) => (
          <button key={language} type="button" className="link" onClick={() => onLanguage(language)}>
            Show the {language} video
          </button>
        ))}
      </div>
    </EmptyState>
  );
}

/** Which narration language to show, offered when the paper has media in more than the chosen one. */
function LanguageChoice({ language, languages, onLanguage }: { language: LanguageName; languages: readonly LanguageName[]; onLanguage: (language: LanguageName) => void }) {
  return (
    <LanguageSelect
      id="results-language"
      label="Narration language"
      value={language}
      options={languages.includes(language) ? languages : [language, ...languages]}
      onChange={onLanguage}
      optionLabel={languageLabel}
      className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3"
    />
  );
}

function ResultsBody({ paperId }: { paperId: string }) {
  const { state, update, completeStep } = useWorkflow();
  const language = state.narration.language;
  const status = useQuery(mediaStatusQuery(paperId, language));
  const paper = useQuery(paperMetadataQuery(paperId));
  const onExpired = useUrlRenewal(status.refetch);
  const hasVideo = Boolean(status.data?.video_path);

  // Step 6: seeing a finished video completes the last step.
  useEffect(() => {
    if (hasVideo) completeStep(6);
  }, [hasVideo, completeStep]);

  const chooseLanguage = (next: LanguageName) => update({ narration: { ...state.narration, language: next } });

  if (status.isPending) return <LoadingCard what="your results" />;
  if (status.isError) return <LoadError title="Your results could not be loaded." message={status.error.message} onRetry={() => void status.refetch()} />;

  const media = status.data;
  const languages = media.languages ?? [];
  const others = languages.filter((other) => other !== language);
  return (
    <>
      <LanguageChoice language={language} languages={languages} onLanguage={chooseLanguage} />
      <PaperMedia
        paperId={paperId}
        language={language}
        media={media}
        paper={{ metadata: paper.data, loading: paper.isPending, error: paper.isError ? paper.error.message : null }}
        onExpired={onExpired}
        noVideo={<NoVideo others={others} onLanguage={chooseLanguage} />}
      />
      {hasVideo ? (
        <section aria-labelledby="youtube-heading" className="card flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div>
            <h2 id="youtube-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
              Put it on YouTube
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Upload this video to your own channel, with the paper's title, authors and link.</p>
          </div>
          <Link to={`${YOUTUBE_LOGIN_PATH}?language=${encodeURIComponent(language)}`} className="btn-secondary shrink-0">
            <Upload aria-hidden="true" className="h-4 w-4" />
            Upload to YouTube
          </Link>
        </section>
      ) : null}
    </>
  );
}

/** Step 6: the video, the paper, downloads, the narration files and sharing. */
export function ResultsScreen() {
  const { state } = useWorkflow();
  return (
    <div className="space-y-6">
      <ScreenIntro title="Results" intro="Watch your narrated presentation, download it with the slides and the narration, and share it." />
      {state.paperId ? <ResultsBody key={state.paperId} paperId={state.paperId} /> : <NoPaperSelected>Results belong to a paper. Upload one and make its video first.</NoPaperSelected>}
      <FinishActions
        back={
          <Link to={PAPERS_PATH} className="btn-secondary">
            <House aria-hidden="true" className="h-4 w-4" />
            Back to Dashboard
          </Link>
        }
      />
    </div>
  );
}
