import { PaperTitleLine } from "./paper-title-line";

interface ScreenIntroProps {
  /** The screen's one h1. */
  title: string;
  /** What the screen does, in a sentence or two. */
  intro: string;
  /** The paper the screen works on, shown under the intro once known. */
  paperTitle?: string | null | undefined;
}

/** The heading block at the top of a signed-in screen. */
export function ScreenIntro({ title, intro, paperTitle }: ScreenIntroProps) {
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{intro}</p>
      {paperTitle ? <PaperTitleLine title={paperTitle} /> : null}
    </div>
  );
}
