import { PageIntro } from "../../components/page-intro";
import type { SiteContent } from "../../content/site-content-types";
import { ContactSection } from "./contact-section";
import { TeamSection } from "./team-section";

export function AboutContent({ content }: { content: SiteContent }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <PageIntro eyebrow="About" title="Research, presented" />
      <section aria-labelledby="mission-heading" className="mt-12 max-w-3xl">
        <h2 id="mission-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
          Our mission
        </h2>
        <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-600 dark:text-slate-300">
          {content.about.mission.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      <TeamSection groups={content.about.team} />
      <ContactSection email={content.contactEmail} />
    </div>
  );
}
