import { Clock, Mail } from "lucide-react";
import { useEffect } from "react";
import { useDialogs } from "#app/components/dialogs/dialogs-context.tsx";
import ContactSalesForm from "#app/components/forms/contact-sales-form.tsx";
import { FormPanel } from "#app/components/forms/form-panel.tsx";
import { ReplyTimeline } from "#app/components/hero-visuals/reply-timeline.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { TrialLink } from "#app/components/page/trial-link.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { buildPageHead } from "#app/lib/page-head.ts";
import { contactSalesPageCopy } from "#content/pages/contact-sales.ts";
import { site } from "#content/site.ts";
import { breadcrumbJsonLd } from "#content/structured-data.ts";
import { pageCrumb } from "#core/page-names.ts";
import type { Route } from "./+types/contact-sales";

const crumbs = [pageCrumb("contactSales")];
const copy = contactSalesPageCopy;

// Built at prerender time so the structured-data builders stay out of the browser.
export const loader = () => ({ jsonLd: [breadcrumbJsonLd(crumbs)] });

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  buildPageHead({ ...copy, path: location.pathname, jsonLd: loaderData?.jsonLd });

export default function ContactSales() {
  const { requestToaster } = useDialogs();
  useEffect(requestToaster, [requestToaster]);
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.heading}
        lead={copy.lead}
        breadcrumbs={crumbs}
        visual={<ReplyTimeline visual={copy.visual} />}
      />
      <Container className="grid gap-14 py-16 sm:py-24 lg:grid-cols-[1fr_1.2fr]">
        <div>
          <h2 className="text-2xl font-semibold tracking-tight text-ink-900">{copy.labels.reasons}</h2>
          <ul className="mt-6 space-y-3 text-ink-700">
            {copy.reasons.map((reason) => (
              <li key={reason} className="flex gap-3">
                <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />
                {reason}
              </li>
            ))}
          </ul>
          <h2 className="mt-12 text-2xl font-semibold tracking-tight text-ink-900">{copy.labels.afterSend}</h2>
          <ol className="mt-6 space-y-6">
            {copy.afterSend.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-ink-900 text-sm font-semibold text-white">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-ink-900">{step.title}</h3>
                  <p className="mt-1 leading-7 text-ink-600">{step.body}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-10 leading-7 text-ink-600">
            {copy.prefer}{" "}
            <TrialLink className="font-semibold text-brand-700 underline underline-offset-4">{copy.labels.trialLink}</TrialLink>.
          </p>
          <p className="mt-6 flex items-center gap-2 text-ink-600">
            <Mail className="size-4" aria-hidden="true" /> {copy.labels.preferEmail}{" "}
            <a className="font-semibold text-brand-700 underline underline-offset-4" href={`mailto:${site.email.sales}`}>
              {site.email.sales}
            </a>
          </p>
          <p className="mt-2 flex items-center gap-2 text-ink-600">
            <Clock className="size-4" aria-hidden="true" /> {copy.labels.answerTime}
          </p>
        </div>
        <FormPanel title={copy.labels.formTitle} note={copy.labels.requiredNote}>
          <ContactSalesForm />
        </FormPanel>
      </Container>
    </>
  );
}
