import { MessageSquareQuote } from "lucide-react";
import { EmptyState } from "../../components/empty-state";
import { visibleTestimonials } from "../../content/content-rules";
import type { Testimonial } from "../../content/site-content-types";
import { TestimonialCard } from "./testimonial-card";

export function TestimonialList({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const visible = visibleTestimonials(testimonials);
  if (visible.length === 0) {
    return (
      <EmptyState icon={MessageSquareQuote} title="No testimonials have been published yet.">
        When researchers share what they made with Lectern, their posts will appear here.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {visible.map((t) => (
        <TestimonialCard key={t.id} testimonial={t} />
      ))}
    </ul>
  );
}
