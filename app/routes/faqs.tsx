import { faqAnswerAnchor } from "#app/components/faq/answer-anchor.ts";
import { PageCta } from "#app/components/page/page-cta.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { Accordion, AccordionEntry } from "#app/components/ui/accordion.tsx";
import { BackToMenu, pageMenuAnchor } from "#app/components/ui/back-to-menu.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { menuLink, menuSection, sectionMenuScope } from "#app/components/ui/section-menu.ts";
import { buildPageHead } from "#app/lib/page-head.ts";
import { faqGroups, faqItems } from "#content/faq.ts";
import { breadcrumbTrail } from "#content/page-copy.server.ts";
import { faqsPageCopy } from "#content/pages/faqs.ts";
import { breadcrumbJsonLd, faqPageJsonLd } from "#content/structured-data.ts";
import type { Route } from "./+types/faqs";

/** The topics menu, where the back-to-menu button of a phone returns. */
const TOPICS_ID = "topics";

const groupId = (group: string) => group.toLowerCase().replace(/[^a-z]+/g, "-");

// Built at prerender time: the breadcrumbs are named from the pages' copy, and the structured-data builders stay out of
// the browser.
export const loader = () => {
  const crumbs = breadcrumbTrail("faqs");
  return { crumbs, jsonLd: [faqPageJsonLd(faqItems), breadcrumbJsonLd(crumbs)] };
};

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  buildPageHead({ ...faqsPageCopy, path: location.pathname, jsonLd: loaderData?.jsonLd });

export default function Faqs({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={faqsPageCopy.eyebrow}
        title={faqsPageCopy.heading}
        lead={faqsPageCopy.lead}
        breadcrumbs={loaderData.crumbs}
        compact
      />
      <Container className="grid gap-12 py-10 sm:py-12 lg:grid-cols-[14rem_1fr]" {...sectionMenuScope(faqGroups.map(groupId))}>
        <nav
          id={TOPICS_ID}
          aria-label={faqsPageCopy.topicsLabel}
          {...pageMenuAnchor}
          className="lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start"
        >
          <p aria-hidden="true" className="mb-3 hidden text-xs font-semibold tracking-wide text-ink-500 uppercase lg:block">
            {faqsPageCopy.topicsLabel}
          </p>
          {/* From lg up a plain list: its words on the column's edge, the link's padding outside it. */}
          <ul className="flex flex-wrap gap-2 lg:-mx-3 lg:flex-col lg:gap-1">
            {faqGroups.map((group) => (
              <li key={group}>
                <a
                  href={`#${groupId(group)}`}
                  {...menuLink(groupId(group))}
                  className="block rounded-full px-3 py-1.5 text-sm font-medium text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50 lg:rounded-lg lg:ring-0"
                >
                  {group}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* One accordion for the whole page, so only one answer is open at a time across groups. */}
        <Accordion>
          {faqGroups.map((group) => (
            <section
              key={group}
              id={groupId(group)}
              {...menuSection(groupId(group))}
              aria-labelledby={`${groupId(group)}-title`}
              className="pb-12 last:pb-0"
            >
              <h2 id={`${groupId(group)}-title`} className="mb-5 text-2xl font-semibold tracking-tight text-ink-900">
                {group}
              </h2>
              <Card variant="outline" padding="none">
                {faqItems
                  .filter((item) => item.group === group)
                  .map((item) => (
                    <AccordionEntry key={item.id} question={item.question}>
                      {/* The answer's anchor: a link to it opens the entry and shows the question above it. */}
                      <p id={faqAnswerAnchor(item)} className="scroll-mt-24">
                        {item.answer}
                      </p>
                    </AccordionEntry>
                  ))}
              </Card>
            </section>
          ))}
        </Accordion>
        <BackToMenu menuId={TOPICS_ID} className="lg:hidden" />
      </Container>
      <PageCta title={faqsPageCopy.closing.title} body={faqsPageCopy.closing.body} primary="sales" />
    </>
  );
}
