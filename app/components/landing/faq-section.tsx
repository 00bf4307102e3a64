import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { FaqAccordion } from "#app/components/faq/faq-accordion.tsx";
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
          <Link
            to={pagePath("faqs")}
            prefetch="intent"
            className="mt-6 inline-flex min-h-6 items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4"
          >
            {allQuestions}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <FaqAccordion items={items} />
      </div>
    </Section>
  );
}
