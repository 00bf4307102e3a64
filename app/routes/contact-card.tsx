import { Download } from "lucide-react";
import { ContactDetails } from "#app/components/contact-card/contact-details.tsx";
import { HeroPanel } from "#app/components/hero-visuals/hero-panel.tsx";
import { LogoMark } from "#app/components/layout/logo.tsx";
import { PageCta } from "#app/components/page/page-cta.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { buildPageHead } from "#app/lib/page-head.ts";
import { breadcrumbTrail } from "#content/page-copy.server.ts";
import { contactCard, contactCardPageCopy } from "#content/pages/contact-card.ts";
import { breadcrumbJsonLd } from "#content/structured-data.ts";
import { fillPlaceholders } from "#core/content-placeholders.ts";
import { VCARD_PATH } from "#core/vcard.ts";
import type { Route } from "./+types/contact-card";

// Built at prerender time: the breadcrumbs are named from the pages' copy, and the structured-data builders stay out of
// the browser.
export const loader = () => {
  const crumbs = breadcrumbTrail("contactCard");
  return { crumbs, jsonLd: [breadcrumbJsonLd(crumbs)] };
};

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  buildPageHead({ ...contactCardPageCopy, path: location.pathname, jsonLd: loaderData?.jsonLd });

export default function ContactCard({ loaderData }: Route.ComponentProps) {
  const card = contactCard;
  const { labels } = contactCardPageCopy;
  return (
    <>
      <PageHero
        eyebrow={contactCardPageCopy.eyebrow}
        title={contactCardPageCopy.heading}
        lead={contactCardPageCopy.lead}
        breadcrumbs={loaderData.crumbs}
        visual={
          <HeroPanel labelledBy="card-name">
            <Card variant="dark" padding="none" className="overflow-hidden rounded-[1.75rem]">
              <div className="bg-[radial-gradient(ellipse_80%_100%_at_0%_0%,var(--brand-700),transparent_70%)] p-8 sm:p-10">
                <LogoMark className="size-12" />
                <h2 id="card-name" className="mt-8 text-3xl font-semibold tracking-tight">
                  {card.name}
                </h2>
                <p className="mt-1 text-lg text-brand-200">
                  {card.title}, {card.company}
                </p>
              </div>
              <ContactDetails card={card} labels={labels} />
              <div className="border-t border-white/10 p-8 sm:px-10">
                <Button asChild variant="onDark" size="lg" className="w-full">
                  <a href={VCARD_PATH} download="northstar-sales.vcf">
                    <Download aria-hidden="true" />
                    {labels.save}
                  </a>
                </Button>
              </div>
            </Card>
          </HeroPanel>
        }
      />
      <Container className="py-16 sm:py-24">
        <div className="max-w-3xl">
          <p className="text-lg leading-8 text-ink-700">{card.intro}</p>
          <p className="mt-6 leading-7 text-ink-600">{card.bio}</p>
          <h2 className="mt-10 text-2xl font-semibold tracking-tight text-ink-900">
            {fillPlaceholders(labels.highlights, { firstName: card.name.split(" ")[0] ?? card.name })}
          </h2>
          <CheckList items={card.highlights} marker="dot" className="mt-5" />
        </div>
      </Container>
      {/* A way on after the card, the sales team's first: the visitor came to them. */}
      <PageCta title={contactCardPageCopy.closing.title} body={contactCardPageCopy.closing.body} primary="sales" />
    </>
  );
}
