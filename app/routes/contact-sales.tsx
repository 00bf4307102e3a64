import { Clock, Mail } from "lucide-react";
import ContactSalesForm from "#app/components/forms/contact-sales-form.tsx";
import { FormPageTop, ReasonMark } from "#app/components/forms/form-page.tsx";
import { TrialLink } from "#app/components/page/trial-link.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { buildPageHead } from "#app/lib/page-head.ts";
import { breadcrumbTrail } from "#content/page-copy.server.ts";
import { contactSalesPageCopy } from "#content/pages/contact-sales.ts";
import { site } from "#content/site.ts";
import { breadcrumbJsonLd } from "#content/structured-data.ts";
import type { Route } from "./+types/contact-sales";

const copy = contactSalesPageCopy;

// Built at prerender time: the breadcrumbs are named from the pages' copy, and the structured-data builders stay out of
// the browser.
export const loader = () => {
  const crumbs = breadcrumbTrail("contactSales");
  return { crumbs, jsonLd: [breadcrumbJsonLd(crumbs)] };
};

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  buildPageHead({ ...copy, path: location.pathname, jsonLd: loaderData?.jsonLd });

export default function ContactSales({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <FormPageTop
        breadcrumbs={loaderData.crumbs}
        copy={copy}
        formType="contact-sales"
        aside={
          <>
            <h2 className="text-lg font-semibold text-ink-900">{copy.labels.reasons}</h2>
            <ul className="mt-4 space-y-3 text-ink-700">
              {copy.reasons.map((reason) => (
                <li key={reason} className="flex gap-3">
                  <ReasonMark />
                  {reason}
                </li>
              ))}
            </ul>
            <div className="mt-8 space-y-2 border-t border-ink-200 pt-6 text-sm text-ink-600">
              <p className="flex flex-wrap items-center gap-x-2">
                <Mail className="size-4" aria-hidden="true" /> {copy.labels.preferEmail}{" "}
                <a
                  className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-4"
                  href={`mailto:${site.email.sales}`}
                >
                  {site.email.sales}
                </a>
              </p>
              <p className="flex items-center gap-2">
                <Clock className="size-4" aria-hidden="true" /> {copy.labels.answerTime}
              </p>
            </div>
          </>
        }
      >
        <ContactSalesForm />
      </FormPageTop>
      <section aria-labelledby="after-send-title">
        <Container className="py-16 sm:py-24">
          <h2 id="after-send-title" className="text-2xl font-semibold tracking-tight text-ink-900">
            {copy.labels.afterSend}
          </h2>
          <ol className="mt-8 grid gap-8 md:grid-cols-3">
            {copy.afterSend.map((step, index) => (
              <li key={step.title}>
                <span className="inline-flex size-8 items-center justify-center rounded-full bg-ink-900 text-sm font-semibold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold text-ink-900">{step.title}</h3>
                <p className="mt-1 leading-7 text-ink-600">{step.body}</p>
              </li>
            ))}
          </ol>
          <p className="mt-12 max-w-3xl leading-7 text-ink-600">
            {copy.prefer}{" "}
            <TrialLink className="font-semibold text-brand-700 underline underline-offset-4">{copy.labels.trialLink}</TrialLink>.
          </p>
        </Container>
      </section>
    </>
  );
}
