import { FaqSection } from "#app/components/faq/faq-section.tsx";
import { PageCta } from "#app/components/page/page-cta.tsx";
import { Claims } from "#app/components/proof/claims.tsx";
import { Container } from "#app/components/ui/container.tsx";
import type { LandingSectionView } from "#content/landing-sections.ts";
import type { LandingPageWords } from "#core/content-schemas/landing-page.ts";
import { ComparisonSection } from "./comparison-section.tsx";
import { ContactSalesSection } from "./contact-sales-section.tsx";
import { FeatureGrid } from "./feature-grid.tsx";
import { IntegrationsRow } from "./integrations-row.tsx";
import { LandingHero } from "./landing-hero.tsx";
import { PlansSection } from "./plans-section.tsx";
import { TextSection } from "./text-section.tsx";

/** One section of a landing page, as its file names it; `id` names its heading, unique on the page. */
function LandingSection({ section, id, words }: { section: LandingSectionView; id: string; words: LandingPageWords }) {
  switch (section.type) {
    case "hero":
      return <LandingHero {...section} />;
    case "features":
      return <FeatureGrid id={id} {...section} />;
    case "integrations":
      return <IntegrationsRow id={id} {...section} allIntegrations={words.allIntegrations} />;
    case "proof":
      return (
        <Container className="border-y border-ink-100 py-8">
          {section.label && (
            <p className="mb-4 text-center text-sm font-semibold tracking-wide text-brand-700 uppercase">{section.label}</p>
          )}
          <Claims />
        </Container>
      );
    case "plans":
      return <PlansSection id={id} {...section} />;
    case "faq":
      return <FaqSection id={id} {...section} allQuestions={words.allQuestions} />;
    case "text":
      return <TextSection id={id} {...section} />;
    case "comparison":
      return <ComparisonSection id={id} {...section} />;
    case "callToAction":
      return <PageCta title={section.heading} body={section.body} />;
    case "contactSales":
      return <ContactSalesSection id={id} {...section} />;
  }
}

export function LandingSections({ sections, words }: { sections: readonly LandingSectionView[]; words: LandingPageWords }) {
  return sections.map((section, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the sections of one prerendered page, never reordered.
    <LandingSection key={index} section={section} id={`section-${index}`} words={words} />
  ));
}
