import { FileSearch, FileText, Presentation, RefreshCw, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { LoadingCard } from "../../components/loading-card";
import { Spinner } from "../../components/spinner";
import { stepByNumber } from "../../workflow/workflow-steps";
import { SlideActions } from "./slide-actions";
import { SlideCarousel } from "./slide-carousel";
import { SlidesProgress } from "./slides-progress";
import { useSlideWorkspace } from "./use-slide-workspace";
import { ScreenIntro } from "../../components/screen-intro";

function BackTo({ step, title, children }: { step: number; title: string; children: string }) {
  return (
    <EmptyState icon={step === 2 ? FileSearch : FileText} title={title}>
      <p>{children}</p>
      <Link to={stepByNumber(step).path} className="btn-secondary mt-4">
        Go to {stepByNumber(step).name}
      </Link>
    </EmptyState>
  );
}

/** Step 4: the Beamer deck made from the scripts — previewed, downloaded, then on to audio and video. */
export function SlideCreationScreen() {
  const model = useSlideWorkspace();
  const { slides, generating } = model;
  const hasSlides = slides.length > 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <ScreenIntro
          title="Slide Creation"
          intro="Lectern typesets a LaTeX Beamer deck from your scripts: a title slide, the bullet points and image of each section, and a closing slide."
          paperTitle={model.title}
        />
        {model.paperId && model.hasScripts ? (
          <button type="button" className="btn-primary shrink-0" onClick={model.onGenerate} disabled={generating}>
            {generating ? <Spinner size="sm" /> : hasSlides ? <RefreshCw aria-hidden="true" className="h-4 w-4" /> : <Presentation aria-hidden="true" className="h-4 w-4" />}
            {generating ? "Generating..." : hasSlides ? "Regenerate Slides" : "Generate Slides"}
          </button>
        ) : null}
      </div>

      <SlidesProgress running={generating} />

      {model.stale && hasSlides && !generating ? (
        <p role="status" className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          The scripts were saved after these slides were made. Select Regenerate Slides to bring the slides up to date.
        </p>
      ) : null}

      {!model.paperId ? (
        <BackTo step={2} title="No Paper Selected">
          Slides are made from a paper's scripts. Upload a paper first.
        </BackTo>
      ) : model.loading ? (
        <LoadingCard what="the slides" />
      ) : !model.hasScripts ? (
        <BackTo step={3} title="No Scripts Yet">
          Slides are made from the narration scripts and bullet points. Generate and save them first.
        </BackTo>
      ) : hasSlides ? (
        <SlideCarousel slides={slides} urls={model.urls} onImageError={model.refreshUrls} />
      ) : generating ? null : (
        <EmptyState icon={Presentation} title="No Slides Yet">
          Select Generate Slides to typeset the deck from your scripts.
        </EmptyState>
      )}

      <SlideActions hasSlides={hasSlides} busy={generating} downloading={model.downloading} onDownload={model.onDownload} onContinue={model.onContinue} />
    </div>
  );
}
