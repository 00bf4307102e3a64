import { Mail } from "lucide-react";
import { useEffect } from "react";
import { useDialogs } from "#app/components/dialogs/dialogs-context.tsx";
import { FormPanel } from "#app/components/forms/form-panel.tsx";
import GetInTouchForm from "#app/components/forms/get-in-touch-form.tsx";
import { ReplyTimeline } from "#app/components/hero-visuals/reply-timeline.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { buildPageHead } from "#app/lib/page-head.ts";
import { contactPageCopy } from "#content/pages/contact.ts";
import { site } from "#content/site.ts";
import { breadcrumbJsonLd } from "#content/structured-data.ts";
import { pagePath } from "#core/page-paths.ts";
import type { Route } from "./+types/contact";

const copy = contactPageCopy;
const crumbs = [{ name: copy.labels.formTitle, path: pagePath("contact") }];

// Built at prerender time so the structured-data builders stay out of the browser.
export const loader = () => ({ jsonLd: [breadcrumbJsonLd(crumbs)] });

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  buildPageHead({ ...copy, path: location.pathname, jsonLd: loaderData?.jsonLd });

/** Get in Touch as a page: where the footer's Contact link leads before hydration and without JavaScript. */
export default function Contact() {
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
          <h2 className="text-2xl font-semibold tracking-tight text-ink-900">{copy.labels.topics}</h2>
          <ul className="mt-6 space-y-6">
            {copy.topics.map((topic) => (
              <li key={topic.title}>
                <h3 className="font-semibold text-ink-900">{topic.title}</h3>
                <p className="mt-1 leading-7 text-ink-600">{topic.body}</p>
              </li>
            ))}
          </ul>
          <h2 className="mt-12 text-2xl font-semibold tracking-tight text-ink-900">{copy.labels.otherWays}</h2>
          <ul className="mt-6 space-y-4">
            {copy.otherWays.map((way) => (
              <li key={way.email} className="flex gap-3">
                <Mail className="mt-1 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                <p className="leading-7 text-ink-600">
                  <span className="font-semibold text-ink-900">{way.label}:</span> {way.body}{" "}
                  <a className="font-semibold text-brand-700 underline underline-offset-4" href={`mailto:${way.email}`}>
                    {way.email}
                  </a>
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-10 text-sm leading-6 text-ink-600">
            {site.legal.entity}, {site.legal.address.street}, {site.legal.address.city}, {site.legal.address.region}{" "}
            {site.legal.address.postalCode}, {site.legal.address.country}
          </p>
        </div>
        <FormPanel title={copy.labels.formTitle} note={copy.labels.requiredNote}>
          <GetInTouchForm />
        </FormPanel>
      </Container>
    </>
  );
}
