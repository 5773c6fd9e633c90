import { Link } from "react-router";
import { SITE_CONTENT } from "../../content/site-content";
import { GetStartedButton } from "./get-started-button";

export function LandingHero() {
  const guidance = SITE_CONTENT.landing.guidanceLine.trim();
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 -top-40 -z-10 flex justify-center blur-3xl">
        <div className="h-80 w-[48rem] rounded-full bg-gradient-to-r from-indigo-200 via-sky-200 to-violet-200 opacity-60 dark:from-indigo-900 dark:via-sky-900 dark:to-violet-900 dark:opacity-40" />
      </div>
      <div className="mx-auto max-w-4xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24">
        <p className="inline-flex items-center rounded-full border border-indigo-200 bg-white/70 px-3 py-1 text-xs font-semibold text-indigo-700 dark:border-indigo-500/30 dark:bg-slate-900/60 dark:text-indigo-300">
          Research paper in, narrated video out
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white">
          Turn your research paper into a <span className="text-indigo-600 dark:text-indigo-400">narrated video</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600 dark:text-slate-300">
          Start from a LaTeX source, a PDF or an arXiv link. Lectern drafts the narration, builds the slides, records the voice-over and
          produces a video you can review, download and share.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <GetStartedButton />
          <Link to="/sample" className="btn-ghost px-5 py-3 text-base">
            Learn more
            <span aria-hidden="true">→</span>
          </Link>
        </div>
        {guidance ? <p className="mt-8 text-sm text-slate-500 dark:text-slate-400">{guidance}</p> : null}
      </div>
    </section>
  );
}
