import { PublicLayout } from "../components/public-layout";
import { Benefits } from "../features/landing/benefits";
import { ChromeBanner } from "../features/landing/chrome-banner";
import { CreateCta } from "../features/landing/create-cta";
import { DemoVideo } from "../features/landing/demo-video";
import { HowItWorks } from "../features/landing/how-it-works";
import { LandingHero } from "../features/landing/landing-hero";
import { useDocumentTitle } from "../lib/use-document-title";

export function LandingPage() {
  useDocumentTitle("");
  return (
    <PublicLayout>
      <ChromeBanner />
      <LandingHero />
      <DemoVideo />
      <HowItWorks />
      <Benefits />
      <CreateCta />
    </PublicLayout>
  );
}
