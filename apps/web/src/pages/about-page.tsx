import { PublicLayout } from "../components/public-layout";
import { SITE_CONTENT } from "../content/site-content";
import { AboutContent } from "../features/about/about-content";
import { useDocumentTitle } from "../lib/use-document-title";

export function AboutPage() {
  useDocumentTitle("About");
  return (
    <PublicLayout>
      <AboutContent content={SITE_CONTENT} />
    </PublicLayout>
  );
}
