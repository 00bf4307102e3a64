import { DialogLink } from "#app/components/dialogs/dialog-link.tsx";
import { FaqAccordion } from "#app/components/faq/faq-accordion.tsx";
import { MoreLink } from "#app/components/landing/more-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { navigationCopy } from "#content/navigation.ts";
import { pagePath } from "#core/page-paths.ts";

type FaqSectionProps = {
  /** The heading's id; `anchor` is the section's own, where a link lands (the home page's #faq). */
  id: string;
  anchor?: string;
  heading: string;
  eyebrow?: string;
  lead?: string;
  items: readonly { id: string; question: string; answer: string }[];
  allQuestions: string;
  /** A question to the visitor the list may not have answered, asked over a Talk to Sales button. */
  stillAsking?: string;
};

/**
 * Questions from the FAQ, the heading beside them from lg up, where it stays in view as the visitor reads down the
 * list, with the way to every question and, when asked, to the sales team.
 */
export function FaqSection({ id, anchor, heading, eyebrow, lead, items, allQuestions, stillAsking }: FaqSectionProps) {
  return (
    <Section id={anchor} aria-labelledby={id}>
      <div className="grid gap-12 lg:grid-cols-[1fr_1.6fr]">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading id={id} eyebrow={eyebrow} title={heading} lead={lead} align="start" />
          <MoreLink to={pagePath("faqs")} className="mt-6">
            {allQuestions}
          </MoreLink>
          {stillAsking && (
            <div className="mt-8 max-w-sm rounded-2xl bg-ink-50 p-5 ring-1 ring-ink-100">
              <p className="font-semibold text-ink-900">{stillAsking}</p>
              <Button asChild variant="secondary" className="mt-4">
                <DialogLink dialog="contact-sales">{navigationCopy.talkToSales}</DialogLink>
              </Button>
            </div>
          )}
        </div>
        <FaqAccordion items={items} />
      </div>
    </Section>
  );
}
