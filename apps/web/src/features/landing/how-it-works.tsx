import { AudioLines, Clapperboard, Sparkles, Upload, type LucideIcon } from "lucide-react";

const STEPS: { title: string; body: string; icon: LucideIcon }[] = [
  { title: "Paper Upload", body: "Upload a LaTeX source zip or a PDF, or paste an arXiv link. Review the title, authors and date.", icon: Upload },
  { title: "AI Script Generation", body: "Each section gets a narration script and slide bullets, which you can edit freely.", icon: Sparkles },
  { title: "Voice Synthesis", body: "Pick a language and a voice; the narration is spoken section by section.", icon: AudioLines },
  { title: "Video Production", body: "Slides and narration are combined into a video ready to download and share.", icon: Clapperboard },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="border-y border-slate-200 bg-white py-20 dark:border-slate-800 dark:bg-slate-900/40">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="how-heading" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            How It Works
          </h2>
          <p className="mt-3 text-slate-600 dark:text-slate-300">Four steps from paper to presentation, with you in control at each one.</p>
        </div>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ title, body, icon: Icon }, index) => (
            <li key={title} className="card relative p-6">
              <span className="absolute top-5 right-5 text-sm font-semibold text-slate-300 dark:text-slate-600">{String(index + 1).padStart(2, "0")}</span>
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-indigo-600 text-white dark:bg-indigo-500">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
