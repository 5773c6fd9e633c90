import { PageIntro } from "../components/page-intro";
import { PublicLayout } from "../components/public-layout";
import { SITE_CONTENT } from "../content/site-content";
import { SampleGrid } from "../features/sample/sample-grid";
import { useDocumentTitle } from "../lib/use-document-title";

export function SamplePage() {
  useDocumentTitle("Sample videos");
  return (
    <PublicLayout>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <PageIntro eyebrow="Samples" title="Sample videos">
          Presentations made with Lectern, one per narration language.
        </PageIntro>
        <div className="mt-12">
          <SampleGrid samples={SITE_CONTENT.samples} />
        </div>
      </div>
    </PublicLayout>
  );
}
