import { type ReactNode, useEffect } from "react";
import { useDialogs } from "#app/components/dialogs/dialogs-context.tsx";
import { FormPanel } from "#app/components/forms/form-panel.tsx";
import { Breadcrumbs, eyebrowBesideTrail } from "#app/components/page/breadcrumbs.tsx";
import { PageTitle, pageTopSpace } from "#app/components/page/page-title.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { ctaLocation } from "#app/lib/calls-to-action.ts";
import { cn } from "#app/lib/cn.ts";
import { formAnchor } from "#core/lead-form-anchors.ts";
import type { LeadFormType } from "#core/lead-forms.ts";
import type { Crumb } from "#core/page-paths.ts";

type FormPageTopProps = {
  breadcrumbs: Crumb[];
  /** The page's copy: its hero, and the title and required-fields note of the form's panel. */
  copy: { eyebrow: string; heading: string; lead: ReactNode; labels: { formTitle: string; requiredNote: string } };
  /** Which form: its panel carries the form's anchor, where links to the form land. */
  formType: LeadFormType;
  /** The form itself. */
  children: ReactNode;
  /** A short list of reasons to write, beside the form from lg up and under it on smaller screens. */
  aside: ReactNode;
};

/**
 * The first screen of a page whose job is a form: the heading and lead, the form beside them with its reasons under
 * them from lg up; on a phone the form follows the heading at once and the reasons come after it. A form sent here
 * reports in the page's toaster.
 */
export function FormPageTop({ breadcrumbs, copy, formType, children, aside }: FormPageTopProps) {
  const { requestToaster } = useDialogs();
  useEffect(requestToaster, [requestToaster]);
  const eyebrow = eyebrowBesideTrail(copy.eyebrow, breadcrumbs);
  return (
    <section
      {...ctaLocation("hero")}
      className="border-b border-ink-100 bg-[radial-gradient(ellipse_70%_60%_at_20%_-10%,var(--brand-100),transparent_70%)]"
    >
      <Container className={cn(pageTopSpace, "pb-16 sm:pb-24")}>
        <Breadcrumbs trail={breadcrumbs} />
        <div className="grid gap-x-16 gap-y-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:grid-rows-[auto_1fr]">
          <div className="lg:col-start-1 lg:row-start-1">
            {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
            <PageTitle trail={breadcrumbs}>{copy.heading}</PageTitle>
            <div className="mt-4 leading-7 text-pretty text-ink-600 sm:mt-5 sm:text-lg sm:leading-8">{copy.lead}</div>
          </div>
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <FormPanel id={formAnchor(formType)} title={copy.labels.formTitle} note={copy.labels.requiredNote} openOnPhones>
              {children}
            </FormPanel>
          </div>
          <div className="lg:col-start-1 lg:row-start-2">{aside}</div>
        </div>
      </Container>
    </section>
  );
}

/** The mark before each reason beside a form: a tick drawn in CSS, not an icon that would bring a shared chunk. */
export function ReasonMark() {
  return (
    <span
      aria-hidden="true"
      className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-100 ring-1 ring-brand-200"
    >
      <span className="mb-0.5 h-2.5 w-1.5 rotate-45 border-r-2 border-b-2 border-brand-700" />
    </span>
  );
}
