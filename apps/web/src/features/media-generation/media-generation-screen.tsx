import { MEDIA_PROGRESS, type LanguageName, type VoiceKey } from "@lectern/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { keyStatusQuery } from "../../api/queries/keys";
import { mediaStatusQuery } from "../../api/queries/media";
import { paperMetadataQuery } from "../../api/queries/metadata";
import { NoPaperSelected } from "../../components/no-paper-selected";
import { useWorkflow } from "../../workflow/use-workflow";
import { CompletionNotice } from "./completion-notice";
import { FailureNote } from "../../components/failure-note";
import { MediaProgress } from "./media-progress";
import { MediaStatusLines } from "./media-status-lines";
import { NarrationForm } from "./narration-form";
import { languageBlocks } from "./narration-languages";
import { useMediaRun } from "./use-media-run";
import { PaperTitleLine } from "../../components/paper-title-line";
import { ScreenIntro } from "../../components/screen-intro";

function MediaWorkspace({ paperId }: { paperId: string }) {
  const { state, update, nextStep } = useWorkflow();
  const media = useMediaRun(paperId);
  const { run, running } = media;
  const [highlight, setHighlight] = useState(true);
  // While a run works its choice is shown (the selects are locked); otherwise the workflow's.
  const language = running && run ? run.language : state.narration.language;
  const voice = running && run ? run.voice : state.narration.voice;
  const status = useQuery(mediaStatusQuery(paperId, language));
  const paper = useQuery(paperMetadataQuery(paperId));
  const keys = useQuery(keyStatusQuery());

  const audioReady = (status.data?.audio_files.length ?? 0) > 0;
  const videoReady = Boolean(status.data?.video_path);
  const ownRun = run && run.language === language ? run : null;
  // Before any run in this visit, the bar tells what the server already has.
  const progress = ownRun ? ownRun.progress : videoReady ? MEDIA_PROGRESS.done : 0;
  const done = !running && (ownRun ? ownRun.phase === "done" : videoReady);

  const choose = (patch: { language?: LanguageName; voice?: VoiceKey }) => {
    media.forget();
    update({ narration: { ...state.narration, ...patch } });
  };

  return (
    <>
      {paper.data?.title ? (
        <PaperTitleLine title={paper.data.title} className="-mt-3" />
      ) : null}
      <section aria-labelledby="narration-heading" className="card space-y-5 p-5 sm:p-6">
        <div>
          <h2 id="narration-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            Narration
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Choose the voice and the language, then generate the audio and the video.</p>
        </div>
        <NarrationForm
          language={language}
          voice={voice}
          running={running}
          blocks={languageBlocks(keys.data)}
          onLanguage={(next) => choose({ language: next })}
          onVoice={(next) => choose({ voice: next })}
          onGenerate={() => media.start({ language, voice, highlight })}
          highlight={highlight}
          onHighlight={setHighlight}
        />
        {ownRun?.failure && !running ? <FailureNote failure={ownRun.failure} /> : null}
        <MediaProgress value={progress} run={ownRun} running={running} />
        <MediaStatusLines language={language} audio={audioReady} video={videoReady} loading={status.isPending} />
        {status.isError ? <p className="text-xs text-slate-600 dark:text-slate-400">The current status could not be checked: {status.error.message}</p> : null}
      </section>
      <div aria-live="polite">{done ? <CompletionNotice language={language} onViewResults={nextStep} /> : null}</div>
    </>
  );
}

/** Step 5: narration audio in a chosen language and voice, then the video. */
export function MediaGenerationScreen() {
  const { state } = useWorkflow();
  return (
    <div className="space-y-6">
      <ScreenIntro title="Media Generation" intro="Lectern speaks each section's narration in the language and voice you choose, then sets it to your slides as a narrated video." />
      {state.paperId ? <MediaWorkspace key={state.paperId} paperId={state.paperId} /> : <NoPaperSelected>Audio and video are made from a paper's scripts and slides. Upload a paper first, then come back here.</NoPaperSelected>}
    </div>
  );
}
