import { ArrowRight, FileArchive, FileCode, FileDown, Presentation } from "lucide-react";
import { Spinner } from "../../components/spinner";
import type { SlideDownload } from "./use-slide-downloads";

interface SlideActionsProps {
  hasSlides: boolean;
  busy: boolean;
  downloading: SlideDownload | null;
  onDownload: (which: SlideDownload) => void;
  onContinue: () => void;
}

const BUTTONS: { which: SlideDownload; label: string; icon: typeof FileDown; title: string }[] = [
  { which: "pdf", label: "Download PDF", icon: FileDown, title: "The slides as a PDF" },
  { which: "latex", label: "Download LaTeX", icon: FileCode, title: "The Beamer source (.tex) of the slides" },
  { which: "bundle", label: "LaTeX with figures (.zip)", icon: FileArchive, title: "The .tex and the figures it names: unzip and compile" },
  { which: "pptx", label: "Download PowerPoint", icon: Presentation, title: "The slides as an editable .pptx for PowerPoint, Keynote or Google Slides, with the narration as speaker notes" },
];

/** Download PDF, Download LaTeX (and the bundle that compiles as it is), Download PowerPoint, Continue to Audio & Video. */
export function SlideActions({ hasSlides, busy, downloading, onDownload, onContinue }: SlideActionsProps) {
  return (
    <div className="card flex flex-col gap-3 p-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between sm:p-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {BUTTONS.map(({ which, label, icon: Icon, title }) => (
          <button key={which} type="button" className="btn-secondary" title={title} disabled={!hasSlides || busy || downloading !== null} onClick={() => onDownload(which)}>
            {downloading === which ? <Spinner size="sm" /> : <Icon aria-hidden="true" className="h-4 w-4" />}
            {label}
          </button>
        ))}
      </div>
      <button type="button" className="btn-primary" disabled={!hasSlides || busy} onClick={onContinue}>
        Continue to Audio &amp; Video
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
