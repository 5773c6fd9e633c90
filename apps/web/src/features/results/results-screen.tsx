import { ERRORS, languageByName, type LanguageName } from "@lectern/contract";
import { useQuery } from "@tanstack/react-query";
import { Clapperboard, FileSearch, House, RotateCcw, RotateCw, Upload } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { mediaStatusQuery } from "../../api/queries/media";
import { paperMetadataQuery } from "../../api/queries/metadata";
import { EmptyState } from "../../components/empty-state";
import { Spinner } from "../../components/spinner";
import { YOUTUBE_LOGIN_PATH } from "../../workflow/shell-pages";
import { useStartNewPaper } from "../../workflow/use-start-new-paper";
import { useWorkflow } from "../../workflow/use-workflow";
import { stepByNumber } from "../../workflow/workflow-steps";
import { useUrlRenewal } from "../../lib/use-url-renewal";
import { PaperMedia } from "./paper-media";
import { PAPERS_PATH } from "../../workflow/shell-pages";

const languageLabel = (name: LanguageName) => {
  const { native } = languageByName(name);
  return native === name ? name : `${name} (${native})`;
};

function NoPaper() {
  return (
    <EmptyState icon={FileSearch} title="No Paper Selected">
      <p>Results belong to a paper. Upload one and make its video first.</p>
      <Link to={stepByNumber(2).path} className="btn-secondary mt-4">
        Go to Paper Upload
      </Link>
    </EmptyState>
  );
}

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
  const options = languages.includes(language) ? languages : [language, ...languages];
  if (options.length < 2) return null;
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
      <label htmlFor="results-language" className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Narration language
      </label>
      <select
        id="results-language"
        className="input w-full py-2 pr-8 sm:w-auto sm:min-w-48"
        value={language}
        onChange={(event) => onLanguage(options.find((option) => option === event.target.value) ?? language)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {languageLabel(option)}
          </option>
        ))}
      </select>
    </div>
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

  if (status.isPending) {
    return (
      <div className="card flex items-center justify-center gap-3 px-6 py-10 text-sm text-slate-600 dark:text-slate-300">
        <Spinner label="Loading your results" />
        <span aria-hidden="true">Loading your results...</span>
      </div>
    );
  }
  if (status.isError) {
    return (
      <div role="alert" className="card space-y-3 px-6 py-8 text-center">
        <p className="font-semibold text-slate-900 dark:text-white">Your results could not be loaded.</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{status.error.message}</p>
        <button type="button" className="btn-secondary" onClick={() => void status.refetch()}>
          <RotateCw aria-hidden="true" className="h-4 w-4" />
          Try again
        </button>
      </div>
    );
  }

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
  const startNewPaper = useStartNewPaper();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Results</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">Watch your narrated presentation, download it with the slides and the narration, and share it.</p>
      </div>
      {state.paperId ? <ResultsBody key={state.paperId} paperId={state.paperId} /> : <NoPaper />}
      <div className="card flex flex-col-reverse gap-3 p-4 sm:flex-row sm:justify-end sm:p-5">
        <Link to={PAPERS_PATH} className="btn-secondary">
          <House aria-hidden="true" className="h-4 w-4" />
          Back to Dashboard
        </Link>
        <button type="button" className="btn-primary" onClick={startNewPaper}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          Start New Paper
        </button>
      </div>
    </div>
  );
}
