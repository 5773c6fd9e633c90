import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState, type KeyboardEvent } from "react";

interface SlideCarouselProps {
  slides: readonly string[];
  /** Signed image URL per slide name. */
  urls: Readonly<Record<string, string>>;
  /** A preview failed to load (an expired signed URL, most likely): ask for fresh URLs. */
  onImageError: () => void;
}

/**
 * One slide at a time with previous/next, a dot per slide, and the keyboard: with the carousel
 * focused, ← and → step, Home and End jump to the first and last slide.
 */
export function SlideCarousel({ slides, urls, onImageError }: SlideCarouselProps) {
  const [chosen, setChosen] = useState(0);
  // A new deck may be shorter than the old one: stay inside it.
  const index = Math.min(chosen, Math.max(0, slides.length - 1));
  const count = slides.length;
  const name = slides[index];
  const go = (next: number) => setChosen(Math.max(0, Math.min(count - 1, next)));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    go(next);
  };

  if (!name) return null;
  const following = slides[index + 1];
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Slide previews"
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="card space-y-4 p-3 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 sm:p-4"
    >
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800">
        <img key={name} src={urls[name]} alt={`Slide ${index + 1} of ${count}`} width={1920} height={1080} className="aspect-video h-auto w-full" onError={onImageError} />
      </div>
      {/* The next slide is fetched ahead so stepping through feels instant. */}
      {following && urls[following] ? <link rel="prefetch" as="image" href={urls[following]} /> : null}
      <div className="flex items-center justify-between gap-3">
        <button type="button" className="btn-secondary py-2" onClick={() => go(index - 1)} disabled={index === 0} aria-label="Previous slide">
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          <span className="hidden sm:inline">Previous</span>
        </button>
        <p aria-live="polite" className="text-sm font-medium text-slate-700 tabular-nums dark:text-slate-200">
          Slide {index + 1} of {count}
        </p>
        <button type="button" className="btn-secondary py-2" onClick={() => go(index + 1)} disabled={index === count - 1} aria-label="Next slide">
          <span className="hidden sm:inline">Next</span>
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <div className="flex flex-wrap justify-center gap-1.5" role="group" aria-label="Choose a slide">
        {slides.map((slide, i) => (
          <button
            key={slide}
            type="button"
            onClick={() => go(i)}
            aria-label={`Go to slide ${i + 1}`}
            aria-current={i === index ? "true" : undefined}
            className={`h-2.5 w-2.5 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ${
              i === index ? "bg-indigo-600 dark:bg-indigo-400" : "bg-slate-300 hover:bg-slate-400 dark:bg-slate-600 dark:hover:bg-slate-500"
            }`}
          />
        ))}
      </div>
    </div>
  );
}
