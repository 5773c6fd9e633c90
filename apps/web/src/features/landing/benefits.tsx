import { LANGUAGES } from "@lectern/contract";
import { CircleCheck } from "lucide-react";

const otherLanguages = LANGUAGES.length - 1;

const BENEFITS: { title: string; body: string }[] = [
  { title: "Start from what you have", body: "A LaTeX source, a PDF, or an arXiv or bioRxiv link is enough." },
  { title: "Stay the author", body: "Edit the metadata, every narration script and every bullet, and choose the figure for each slide." },
  {
    // An offline install narrates English only; the other languages are translated first.
    title: `English offline; ${LANGUAGES.length} languages with a key`,
    body: `English needs no key. With a Sarvam, Gemini or OpenAI key, ${otherLanguages} Indian languages too, each with a female and a male voice.`,
  },
  { title: "Your keys stay private", body: "Bring your own AI service keys; they are stored encrypted on the server, never in the browser." },
  { title: "Share it your way", body: "Download the video and slides, share to LinkedIn or Twitter, or upload with your own YouTube account." },
];

export function Benefits() {
  return (
    <section aria-labelledby="benefits-heading" className="py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-5 lg:gap-16">
        <div className="lg:col-span-2">
          <h2 id="benefits-heading" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            Why Lectern
          </h2>
          <p className="mt-3 text-slate-600 dark:text-slate-300">
            A talk about your paper reaches people who will never open the PDF. Lectern does the production work so you can focus on the
            message.
          </p>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2 lg:col-span-3">
          {BENEFITS.map((b) => (
            <li key={b.title} className="flex gap-3">
              <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-500" />
              <div>
                <p className="font-semibold text-slate-900 dark:text-white">{b.title}</p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{b.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
