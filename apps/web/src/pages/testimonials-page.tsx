import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PageIntro } from "../components/page-intro";
import { PublicLayout } from "../components/public-layout";
import { SITE_CONTENT } from "../content/site-content";
import { TestimonialList } from "../features/testimonials/testimonial-list";
import { useDocumentTitle } from "../lib/use-document-title";

export function TestimonialsPage() {
  useDocumentTitle("Testimonials");
  return (
    <PublicLayout>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <PageIntro eyebrow="Testimonials" title="What researchers say">
          Posts from researchers who presented their work with Lectern.
        </PageIntro>
        <div className="mt-12">
          <TestimonialList testimonials={SITE_CONTENT.testimonials} />
        </div>
        <div className="mt-12 flex justify-center">
          <Link to="/" className="btn-primary px-6 py-3 text-base">
            Get Started
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
        </div>
      </div>
    </PublicLayout>
  );
}
