import { lazy, Suspense, useEffect } from "react";
import { useDialogs } from "#app/components/dialogs/dialogs-context.tsx";
import { FormPanel } from "#app/components/forms/form-panel.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import type { LandingSectionOf } from "#core/content-schemas/landing-page.ts";
import { formAnchor } from "#core/lead-form-anchors.ts";

// In the browser on demand, as in the dialogs: the form's code is a fifth of a page's application, which would
// otherwise pass the budget. The prerender renders it at once (a lazy part would be streamed behind a script), so the
// HTML holds the whole form, which works before hydration; the browser hydrates it when its code has come.
const ContactSalesForm = import.meta.env.SSR
  ? (await import("#app/components/forms/contact-sales-form.tsx")).default
  : lazy(() => import("#app/components/forms/contact-sales-form.tsx"));

/**
 * The contact-sales form in the page, beside the page's words from lg up. A lead sent here names the page it was sent
 * from (use-lead-form.ts), so the sales team sees which landing page brought it.
 */
type ContactSalesSectionProps = LandingSectionOf<"contactSales"> & {
  id: string;
  /** The form panel's title and note, as /contact-sales words them (from the route's data). */
  labels: { formTitle: string; requiredNote: string };
};

export function ContactSalesSection({ id, heading, lead, labels }: ContactSalesSectionProps) {
  const { requestToaster } = useDialogs();
  useEffect(requestToaster, [requestToaster]);
  return (
    <Section variant="tint" aria-labelledby={id}>
      <div className="grid gap-x-16 gap-y-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]">
        <SectionHeading id={id} title={heading} lead={lead} align="start" />
        <FormPanel id={formAnchor("contact-sales")} title={labels.formTitle} note={labels.requiredNote}>
          <Suspense>
            <ContactSalesForm />
          </Suspense>
        </FormPanel>
      </div>
    </Section>
  );
}
