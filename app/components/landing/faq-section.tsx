import { FaqAccordion } from "#app/components/faq/faq-accordion.tsx";
import { MoreLink } from "#app/components/landing/more-link.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { pagePath } from "#core/page-paths.ts";

type FaqSectionProps = {
  id: string;
  heading: string;
  items: readonly { id: string; question: string; answer: string }[];
  allQuestions: string;
};

/** The questions a page chose from the FAQ, the heading beside them from lg up as on the home page. */
export function FaqSection({ id, heading, items, allQuestions }: FaqSectionProps) {
  return (
    <Section aria-labelledby={id}>
      <div className="grid gap-12 lg:grid-cols-[1fr_1.6fr]">
        <div>
          <SectionHeading id={id} title={heading} align="start" />
          <MoreLink to={pagePath("faqs")} className="mt-6">
            {allQuestions}
          </MoreLink>
        </div>
        <FaqAccordion items={items} />
      </div>
    </Section>
  );
}
