import { ExternalLink, Star } from "lucide-react";
import { clampRating, safeExternalUrl } from "../../content/content-rules";
import type { Testimonial } from "../../content/site-content-types";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const rating = clampRating(testimonial.rating);
  const url = safeExternalUrl(testimonial.url);
  return (
    <li className="card flex flex-col overflow-hidden">
      {testimonial.contentImage ? (
        <img src={testimonial.contentImage} alt={`Post by ${testimonial.name}`} loading="lazy" className="aspect-[4/3] w-full bg-slate-100 object-cover dark:bg-slate-800" />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
          {Array.from({ length: 5 }, (_, i) => (
            <Star key={i} aria-hidden="true" className={`h-4 w-4 ${i < rating ? "fill-amber-400 text-amber-400" : "text-slate-300 dark:text-slate-600"}`} />
          ))}
        </div>
        <h2 className="mt-3 font-semibold text-slate-900 dark:text-white">{testimonial.name}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {testimonial.role}
          {testimonial.role && testimonial.organisation ? ", " : ""}
          {testimonial.organisation}
        </p>
        {url ? (
          <a href={url} target="_blank" rel="noopener noreferrer" className="link mt-auto inline-flex items-center gap-1 pt-4 text-sm">
            Read the post
            <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
            <span className="sr-only">by {testimonial.name} (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}
