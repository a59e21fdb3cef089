import { createFileRoute } from "@tanstack/react-router";
import { CallToAction } from "../features/marketing/CallToAction";
import { FeatureCards } from "../features/marketing/FeatureCards";
import { Footer } from "../features/marketing/Footer";
import { Hero } from "../features/marketing/Hero";
import { ImpactStats } from "../features/marketing/ImpactStats";
import { Testimonials } from "../features/marketing/Testimonials";
import { useDocumentTitle } from "../lib/useDocumentTitle";

export const Route = createFileRoute("/")({
  component: LandingPage,
});

function LandingPage() {
  useDocumentTitle("Rasoi · Restaurant platform for Indian restaurants", true);
  return (
    <>
      <Hero />
      <ImpactStats />
      <FeatureCards />
      <Testimonials />
      <CallToAction />
      <Footer />
    </>
  );
}
